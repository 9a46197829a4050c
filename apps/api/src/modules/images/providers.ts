/**
 * Random images for a question's keywords, behind one interface. The built-in provider works
 * offline: it paints abstract pictures on the API (colours and shapes drawn from the keyword and
 * a seed), so the creation flow always has a gallery. An external photo provider is used when
 * its key is configured.
 */
import { createHash } from 'node:crypto';

export interface RandomImage {
  /** A small preview address. */
  readonly small: string;
  /** The full-size address (what the form uploads as the challenge image). */
  readonly full: string;
  /** Credits, carried on the image address as s (source), u (user) and l (link). */
  readonly source: string;
  readonly user: { readonly name: string; readonly link: string };
}

export interface ImageProvider {
  readonly name: string;
  random(keywords: readonly string[], total: number): Promise<RandomImage[]>;
}

/** Adds the credits to an image address as the s, u and l query parameters. */
export function withCredits(address: string, image: Pick<RandomImage, 'source' | 'user'>): string {
  const url = new URL(address, 'http://relative.invalid');
  url.searchParams.set('s', image.source);
  url.searchParams.set('u', image.user.name);
  url.searchParams.set('l', image.user.link);
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

function seedOf(keywords: readonly string[], index: number): string {
  return createHash('sha256')
    .update(`${keywords.join(' ').toLowerCase()}#${index}`)
    .digest('hex')
    .slice(0, 16);
}

/** Paints images on the API itself: always available, no network needed. */
export const builtinProvider: ImageProvider = {
  name: 'nervus',
  async random(keywords, total) {
    return Array.from({ length: total }, (_, index) => {
      const seed = seedOf(keywords, index);
      const image = { source: 'Nervus', user: { name: 'Nervus generator', link: '/about' } };
      return {
        ...image,
        small: withCredits(`/api/images/generated/${seed}?w=400`, image),
        full: withCredits(`/api/images/generated/${seed}?w=1200`, image),
      };
    });
  },
};

/** Unsplash's random photo search (used only with UNSPLASH_ACCESS_KEY). */
export function unsplashProvider(
  accessKey: string,
  fetchImpl: typeof fetch = fetch,
): ImageProvider {
  return {
    name: 'unsplash',
    async random(keywords, total) {
      const url = new URL('https://api.unsplash.com/photos/random');
      url.searchParams.set('query', keywords.join(' '));
      url.searchParams.set('count', String(Math.min(total, 30)));
      const response = await fetchImpl(url, {
        headers: { Authorization: `Client-ID ${accessKey}`, 'Accept-Version': 'v1' },
        signal: AbortSignal.timeout(50_000),
      });
      if (!response.ok) throw new Error(`image search answered ${response.status}`);
      const photos = (await response.json()) as {
        urls: { small: string; regular: string };
        user: { name: string; links: { html: string } };
      }[];
      return photos.map((p) => {
        const image = { source: 'Unsplash', user: { name: p.user.name, link: p.user.links.html } };
        return {
          ...image,
          small: withCredits(p.urls.small, image),
          full: withCredits(p.urls.regular, image),
        };
      });
    },
  };
}
