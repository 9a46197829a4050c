import sharp from 'sharp';
import type { ImageFormat } from '../files/image-bytes.js';

/**
 * Draws the built-in provider's picture for a seed: a gradient and circles in its colours, as a
 * JPEG, or in the modern format the browser takes.
 */
export async function paint(
  seed: string,
  width: number,
  format: ImageFormat = 'original',
): Promise<Buffer> {
  const n = (i: number) => Number.parseInt(seed.slice(i, i + 2), 16);
  const hue = (i: number) => Math.round((n(i) / 255) * 360);
  const height = Math.round(width * 0.5625);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const cx = Math.round((n(2 + i * 2) / 255) * width);
    const cy = Math.round((n(3 + i * 2) / 255) * height);
    const r = Math.round(((n(4 + i) / 255) * 0.25 + 0.05) * width);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${hue(6 + i)} 70% 60%)" fill-opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue(0)} 65% 45%)"/><stop offset="1" stop-color="hsl(${hue(1)} 65% 30%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  const image = sharp(Buffer.from(svg));
  if (format === 'webp') return image.webp({ quality: 82 }).toBuffer();
  if (format === 'avif') return image.avif().toBuffer();
  return image.jpeg({ quality: 82 }).toBuffer();
}
