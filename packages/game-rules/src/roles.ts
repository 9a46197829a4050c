/**
 * The roles that have a brain (a score, a level and a rank ladder), in a module of their own:
 * the contracts' schemas name them (every page that reads a brain), and a bundle that needs
 * only the names then leaves the ladders, their labels and colours (ranks.ts) to the pages that
 * show ranks.
 */
export const LADDER_ROLES = [
  'analyst',
  'catalyst',
  'director',
  'innovator',
  'insight',
  'mentor',
  'overall',
  'patron',
  'scout',
] as const;
export type LadderRole = (typeof LADDER_ROLES)[number];
