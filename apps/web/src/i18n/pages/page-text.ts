/**
 * The text of a static page. Each page has its own module (`<route name>.en.ts`), imported by its
 * route's component, so that a page loads its own text and not every static page's.
 */
export interface PageText {
  readonly lead: string;
  readonly body: readonly string[];
}
