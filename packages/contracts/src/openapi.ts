import { type ConversionConfig, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { CALLS, type CallDefinition } from './calls.js';
import { ErrorBodySchema } from './common.js';
import { CategorySchema } from './platforms.js';

/**
 * Schemas that refer to themselves (through `v.lazy`) by the name they get under
 * `components/schemas`. A JSON Schema converter puts a recursive schema's definition in its own
 * `$defs` with a `#/$defs/0` reference, which resolves against the document's root and so points
 * at nothing in an OpenAPI document: each one goes to `components/schemas` instead, once.
 */
const NAMED_SCHEMAS: Readonly<Record<string, v.GenericSchema>> = {
  Category: CategorySchema as v.GenericSchema,
};

/** Converts the schemas of one document, gathering the shared ones for `components/schemas`. */
class SchemaConverter {
  readonly components: Record<string, Record<string, unknown>> = {};
  /** A recursive schema not in `NAMED_SCHEMAS` still gets one name for the whole document. */
  private readonly unnamed = new Map<unknown, string>();

  convert(s: v.GenericSchema): Record<string, unknown> {
    // The converter's own ids ('Category', or '0' for an unnamed one) to component names.
    const names = new Map<string, string>();
    const config: ConversionConfig = {
      // OpenAPI 3.1's schemas are JSON Schema 2020-12.
      target: 'draft-2020-12',
      // Transforms (query strings to numbers, trimming) have no JSON Schema form: describe the input.
      typeMode: 'input',
      errorMode: 'ignore',
      definitions: NAMED_SCHEMAS,
      overrideRef: ({ referenceId, valibotSchema }) => {
        let name = names.get(referenceId);
        if (!name) {
          name =
            referenceId in NAMED_SCHEMAS
              ? referenceId
              : (this.unnamed.get(valibotSchema) ?? `Recursive${this.unnamed.size + 1}`);
          if (!(referenceId in NAMED_SCHEMAS)) this.unnamed.set(valibotSchema, name);
          names.set(referenceId, name);
        }
        return `#/components/schemas/${name}`;
      },
    };
    const {
      $schema: _dialect,
      $defs: defs,
      ...rest
    } = toJsonSchema(s, config) as Record<string, unknown> & {
      $defs?: Record<string, Record<string, unknown>>;
    };
    for (const [id, definition] of Object.entries(defs ?? {})) {
      const name = names.get(id);
      // Named schemas the converter was given but this schema does not use are not referenced.
      if (name) this.components[name] ??= definition;
    }
    return rest;
  }
}

function requestBody(call: CallDefinition, schema: SchemaConverter): Record<string, unknown> {
  if (call.rawBody === 'bytes') {
    return {
      requestBody: {
        required: true,
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  if (!call.body) return {};
  const body = { schema: schema.convert(call.body) };
  return {
    requestBody: {
      required: true,
      content:
        // RFC 6749 §4.3.2 and RFC 7009 §2.1: OAuth endpoints take form-encoded bodies.
        call.rawBody === 'json-or-form'
          ? { 'application/x-www-form-urlencoded': body, 'application/json': body }
          : call.rawBody === 'reports'
            ? { 'application/csp-report': body, 'application/reports+json': body }
            : { 'application/json': body },
    },
  };
}

function operation(
  name: string,
  call: CallDefinition,
  schema: SchemaConverter,
): Record<string, unknown> {
  const parameters = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (call.query) {
    const query = schema.convert(call.query) as {
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
  const errorBody = {
    content: { 'application/json': { schema: schema.convert(ErrorBodySchema) } },
  };
  const refusal = {
    content: {
      'application/json': { schema: schema.convert(call.errorResponse ?? ErrorBodySchema) },
    },
  };
  const responses: Record<string, unknown> = {
    [String(call.status ?? 200)]: {
      description: 'Success',
      content: call.produces
        ? { [call.produces]: { schema: { type: 'string', format: 'binary' } } }
        : { 'application/json': { schema: schema.convert(call.response) } },
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
    ...requestBody(call, schema),
    responses,
  };
}

/** The OpenAPI 3.1 document of every call in `CALLS`. */
export function openApiDocument(info: { title: string; version: string }): Record<string, unknown> {
  const schema = new SchemaConverter();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, call] of Object.entries(CALLS) as [string, CallDefinition][]) {
    const path = paths[call.path] ?? {};
    path[call.method.toLowerCase()] = operation(name, call, schema);
    paths[call.path] = path;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/api' }],
    components: {
      schemas: schema.components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
