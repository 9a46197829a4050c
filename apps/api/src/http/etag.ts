import { hash } from 'node:crypto';

/**
 * A weak entity tag of a body: the SHA-1 of its text or bytes. Weak because the same answer is
 * sent in several encodings (identity, gzip, br) under one tag.
 */
export function etagOf(body: string | Uint8Array): string {
  // The one-shot `hash` skips the Hash object `createHash` builds: about half the cost.
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/**
 * Whether `If-None-Match` names the tag (weak comparison, as RFC 9110 asks for GET): `*`, or a
 * list of tags with or without `W/`.
 */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === opaque) return true;
  }
  return false;
}
