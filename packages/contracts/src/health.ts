import * as v from 'valibot';

export const HealthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['ok', 'down']),
  version: v.string(),
});
