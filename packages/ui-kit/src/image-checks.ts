/** The image input's rules: images only, 8000 × 8000 pixels and 10 MB by default. */
export const IMAGE_MAX_WIDTH = 8000;
export const IMAGE_MAX_HEIGHT = 8000;
export const IMAGE_MAX_MB = 10;
export const IMAGE_NAME_MAX = 30;

export type ImageProblem =
  | { readonly kind: 'type' }
  | { readonly kind: 'size'; readonly mb: number }
  | { readonly kind: 'dimensions'; readonly width: number; readonly height: number };

export interface ImageLimits {
  readonly maxWidth?: number;
  readonly maxHeight?: number;
  readonly maxMb?: number;
}

/** Checks what can be known before decoding: the type and the size. */
export function checkImageFile(
  file: { type: string; size: number },
  limits: ImageLimits = {},
): ImageProblem | null {
  if (!file.type.startsWith('image/')) return { kind: 'type' };
  const mb = limits.maxMb ?? IMAGE_MAX_MB;
  if (file.size > mb * 1024 * 1024) return { kind: 'size', mb };
  return null;
}

/** Checks the decoded dimensions. */
export function checkImageDimensions(
  width: number,
  height: number,
  limits: ImageLimits = {},
): ImageProblem | null {
  const maxWidth = limits.maxWidth ?? IMAGE_MAX_WIDTH;
  const maxHeight = limits.maxHeight ?? IMAGE_MAX_HEIGHT;
  return width > maxWidth || height > maxHeight
    ? { kind: 'dimensions', width: maxWidth, height: maxHeight }
    : null;
}

/** A file name as shown: at most 30 characters, the extension kept. */
export function displayFileName(name: string, max = IMAGE_NAME_MAX): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  return `${name.slice(0, max - ext.length - 1)}…${ext}`;
}
