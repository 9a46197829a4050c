/**
 * User-written Markdown to safe HTML: marked and DOMPurify (some 26 KB gzip together), in a
 * module of its own so that only the code that shows such text loads them. A content page loads
 * it beside its text (`content-page.tsx`); a discussion's messages import it with their tab.
 * Links that open a new tab always carry `rel="noopener noreferrer"` (the hook below).
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** The tags and attributes user-written HTML may keep (shell spec §5). */
export const SANITIZE = {
  ALLOWED_TAGS: [
    'br',
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'a',
    'blockquote',
    's',
    'b',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'class', 'title'],
};

/** What a link that opens a new browsing context must carry, whatever its author wrote. */
const NEW_CONTEXT_REL = ['noopener', 'noreferrer'];

/** Whether `href` leads to another site than the page's (relative links never do). */
function isOtherSite(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

/**
 * After DOMPurify has kept a link's allowed attributes: links to other sites open in a new tab
 * (shell spec §5), and every link that opens a new browsing context gets `noopener noreferrer`,
 * so the opened page can neither script ours through `window.opener` nor learn the address it
 * came from. The author's own `rel` words stay (`nofollow`), except `opener`, which would undo
 * `noopener`. A named target (`target="x"`) opens a new context too, so it is treated the same.
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (href && isOtherSite(href, globalThis.location?.origin ?? '')) {
    node.setAttribute('target', '_blank');
  }
  const target = node.getAttribute('target');
  if (target === null) return;
  if (['_self', '_parent', '_top'].includes(target.trim().toLowerCase())) return;
  const words = (node.getAttribute('rel') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '' && word !== 'opener' && !NEW_CONTEXT_REL.includes(word));
  node.setAttribute('rel', [...NEW_CONTEXT_REL, ...words].join(' '));
});

/** Markdown to safe HTML. */
export function renderMarkdown(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown, { async: false }), SANITIZE);
}
