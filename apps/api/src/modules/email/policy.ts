/**
 * Who gets which mail, from the player's email preferences (`/me/preferences`' `email`): the
 * kinds they may turn off, the digest's frequency, and when quiet hours hold mail back. Pure.
 */
import type { UnsubscribeKind } from '@nervus/contracts';
import { type QuietHours, quietUntil } from '@nervus/game-rules';

/** A player's email preferences with the defaults the preferences page shows filled in. */
export interface EmailPreferences {
  readonly digest: 'daily' | 'weekly' | 'never';
  readonly mentions: boolean;
  readonly challengeUpdates: boolean;
  /** Null when the player keeps no quiet hours. */
  readonly quietHours: QuietHours | null;
}

const DAY_MS = 86_400_000;

/** What is stored (any shape: it was valid when saved) read with the page's defaults. */
export function emailPreferences(preferences: Record<string, unknown>): EmailPreferences {
  const email = (preferences.email ?? {}) as Record<string, unknown>;
  const digest = email.digest === 'daily' || email.digest === 'never' ? email.digest : 'weekly';
  const start = typeof email.quiet_start === 'string' ? email.quiet_start : '22:00';
  const end = typeof email.quiet_end === 'string' ? email.quiet_end : '08:00';
  const timeZone = typeof email.time_zone === 'string' ? email.time_zone : 'UTC';
  return {
    digest,
    mentions: email.mentions !== false,
    challengeUpdates: email.challenge_updates !== false,
    quietHours: email.quiet_hours === true ? { start, end, timeZone } : null,
  };
}

/**
 * Which preference a highlight's mail answers to: what other players said or did about the
 * player (a mentor's feedback, a new follower) is `mentions`; the rest is their game
 * (`challenge_updates`).
 */
export function kindOfHighlight(type: string): UnsubscribeKind {
  return type === 'mentor-comment' || type === 'new-follower' ? 'mentions' : 'challenge_updates';
}

/** Whether the player wants mail of this kind. */
export function wants(preferences: EmailPreferences, kind: UnsubscribeKind): boolean {
  if (kind === 'digest') return preferences.digest !== 'never';
  return kind === 'mentions' ? preferences.mentions : preferences.challengeUpdates;
}

/** When mail written at `now` may go: at once, or when the player's quiet hours end. */
export function sendAfter(preferences: EmailPreferences, now: Date): Date {
  if (!preferences.quietHours) return now;
  try {
    return new Date(quietUntil(now, preferences.quietHours));
  } catch {
    // A zone this runtime no longer knows: mail goes, rather than never.
    return now;
  }
}

/** How long a digest's window is. */
export function digestPeriodMs(frequency: 'daily' | 'weekly'): number {
  return frequency === 'daily' ? DAY_MS : 7 * DAY_MS;
}

/** What one-click unsubscribing from `kind` stores (merged into the preferences). */
export function unsubscribedPreferences(kind: UnsubscribeKind): { email: Record<string, unknown> } {
  if (kind === 'digest') return { email: { digest: 'never' } };
  return { email: { [kind]: false } };
}
