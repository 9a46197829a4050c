import { ApiError } from '@nervus/api-client';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { aChallenge } from '../../test/factories.js';
import { fakeApi } from '../../test/fake-api.js';
import { testQueryClient } from '../../test/render.js';
import { guardChallenge, isChallengeChildPath } from './guard.js';
import { challengeKeys } from './queries.js';

/** What `guardChallenge` threw: the redirect's options, or the error when it is none. */
async function redirectOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options;
    throw thrown;
  }
  throw new Error('no redirect');
}

describe('isChallengeChildPath', () => {
  it('tells the challenge page from its child pages', () => {
    expect(isChallengeChildPath('/challenges/parks')).toBe(false);
    expect(isChallengeChildPath('/challenges/parks/')).toBe(false);
    expect(isChallengeChildPath('/challenges/parks/rate')).toBe(true);
    expect(isChallengeChildPath('/challenges/parks/idea-entry-fee/')).toBe(true);
  });
});

describe('guardChallenge', () => {
  it('loads the challenge and, for visitors, no viewer', async () => {
    const challenge = aChallenge();
    fakeApi({ challenge: () => ({ data: challenge }) });
    const client = testQueryClient();
    const loaded = await guardChallenge(client, challenge.slug, `/challenges/${challenge.slug}`);
    expect(loaded).toEqual({ challenge, me: null });
    expect(client.getQueryData(challengeKeys.one(challenge.slug))).toEqual(challenge);
  });

  it('sends a refused visitor to sign in and back', async () => {
    fakeApi({
      challenge: () => {
        throw new ApiError(401, 'Sign in first.');
      },
    });
    const options = await redirectOf(
      guardChallenge(testQueryClient(), 'private', '/challenges/private/rate'),
    );
    expect(options).toMatchObject({
      to: '/accounts/gateway',
      search: { continue: '/challenges/private' },
    });
  });

  it('sends any other failure to send-feedback, saying what failed', async () => {
    fakeApi({
      challenge: () => {
        throw new ApiError(404, 'Challenge not found.');
      },
    });
    const options = await redirectOf(guardChallenge(testQueryClient(), 'gone', '/challenges/gone'));
    expect(options).toMatchObject({
      to: '/send-feedback',
      search: {
        about: 'Challenge not available',
        feedback: 'challenge gone: Challenge not found.',
      },
    });
  });

  it('sends an ask-me-anything to its catalyst’s mentor page', async () => {
    fakeApi({ challenge: () => ({ data: aChallenge({ solution_format: 'ama' }) }) });
    const options = await redirectOf(
      guardChallenge(testQueryClient(), 'ask-cora', '/challenges/ask-cora'),
    );
    expect(options).toMatchObject({
      to: '/$platformSlug/mentor',
      params: { platformSlug: 'cora' },
    });
  });

  it('sends a closed challenge’s child pages to its detail, and shows the detail itself', async () => {
    const closed = aChallenge({ is_closed: true, status: 'closed' });
    fakeApi({ challenge: () => ({ data: closed }) });
    const client = testQueryClient();
    const options = await redirectOf(
      guardChallenge(client, closed.id, `/challenges/${closed.id}/rate`),
    );
    expect(options).toMatchObject({
      to: '/challenges/$challenge',
      params: { challenge: closed.slug },
    });
    await expect(
      guardChallenge(client, closed.id, `/challenges/${closed.id}`),
    ).resolves.toMatchObject({ challenge: closed });
  });
});
