import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { CALLS, type CallDefinition } from './calls.js';
import { ErrorBodySchema } from './common.js';

function schema(s: v.GenericSchema): Record<string, unknown> {
  // Transforms (query strings to numbers, trimming) have no JSON Schema form: describe the input.
  const { $schema: _ignored, ...rest } = toJsonSchema(s, {
    errorMode: 'ignore',
    typeMode: 'input',
  });
  return rest as Record<string, unknown>;
}

function requestBody(call: CallDefinition): Record<string, unknown> {
  if (call.rawBody === 'bytes') {
    return {
      requestBody: {
        required: true,
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  if (!call.body) return {};
  const body = { schema: schema(call.body) };
  return {
    requestBody: {
      required: true,
      content:
        call.rawBody === 'json-or-form'
          ? { 'application/json': body, 'application/x-www-form-urlencoded': body }
          : { 'application/json': body },
    },
  };
}

function operation(name: string, call: CallDefinition): Record<string, unknown> {
  const parameters = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (call.query) {
    const query = schema(call.query) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    for (const [key, value] of Object.entries(query.properties ?? {})) {
      parameters.push({
        name: key,
        in: 'query',
        required: query.required?.includes(key) ?? false,
        schema: value as { type: string },
      });
    }
  }
  const errorBody = { content: { 'application/json': { schema: schema(ErrorBodySchema) } } };
  const refusal = {
    content: { 'application/json': { schema: schema(call.errorResponse ?? ErrorBodySchema) } },
  };
  const responses: Record<string, unknown> = {
    [String(call.status ?? 200)]: {
      description: 'Success',
      content: call.produces
        ? { [call.produces]: { schema: { type: 'string', format: 'binary' } } }
        : { 'application/json': { schema: schema(call.response) } },
    },
    '422': { description: 'Invalid input; nothing was written', ...errorBody },
    ...(call.errorResponse
      ? { '400': { description: 'Refused (RFC 6749 §5.2)', ...refusal } }
      : {}),
    '429': { description: 'Too many requests', ...errorBody },
  };
  if (call.auth === 'user' || call.auth === 'admin') {
    responses['401'] = { description: 'Not signed in', ...errorBody };
  }
  if (call.auth === 'admin') responses['403'] = { description: 'Not an admin', ...errorBody };
  if (call.path.includes('{')) responses['404'] = { description: 'Not found', ...errorBody };
  return {
    operationId: name,
    summary: call.summary,
    tags: [call.tag],
    ...(call.auth === 'none' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...requestBody(call),
    responses,
  };
}

/** The OpenAPI 3.1 document of every call in `CALLS`. */
export function openApiDocument(info: { title: string; version: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, call] of Object.entries(CALLS) as [string, CallDefinition][]) {
    const path = paths[call.path] ?? {};
    path[call.method.toLowerCase()] = operation(name, call);
    paths[call.path] = path;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
