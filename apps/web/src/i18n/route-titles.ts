import { ROUTES } from '../lib/route-table.js';

/** The English route titles (namespace `routes`), keyed by route name without dots. */
export const routeTitles: Record<string, string> = Object.fromEntries(
  ROUTES.map((entry) => [entry.name.replaceAll('.', '~'), entry.title]),
);
