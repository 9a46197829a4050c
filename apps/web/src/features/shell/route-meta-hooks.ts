// The hooks live in lib (a feature the shell shows may use them without importing the shell).
export { usePlatformSlugParam, useRouteMeta } from '../../lib/route-meta-hooks.js';
