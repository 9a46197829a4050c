/**
 * The design tokens that code needs as numbers (the rest are CSS custom properties in
 * tokens.css). Breakpoints are the spec's; the mobile layout is below `sm`.
 *
 * @example matchMedia(`(min-width: ${BREAKPOINTS.sm}px)`)
 */
export const BREAKPOINTS = { xs: 390, sm: 768, md: 960, lg: 1200, xl: 1280 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The player roles, each with an accent (`--nv-role-<role>`) and a `RoleBadge`. */
export const ROLES = [
  'catalyst',
  'innovator',
  'rater',
  'mentor',
  'scout',
  'director',
  'patron',
] as const;
export type Role = (typeof ROLES)[number];
