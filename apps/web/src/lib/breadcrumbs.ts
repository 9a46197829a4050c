/**
 * Breadcrumbs: a failure the page swallows on purpose (the spec's "Error fetching highlights")
 * is not reported, but it is remembered, so the next error that is reported says what went
 * wrong before it. The app's reporter (`lib/api.ts`) sends the trail with each report; the
 * console is the reporter by default (DESIGN.md), Sentry's breadcrumbs the model.
 */

export interface Breadcrumb {
  readonly message: string;
  /** When, in ms since the epoch. */
  readonly at: number;
  readonly data?: Readonly<Record<string, unknown>>;
}

// Enough to tell the story of the last minute, never a leak over a long session.
const KEPT = 30;
const trail: Breadcrumb[] = [];

/**
 * Remembers a swallowed failure (or any step worth telling a later report).
 *
 * @example leaveBreadcrumb('Error fetching highlights', { status: 503 })
 */
export function leaveBreadcrumb(message: string, data?: Readonly<Record<string, unknown>>): void {
  trail.push({ message, at: Date.now(), ...(data ? { data } : {}) });
  if (trail.length > KEPT) trail.splice(0, trail.length - KEPT);
}

/** The breadcrumbs left so far, oldest first. */
export function breadcrumbs(): readonly Breadcrumb[] {
  return [...trail];
}
