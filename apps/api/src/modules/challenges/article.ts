/** Reads an article's title, description, image and keywords from its page's meta tags. */
export interface ArticlePreview {
  readonly url: string;
  readonly title: string | null;
  readonly description: string | null;
  readonly image_url: string | null;
  readonly keywords: string[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1]?.toLowerCase() === 'x'
            ? Number.parseInt(name.slice(2), 16)
            : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:_-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    out[(m[1] as string).toLowerCase()] = m[3] ?? m[4] ?? m[5] ?? '';
  }
  return out;
}

export function parseArticle(html: string, pageUrl: string): ArticlePreview {
  const head = html.slice(0, 200_000);
  const meta = new Map<string, string>();
  for (const m of head.matchAll(/<meta\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    const key = (a.property ?? a.name ?? '').toLowerCase();
    if (key && a.content !== undefined && !meta.has(key)) meta.set(key, decode(a.content));
  }
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const pick = (...keys: string[]) => keys.map((k) => meta.get(k)).find((v) => v) ?? null;
  const image = pick('og:image', 'og:image:url', 'twitter:image');
  let imageUrl: string | null = null;
  if (image) {
    try {
      const resolved = new URL(image, pageUrl);
      if (resolved.protocol === 'https:' || resolved.protocol === 'http:')
        imageUrl = resolved.toString();
    } catch {
      imageUrl = null;
    }
  }
  const keywords = (pick('keywords', 'news_keywords', 'article:tag') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, 30);
  return {
    url: pageUrl,
    title:
      (pick('og:title', 'twitter:title') ?? (titleTag ? decode(titleTag) : null))?.slice(0, 300) ??
      null,
    description:
      pick('og:description', 'description', 'twitter:description')?.slice(0, 2000) ?? null,
    image_url: imageUrl,
    keywords,
  };
}
