/**
 * Images. A signed-in user asks for an upload ticket (type and kind checked), then PUTs the file
 * to its one-time address within 15 minutes; the server checks the bytes really are the image
 * type announced, caps the size at 20 MB, normalises it to at most 1200 px wide and keeps it in
 * the file store (DATA_DIR/files, or an S3 bucket when configured). Images are served at cover (1200), hero (800) and thumbnail
 * (300) widths, made on first request and kept.
 */
import { ImageUploadRequestSchema } from '@nervus/contracts';
import { CHALLENGE_IMAGE_MAX_BYTES, CHALLENGE_IMAGE_WIDTH } from '@nervus/game-rules';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import sharp from 'sharp';
import type { AppEnv } from '../../context.js';
import { files } from '../../db/schema.js';
import { hashToken, newToken, requireUser } from '../../http/auth.js';
import { ApiError, invalid, notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { validate } from '../../http/validate.js';

export const IMAGE_SIZES = { cover: CHALLENGE_IMAGE_WIDTH, hero: 800, thumbnail: 300 } as const;
export const UPLOAD_TTL_MS = 15 * 60 * 1000;

/** The image type the bytes say they are. */
export function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/gif' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'image/png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38)
    return 'image/gif';
  return null;
}

/** Ticket: under the API's usual limits. */
export const imageTicketRoutes = new Hono<AppEnv>().post(
  '/files/image-upload',
  validate('json', ImageUploadRequestSchema),
  async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    const { db, now } = c.var.deps;
    const token = newToken();
    const [row] = await db
      .insert(files)
      .values({
        ownerId: user.id,
        kind: input.kind,
        name: input.name,
        contentType: input.type,
        uploadTokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + UPLOAD_TTL_MS),
        createdAt: now(),
      })
      .returning({ id: files.id });
    if (!row) throw new Error('insert returned no file');
    return c.json({
      data: {
        signed_url: `/api/files/${row.id}/upload?token=${token}`,
        headers: { 'Content-Type': input.type },
        url: `/api/files/${row.id}/cover`,
      },
    });
  },
);

/** Upload and serving: mounted before the API's 64 KiB body limit, with their own. */
export const imageFileRoutes = new Hono<AppEnv>()
  .put(
    '/files/:id/upload',
    bodyLimit({
      maxSize: CHALLENGE_IMAGE_MAX_BYTES,
      onError: () => {
        throw new ApiError(413, 'Maximum file size for upload image is 20 MB.');
      },
    }),
    async (c) => {
      const { db, now, files: store } = c.var.deps;
      const id = c.req.param('id');
      const token = c.req.query('token') ?? '';
      if (!isUuid(id) || !token) throw notFound('Upload');
      const [row] = await db
        .select()
        .from(files)
        .where(
          and(
            eq(files.id, id),
            eq(files.uploadTokenHash, hashToken(token)),
            isNull(files.uploadedAt),
            gt(files.expiresAt, now()),
          ),
        )
        .limit(1);
      if (!row) throw notFound('Upload');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length === 0) throw invalid('file', 'The upload is empty.');
      if (sniffImage(bytes) !== row.contentType)
        throw invalid('file', 'The file is not the image type announced.');
      let output: Buffer;
      let info: sharp.OutputInfo;
      try {
        const result = await sharp(bytes, { animated: row.contentType === 'image/gif' })
          .rotate()
          .resize({ width: CHALLENGE_IMAGE_WIDTH, withoutEnlargement: true })
          .toBuffer({ resolveWithObject: true });
        output = result.data;
        info = result.info;
      } catch {
        throw invalid('file', 'Error processing the image.');
      }
      await store.put(row.id, new Uint8Array(output), row.contentType);
      // The token is spent with the upload: a second PUT finds nothing.
      await db
        .update(files)
        .set({ uploadedAt: now(), width: info.width, height: info.height, bytes: output.length })
        .where(eq(files.id, row.id));
      return c.json({
        data: { url: `/api/files/${row.id}/cover`, width: info.width, height: info.height },
      });
    },
  )
  .get('/files/:id/:size', async (c) => {
    const { db, files: store } = c.var.deps;
    const id = c.req.param('id');
    const size = c.req.param('size') as keyof typeof IMAGE_SIZES;
    if (!isUuid(id) || !(size in IMAGE_SIZES)) throw notFound('Image');
    const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!row?.uploadedAt) throw notFound('Image');
    const key = `${id}-${size}`;
    let bytes = await store.get(key);
    if (!bytes) {
      const original = await store.get(id);
      if (!original) throw notFound('Image');
      bytes = new Uint8Array(
        await sharp(original, { animated: row.contentType === 'image/gif' })
          .resize({ width: IMAGE_SIZES[size], withoutEnlargement: true })
          .toBuffer(),
      );
      await store.put(key, bytes, row.contentType);
    }
    return c.body(bytes, 200, {
      'Content-Type': row.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
