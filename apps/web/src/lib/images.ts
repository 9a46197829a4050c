/**
 * Responsive sources for the images the API serves: an uploaded file at each width the resizer
 * makes (`/api/files/{id}/{size}`), or the painter's picture at any width (`?w=`), so the browser
 * downloads the width its layout and screen need (and the server answers WebP or AVIF where the
 * browser takes them). Addresses elsewhere are used as they are.
 */

/** The resizer's widths by size name (apps/api `files/image-bytes.ts`). */
const FILE_WIDTHS = [
  ['thumbnail', 300],
  ['small', 480],
  ['hero', 800],
  ['cover', 1200],
] as const;

const OWN_FILE = /^(\/api\/files\/[0-9a-f-]{36})\/(?:cover|hero|small|thumbnail)$/;
const PAINTED = /^\/api\/images\/generated\/[0-9a-f]+(?:\?|$)/;

export interface ImageSources {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of an `<img>` showing `url` at `sizes` (a media list).
 *
 * @example
 * <img {...imageSources(challenge.primary_image, '(min-width: 648px) 600px, 100vw')} … />
 */
export function imageSources(url: string, sizes: string): ImageSources {
  const own = OWN_FILE.exec(url);
  if (own) {
    const srcSet = FILE_WIDTHS.map(([name, width]) => `${own[1]}/${name} ${width}w`).join(', ');
    return { src: url, srcSet, sizes };
  }
  if (PAINTED.test(url)) {
    const address = new URL(url, 'http://relative.invalid');
    const srcSet = FILE_WIDTHS.map(([, width]) => {
      address.searchParams.set('w', String(width));
      return `${address.pathname}${address.search} ${width}w`;
    }).join(', ');
    return { src: url, srcSet, sizes };
  }
  return { src: url };
}
