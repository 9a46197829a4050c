/** Who may subscribe to a channel: its player only (`gamedash` + their id). */
import { channelOwner } from '@nervus/contracts';
import { allow, type Decision, deny } from '../../http/policy.js';

/**
 * A stream token opens the channel it was issued for, and only if that channel is its user's:
 * a token row naming someone else's channel (which the server never writes) opens nothing.
 */
export function canSubscribe(userId: string, channel: string): Decision {
  return channelOwner(channel) === userId ? allow : deny('This is not your channel.');
}
