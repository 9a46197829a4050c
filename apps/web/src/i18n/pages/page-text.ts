/**
 * The text of a static page. Each page has its own module (`<route name>.en.ts`), imported by its
 * route's component, so that a page loads its own text and not every static page's.
 */
export interface PageText {
  readonly lead: string;
  readonly body: readonly string[];
}

/**
 * The text of a help page (`faqs.<slug>.en.ts`): a lead, then sections of paragraphs, each
 * maybe followed by one of the page's tables (named by `table`, rendered from game-rules).
 * Paragraphs name the game's numbers as `{{name}}`; the page fills them from game-rules too, so
 * the words are written once and the numbers never.
 */
export interface HelpText {
  readonly lead: string;
  readonly sections: readonly HelpSection[];
}

export interface HelpSection {
  readonly heading?: string;
  readonly body: readonly string[];
  /** The key of a table the page renders after this section's paragraphs. */
  readonly table?: string;
}
