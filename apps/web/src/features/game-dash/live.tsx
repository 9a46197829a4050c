/**
 * The signed-in player's realtime connection, as a component the shell mounts once, after the
 * page is idle: its code (the realtime module) loads apart from every page's first JavaScript.
 * Scores merge into the brains as overall (the Game Dash's role); a neuron earned marks the
 * neuron lists stale (realtime/events.ts).
 */
import { useRealtime } from '../realtime/use-realtime.js';

export function RealtimeLink({ userId }: { userId: string }) {
  useRealtime(userId, { currentRole: 'overall' });
  return null;
}
