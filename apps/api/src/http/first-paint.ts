/**
 * A challenge page's first paint, filled in per challenge: the web build prerenders the page's
 * header with markers for the challenge's texts (`.first-paint/challenge.json` beside
 * index.html, apps/web `scripts/first-paint-plugin.ts`), and this fills them, HTML-escaped, from
 * the challenge as the API answers a visitor. index.html then shows the question before any
 * script has run, instead of waiting for the scripts and then the API.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Challenge } from '@nervus/contracts';

/** What the web build writes (apps/web `src/prerender.tsx`, `ChallengeFirstPaint`). */
interface ChallengeTemplate {
  readonly slot: string;
  readonly pattern: string;
  readonly markers: {
    readonly slug: string;
    readonly category: string;
    readonly title: string;
    readonly detail: string;
    readonly coAuthor: string;
  };
  readonly withCoAuthor: string;
  readonly withoutCoAuthor: string;
}

/** Text for HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

/**
 * Reads the build's challenge template; null when the build has none (an older build, or a
 * test's hand-made one), and challenge pages get the plain index.html.
 */
export async function loadChallengeTemplate(root: string): Promise<ChallengeTemplate | null> {
  const text = await readFile(join(root, '.first-paint', 'challenge.json'), 'utf8').catch(
    () => null,
  );
  return text ? (JSON.parse(text) as ChallengeTemplate) : null;
}

/**
 * index.html with the challenge's header in its slot. `key` is the address's key (a slug or an
 * id), which the header's sign-in link carries back.
 *
 * @example fillChallenge(template, html, challenge, 'lunch') // '<!doctype html>…'
 */
export function fillChallenge(
  template: ChallengeTemplate,
  index: string,
  challenge: Challenge,
  key: string,
): string {
  const { markers } = template;
  const values: Record<string, string> = {
    [markers.slug]: encodeURIComponent(key),
    [markers.category]: challenge.main_category?.name ?? '',
    [markers.title]: challenge.question_title,
    [markers.detail]: challenge.question_detail,
    [markers.coAuthor]: challenge.co_author?.handle ?? '',
  };
  const page = challenge.co_author ? template.withCoAuthor : template.withoutCoAuthor;
  const pattern = new RegExp(Object.keys(values).join('|'), 'g');
  // One pass: a challenge's text that happens to spell a marker is left as it is.
  const filled = page.replace(pattern, (marker) => escapeHtml(values[marker] ?? ''));
  return index.replace(
    template.slot,
    () => `${template.slot.replace('></template>', '>')}${filled}</template>`,
  );
}
