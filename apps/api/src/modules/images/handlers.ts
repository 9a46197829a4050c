/** Pictures for the creation flow: a provider's gallery, and the built-in painter's images. */
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { imageFormatFor, variantType } from '../files/image-bytes.js';
import { paint } from './paint.js';
import type { ImageProvider } from './providers.js';

/** The image calls, answering galleries from `provider` (the painter, or a photo service). */
export function imageHandlers(provider: ImageProvider) {
  return handlers({
    randomImages: async (_c, { query: { keywords, total } }) => {
      const words = keywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
        .slice(0, 10);
      return { data: await provider.random(words, total) };
    },

    generatedImage: async (c, { params: { seed }, query }) => {
      if (!/^[0-9a-f]{16}$/.test(seed)) throw notFound('Image');
      const width = Math.min(1200, Math.max(100, Number(query.w) || 1200));
      const format = imageFormatFor(c.req.header('accept'));
      return c.body(new Uint8Array(await paint(seed, width, format)), 200, {
        'Content-Type': variantType(format, 'image/jpeg'),
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept',
      });
    },
  });
}
