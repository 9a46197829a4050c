/**
 * Images. A signed-in user asks for an upload ticket (type and kind checked by the contract),
 * then PUTs the file to its one-time address within 15 minutes; the server checks the bytes
 * really are the image type announced, normalises it to at most 1200 px wide and keeps it in the
 * file store (DATA_DIR/files, or an S3 bucket when configured). The 20 MB cap is the upload
 * call's `maxBodyBytes`. Images are served at cover (1200), hero (800), small (480) and
 * thumbnail (300) widths, in WebP or AVIF when the browser's `Accept` takes them (else in the
 * original's format), each variant made on its first request and kept in the store.
 */
import { newToken } from '../../http/auth.js';
import { handlers } from '../../http/endpoint.js';
import { invalid, notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import {
  imageFormatFor,
  isImageSize,
  normaliseUpload,
  resizeTo,
  sniffImage,
  variantType,
} from './image-bytes.js';
import { findFile, findOpenUpload, insertUploadTicket, markUploaded } from './queries.js';

export const UPLOAD_TTL_MS = 15 * 60 * 1000;

const coverUrl = (id: string) => `/api/files/${id}/cover`;

export const fileHandlers = handlers({
  imageUpload: async (c, { user, body }) => {
    const { db, now } = c.var.deps;
    const token = newToken();
    const { id } = await insertUploadTicket(db, {
      ownerId: user.id,
      kind: body.kind,
      name: body.name,
      contentType: body.type,
      token,
      expiresAt: new Date(now().getTime() + UPLOAD_TTL_MS),
      now: now(),
    });
    return {
      data: {
        signed_url: `/api/files/${id}/upload?token=${token}`,
        headers: { 'Content-Type': body.type },
        url: coverUrl(id),
      },
    };
  },

  uploadImage: async (c, { params: { id }, query }) => {
    const { db, now, files: store } = c.var.deps;
    const token = query.token ?? '';
    if (!isUuid(id) || !token) throw notFound('Upload');
    const row = await findOpenUpload(db, id, token, now());
    if (!row) throw notFound('Upload');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) throw invalid('file', 'The upload is empty.');
    if (sniffImage(bytes) !== row.contentType)
      throw invalid('file', 'The file is not the image type announced.');
    let image: Awaited<ReturnType<typeof normaliseUpload>>;
    try {
      image = await normaliseUpload(bytes, row.contentType);
    } catch {
      throw invalid('file', 'Error processing the image.');
    }
    await store.put(row.id, image.bytes, row.contentType);
    await markUploaded(db, row.id, {
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
      now: now(),
    });
    return { data: { url: coverUrl(row.id), width: image.width, height: image.height } };
  },

  imageFile: async (c, { params: { id, size } }) => {
    const { db, files: store } = c.var.deps;
    if (!isUuid(id) || !isImageSize(size)) throw notFound('Image');
    const row = await findFile(db, id);
    if (!row?.uploadedAt) throw notFound('Image');
    const format = imageFormatFor(c.req.header('accept'));
    const contentType = variantType(format, row.contentType);
    const key = format === 'original' ? `${id}-${size}` : `${id}-${size}.${format}`;
    let bytes = await store.get(key);
    if (!bytes) {
      const original = await store.get(id);
      if (!original) throw notFound('Image');
      bytes = await resizeTo(original, row.contentType, size, format);
      await store.put(key, bytes, contentType);
    }
    return c.body(bytes, 200, {
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // One address, a format per browser: caches keep each format apart.
      Vary: 'Accept',
    });
  },
});
