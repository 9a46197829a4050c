import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import { ping } from '../../db/client.js';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const database = (await ping(c.var.deps.db)) ? ('ok' as const) : ('down' as const);
  return c.json(
    {
      data: {
        status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
        database,
        version: c.var.deps.config.version,
      },
    },
    database === 'ok' ? 200 : 503,
  );
});
