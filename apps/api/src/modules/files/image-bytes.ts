/** What an image's bytes are, and the widths it is kept and served at. */
import { CHALLENGE_IMAGE_WIDTH } from '@nervus/game-rules';
import sharp from 'sharp';

export const IMAGE_SIZES = { cover: CHALLENGE_IMAGE_WIDTH, hero: 800, thumbnail: 300 } as const;
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

/** The kept original at one of the served widths (never enlarged). */
export async function resizeTo(
  original: Uint8Array,
  contentType: string,
  size: ImageSize,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp(original, { animated: contentType === 'image/gif' })
      .resize({ width: IMAGE_SIZES[size], withoutEnlargement: true })
      .toBuffer(),
  );
}
