/** The system calls: health, the OpenAPI document of the call table, the shadow-write audit. */
import { openApiDocument } from '@nervus/contracts/openapi';
import { handlers, withStatus } from '../../http/endpoint.js';
import { databaseUp, shadowWritePage } from './queries.js';

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
  shadowWrites: async (c, { query: { page, size } }) => {
    const { rows, total } = await shadowWritePage(c.var.deps.db, page, size);
    return {
      data: rows.map(({ row, adminHandle, userHandle }) => ({
        id: row.id,
        shadowed_by:
          row.shadowedBy && adminHandle ? { id: row.shadowedBy, handle: adminHandle } : null,
        user: row.userId && userHandle ? { id: row.userId, handle: userHandle } : null,
        call: row.call,
        method: row.method,
        path: row.path,
        request_id: row.requestId,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      })),
      meta: { total, page, size },
    };
  },
  openApi: (c) => {
    // The document depends only on the table and the version: built once.
    openapi ??= openApiDocument({ title: 'Nervus API', version: c.var.deps.config.version });
    return openapi;
  },
});
