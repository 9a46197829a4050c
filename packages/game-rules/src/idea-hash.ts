/**
 * What an idea's content hash covers. The server hashes this string (SHA-256, hex) when the
 * idea is entered and shows the hash to its author; once the challenge is settled and the idea
 * revealed, anyone can hash the revealed fields again and compare, which proves the idea did
 * not change while it was hidden. Both sides build the string here so they cannot drift.
 */
export interface IdeaHashFields {
  readonly challengeId: string;
  readonly authorId: string;
  readonly title: string;
  readonly description: string;
  readonly purpose: string | null;
  readonly primaryImage: string | null;
  /** ISO 8601 with milliseconds, as `Date#toISOString` writes it. */
  readonly createdAt: string;
}

/**
 * @example ideaHashInput({ challengeId: 'c', authorId: 'a', title: 'T', description: 'D',
 *   purpose: null, primaryImage: null, createdAt: '2026-01-01T00:00:00.000Z' })
 *   // '["c","a","T","D","","","2026-01-01T00:00:00.000Z"]'
 */
export function ideaHashInput(idea: IdeaHashFields): string {
  return JSON.stringify([
    idea.challengeId,
    idea.authorId,
    idea.title,
    idea.description,
    idea.purpose ?? '',
    idea.primaryImage ?? '',
    idea.createdAt,
  ]);
}
