/**
 * The challenge wrapper's rules, run before the challenge page or any of its child pages loads:
 * load by id or slug; a visitor refused with 401 signs in and comes back; any other failure goes
 * to send-feedback; an ask-me-anything lives on its catalyst's mentor page; a closed challenge
 * shows only its detail (its child pages, rate, unlock…, are over). A module of its own: every
 * child page runs it, and only the challenge page needs the page's loaders (`loaders.ts`).
 */
import { ApiError } from '@nervus/api-client';
import type { Challenge, MeDetailed } from '@nervus/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../session/queries.js';
import { isChallengeOpen } from './phase.js';
import { challengeQueryOptions } from './queries.js';

export interface ChallengeContext {
  readonly challenge: Challenge;
  /** The viewer, or null for visitors: child loaders decide from it what to load. */
  readonly me: MeDetailed | null;
}

/** True when `pathname` is below `/challenges/{key}` (a child page, not the page itself). */
export function isChallengeChildPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').split('/').length > 3;
}

/**
 * Loads the challenge and the viewer into the query cache, or throws the redirect the rules
 * ask for. Meant for the `/challenges/$challenge` layout's `beforeLoad`, which runs on every
 * navigation (also between its child pages) and before any child loads.
 *
 * @example
 * beforeLoad: ({ context, params, location }) =>
 *   guardChallenge(context.queryClient, params.challenge, location.pathname)
 */
export async function guardChallenge(
  queryClient: QueryClient,
  key: string,
  pathname: string,
): Promise<ChallengeContext> {
  let challenge: Challenge;
  try {
    challenge = await queryClient.ensureQueryData(challengeQueryOptions(key));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw redirect({
        to: '/accounts/gateway',
        search: { continue: `/challenges/${key}` },
        replace: true,
      });
    throw redirect({
      to: '/send-feedback',
      search: {
        about: 'Challenge not available',
        feedback: `challenge ${key}: ${error instanceof Error ? error.message : String(error)}`,
      },
      replace: true,
    });
  }
  if (challenge.solution_format === 'ama')
    throw redirect({
      to: '/$platformSlug/mentor',
      params: { platformSlug: challenge.catalyst.handle },
      replace: true,
    });
  if (isChallengeChildPath(pathname) && !isChallengeOpen(challenge))
    throw redirect({
      to: '/challenges/$challenge',
      params: { challenge: challenge.slug },
      replace: true,
    });
  // A viewer who cannot be looked up plays as a visitor here; the pages say what failed.
  const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
  return { challenge, me };
}
