/**
 * The guard of the catalyst's challenge detail, apart from the page so that its route can load
 * it on demand: the page module (Top 3, mentoring, lists) stays out of the first bundle.
 */
import type { Challenge } from '@nervus/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { challengePhaseOf } from '../challenge/phase.js';
import { challengeQueryOptions } from '../challenge/queries.js';

type DetailParams = { platformSlug: string; challenge: string };

/**
 * Closed by its flag, its status, or its end time (the sweep may not have settled it yet); a
 * scheduled challenge is not closed, so it stays on the open detail.
 */
export function isClosedChallenge(challenge: Challenge, now = Date.now()): boolean {
  const phase = challengePhaseOf(challenge, now);
  return phase === 'closed' || phase === 'settled';
}

/**
 * The route guard of the catalyst's challenge detail: a closed challenge goes to its closed
 * detail, an open one stays; a failed lookup is logged and falls back to the open list.
 */
export async function guardCatalystDetail({
  context,
  params,
}: {
  context: { queryClient: QueryClient };
  params: DetailParams;
}): Promise<void> {
  let challenge: Challenge;
  try {
    challenge = await context.queryClient.fetchQuery(challengeQueryOptions(params.challenge));
  } catch (error) {
    console.warn(`catalyst dashboard: could not look up challenge ${params.challenge}`, error);
    throw redirect({
      to: '/$platformSlug/my-dashboard/catalyst/open',
      params: { platformSlug: params.platformSlug },
      replace: true,
    });
  }
  if (isClosedChallenge(challenge))
    throw redirect({
      to: '/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/closed',
      params: { platformSlug: params.platformSlug, challenge: challenge.slug },
      replace: true,
    });
}
