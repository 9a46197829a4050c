/**
 * A path under a player's dashboard, typed loosely: the dashboard's sections, the progress
 * pages and the director's pages list their addresses as data. It sits below the features so
 * any of them may name a dashboard address without importing the dashboards.
 */
export const under = (path: string) =>
  `/$platformSlug/my-dashboard/${path}` as '/$platformSlug/my-dashboard';
