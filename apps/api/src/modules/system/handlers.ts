/** The system calls: health and the OpenAPI document of the call table. */
import { openApiDocument } from '@nervus/contracts';
import { ping } from '../../db/client.js';
import { handlers, withStatus } from '../../http/endpoint.js';

let openapi: Record<string, unknown> | null = null;

export const systemHandlers = handlers({
  health: async (c) => {
    const database = (await ping(c.var.deps.db)) ? ('ok' as const) : ('down' as const);
    return withStatus(database === 'ok' ? 200 : 503, {
      data: {
        status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
        database,
        version: c.var.deps.config.version,
      },
    });
  },
  openApi: (c) => {
    // The document depends only on the table and the version: built once.
    openapi ??= openApiDocument({ title: 'Nervus API', version: c.var.deps.config.version });
    return openapi;
  },
});
