/**
 * An idea's content hash, written when it is entered. It lives with challenges, the lowest module
 * that enters ideas (test-an-idea's own idea at publish), so game and suggestions use it from here.
 */
import { createHash } from 'node:crypto';
import { ideaHashInput } from '@nervus/game-rules';

/** SHA-256 of game-rules' canonical text; anyone can recompute it once ideas are revealed. */
export function ideaContentHash(idea: {
  challengeId: string;
  authorId: string;
  title: string;
  description: string;
  purpose: string | null;
  primaryImage: string | null;
  createdAt: Date;
}): string {
  const canonical = ideaHashInput({ ...idea, createdAt: idea.createdAt.toISOString() });
  return createHash('sha256').update(canonical).digest('hex');
}
