/** The system calls: health and the OpenAPI document of the call table. */
import { openApiDocument } from '@nervus/contracts/openapi';
import { handlers, withStatus } from '../../http/endpoint.js';
import { databaseUp } from './queries.js';

let openapi: Record<string, unknown> | null = null;

export const systemHandlers = handlers({
  health: async (c) => {
    const { db, now } = c.get('deps');
    const database = (await databaseUp(db, now().getTime())) ? ('ok' as const) : ('down' as const);
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
