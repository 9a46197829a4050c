/**
 * What an event changes in the page's data: a score update merges into the player's brains
 * when its role is overall or the role on screen; a neuron earned marks the neuron lists stale;
 * a highlight goes to the top of the loaded highlights lists.
 */
import {
  type LiveHighlight,
  LiveHighlightSchema,
  type LiveNeuron,
  LiveNeuronSchema,
  type LiveScore,
  LiveScoreSchema,
  REALTIME_EVENTS,
  type RealtimeEvent,
} from '@nervus/contracts';
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { prependHighlight } from '../game/highlights.js';
import { brainKeys } from '../game/queries.js';

/** A player's brain in one role, as GET /brain answers it. */
type Brain = LiveScore;

export type LiveUpdate =
  | { kind: 'neuron'; neuron: LiveNeuron }
  | { kind: 'score'; brain: Brain }
  | { kind: 'highlight'; highlight: LiveHighlight };

/** Reads an event's data with its contract, or null for one this page cannot read. */
export function readEvent(event: RealtimeEvent, data: unknown): LiveUpdate | null {
  if (event === REALTIME_EVENTS.scoreUpdated) {
    const brain = v.safeParse(LiveScoreSchema, data);
    return brain.success ? { kind: 'score', brain: brain.output } : null;
  }
  if (event === REALTIME_EVENTS.neuronEarned) {
    const neuron = v.safeParse(LiveNeuronSchema, data);
    if (neuron.success) return { kind: 'neuron', neuron: neuron.output };
    // The spec logs a warning for an origin it does not know (the server's contract grew?).
    const origin = (data as { user_origin?: unknown } | null)?.user_origin;
    if (origin !== undefined && origin !== 'you' && origin !== 'others')
      console.warn('brain__neuron-earned: unknown user_origin', origin);
    return null;
  }
  const highlight = v.safeParse(LiveHighlightSchema, data);
  return highlight.success ? { kind: 'highlight', highlight: highlight.output } : null;
}

/** Replaces the brain of the update's role in the player's brains, keeping their order. */
export function mergeBrain(
  brains: readonly Brain[] | undefined,
  brain: Brain,
): Brain[] | undefined {
  if (!brains) return brains;
  return brains.some((b) => b.role === brain.role)
    ? brains.map((b) => (b.role === brain.role ? brain : b))
    : [...brains, brain];
}

/**
 * Applies an update to the query cache. `currentRole` is the role the page shows (the Game
 * Dash's, the brain's): an update of another role waits for the next read of the brains.
 */
export function applyUpdate(
  client: QueryClient,
  update: LiveUpdate,
  currentRole: string | undefined,
): void {
  if (update.kind === 'score') {
    if (update.brain.role !== 'overall' && update.brain.role !== currentRole) return;
    client.setQueryData<Brain[]>(brainKeys.mine(), (brains) => mergeBrain(brains, update.brain));
  } else if (update.kind === 'neuron') {
    void client.invalidateQueries({ queryKey: brainKeys.neurons() });
  } else prependHighlight(client, update.highlight);
}
