/** What an image's bytes are, and the widths and formats it is kept and served at. */
import { CHALLENGE_IMAGE_WIDTH } from '@nervus/game-rules';
import sharp from 'sharp';

/** The served widths: a page's `srcset` lists them all and the browser picks what it needs. */
export const IMAGE_SIZES = {
  cover: CHALLENGE_IMAGE_WIDTH,
  hero: 800,
  small: 480,
  thumbnail: 300,
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

// Own keys only: `'toString' in IMAGE_SIZES` is true too.
export const isImageSize = (size: string): size is ImageSize => Object.hasOwn(IMAGE_SIZES, size);

/** The image type the bytes say they are. */
export function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/gif' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'image/png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38)
    return 'image/gif';
  return null;
}

/** An upload as kept: turned upright and at most the cover width; throws on a broken image. */
export async function normaliseUpload(bytes: Uint8Array, contentType: string) {
  const { data, info } = await sharp(bytes, { animated: contentType === 'image/gif' })
    .rotate()
    .resize({ width: CHALLENGE_IMAGE_WIDTH, withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/** A served variant's format: the original's, or a modern one the browser accepts. */
export type ImageFormat = 'original' | 'webp' | 'avif';

const FORMAT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

/**
 * The format to answer a request's `Accept` with. WebP first: at these widths it comes close to
 * AVIF's size for photos and encodes many times faster, which the first visitor of each variant
 * waits for; AVIF for a browser that takes AVIF but not WebP; else the original's format.
 *
 * @example imageFormatFor('image/avif,image/webp,image/png;q=0.8') // 'webp'
 */
export function imageFormatFor(accept: string | undefined): ImageFormat {
  const types = new Map(
    (accept ?? '').split(',').map((part) => {
      const [type = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [type.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const takes = (type: string) => (types.get(type) ?? 0) > 0;
  if (takes('image/webp')) return 'webp';
  if (takes('image/avif')) return 'avif';
  return 'original';
}

/** The content type of a variant in `format` of an original of `contentType`. */
export const variantType = (format: ImageFormat, contentType: string): string =>
  format === 'original' ? contentType : FORMAT_TYPES[format];

/** The kept original at one of the served widths (never enlarged), in the format asked for. */
export async function resizeTo(
  original: Uint8Array,
  contentType: string,
  size: ImageSize,
  format: ImageFormat = 'original',
): Promise<Uint8Array<ArrayBuffer>> {
  // Animated GIFs stay animated in WebP too; AVIF would keep the first frame only.
  const animated = contentType === 'image/gif' && format !== 'avif';
  const resized = sharp(original, { animated }).resize({
    width: IMAGE_SIZES[size],
    withoutEnlargement: true,
  });
  const encoded = format === 'webp' ? resized.webp() : format === 'avif' ? resized.avif() : resized;
  return new Uint8Array(await encoded.toBuffer());
}
