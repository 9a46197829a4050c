/** The shape of one entry of the route table (`route-table.ts`). */
export type Layout = 'wide' | 'boxed' | 'boxed-plain' | 'auth' | 'raw';

export interface RouteEntry {
  readonly path: string;
  readonly name: string;
  readonly title: string;
  readonly layout: Layout;
  readonly auth?: boolean;
  readonly admin?: boolean;
  readonly hideHeader?: boolean;
  readonly hideFooter?: boolean;
  readonly splash?: boolean;
  /**
   * A placeholder: the issue that brings the page's feature. Only for pages that exist nowhere
   * yet; a shipped page drops it (or, when it lives at another address, becomes a redirect).
   */
  readonly feature?: string;
  /** A redirect: where to, and the search it carries. */
  readonly redirect?: {
    readonly to: string;
    /** The search of the target; a value `$name` takes the path parameter `name`. */
    readonly search?: Record<string, string>;
    /** Passes the path parameters on (the target's segments are named the same). */
    readonly keepParams?: boolean;
    /** Replaces the history entry instead of pushing one. */
    readonly replace?: boolean;
  };
}

/** The label of a placeholder whose feature a later issue brings. */
export const LATER = 'a later issue';
