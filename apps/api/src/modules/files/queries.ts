/** Uploaded files' SQL. Upload tokens are stored hashed, like session tokens. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema.js';
import { hashToken } from '../../http/auth.js';

export type FileRow = typeof files.$inferSelect;

/** A file waiting for its bytes, reachable with the token until `expiresAt`. */
export async function insertUploadTicket(
  db: Database,
  ticket: {
    ownerId: string;
    kind: string;
    name: string;
    contentType: string;
    token: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(files)
    .values({
      ownerId: ticket.ownerId,
      kind: ticket.kind,
      name: ticket.name,
      contentType: ticket.contentType,
      uploadTokenHash: hashToken(ticket.token),
      expiresAt: ticket.expiresAt,
      createdAt: ticket.now,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('insert returned no file');
  return row;
}

/** The file a token may still upload to: not uploaded yet, not expired. */
export async function findOpenUpload(
  db: Database,
  id: string,
  token: string,
  now: Date,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, id),
        eq(files.uploadTokenHash, hashToken(token)),
        isNull(files.uploadedAt),
        gt(files.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Records the upload, which spends the token: a second PUT finds nothing. */
export async function markUploaded(
  db: Database,
  id: string,
  image: { width: number; height: number; bytes: number; now: Date },
): Promise<void> {
  await db
    .update(files)
    .set({ uploadedAt: image.now, width: image.width, height: image.height, bytes: image.bytes })
    .where(eq(files.id, id));
}

export async function findFile(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}
