/**
 * Checks a revealed idea in the browser against the content hash fixed at entry (the canonical
 * text comes from game-rules `ideaHashInput`, the server's own recipe), so a player can see that
 * nothing changed while the idea was hidden.
 */
import type { Idea } from '@nervus/contracts';
import { ideaHashInput } from '@nervus/game-rules';

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 'match' when the revealed content hashes to the hash recorded at entry. */
export async function checkIdeaHash(idea: Idea): Promise<'match' | 'mismatch' | 'unknown'> {
  // The author is part of the hash: nothing to check until the idea is revealed. WebCrypto
  // lives only in secure contexts (https, localhost).
  if (!idea.author || !idea.content_hash || !globalThis.crypto?.subtle) return 'unknown';
  const actual = await sha256Hex(
    ideaHashInput({
      challengeId: idea.challenge_id,
      authorId: idea.author.id,
      title: idea.title,
      description: idea.description,
      purpose: idea.purpose,
      primaryImage: idea.primary_image,
      createdAt: new Date(idea.created_at).toISOString(),
    }),
  );
  return actual === idea.content_hash ? 'match' : 'mismatch';
}
