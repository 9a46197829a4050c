import type { BrainSchema } from '@nervus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, anId, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

type Brain = v.InferOutput<typeof BrainSchema>;

const CORA = aMe({ handle: 'cora', screen_name: 'cora' });
const IVAN = aMe({ handle: 'ivan', screen_name: 'ivan' });
// Another player indeed (the factories give every user the same id unless told).
const FAN = aMe({ id: anId(2), handle: 'fan', screen_name: 'fan' });

function aBrain(role: Brain['role'], brain_level: number, score: number): Brain {
  return {
    id: `brain-${role}`,
    user_id: CORA.user.id,
    role,
    score,
    brain_level,
    rank_id: 'r1',
    rank_position: 1,
    rank_label: 'Spark',
    rank_description: 'A first spark',
    rank_color: 'brand',
    start_level_score: 0,
    next_level_score: 100,
    next_rank_level: 10,
  };
}

const page: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
  userProfile: () => ({ data: aProfile(CORA.user) }),
  userSocial: () => ({ data: { accounts: {} } }),
  userChallenges: () => ({ data: [], meta: { total: 0, page: 0, size: 12 } }),
  followState: () => ({ data: { following: false } }),
};

beforeAll(preloadRoutes, 60_000);

describe("a player's profile block", () => {
  it('shows the player’s own overall brain level, not 0', async () => {
    const { server } = await renderRoute('/cora', {
      viewer: CORA,
      api: {
        ...page,
        brains: () => ({ data: [aBrain('catalyst', 20.4, 900), aBrain('overall', 12.3, 700)] }),
      },
    });
    const profile = await screen.findByRole('region', { name: '@cora' });
    await waitFor(() => expect(profile.textContent).toContain('Level: 12.3'));
    // The viewer's own brains: the call without a user.
    expect(server.inputsOf('brains')[0]?.query?.user_id).toBeUndefined();
  });

  it('reads n/a on another player’s profile, and asks for no brain', async () => {
    const { server } = await renderRoute('/cora', { viewer: IVAN, api: page });
    const profile = await screen.findByRole('region', { name: '@cora' });
    expect(profile.textContent).toContain('Level: n/a');
    expect(server.inputsOf('brains')).toEqual([]);
  });

  it('reads n/a for a visitor', async () => {
    await renderRoute('/cora', { api: page });
    const profile = await screen.findByRole('region', { name: '@cora' });
    expect(profile.textContent).toContain('Level: n/a');
  });

  it('follows and stops following another player, saying so on its button', async () => {
    const { server } = await renderRoute('/cora', {
      viewer: FAN,
      api: {
        ...page,
        follow: () => ({ data: { following: true } }),
        unfollow: () => ({ data: { following: false } }),
      },
    });
    const profile = await screen.findByRole('region', { name: '@cora' });
    const follow = await within(profile).findByRole('button', { name: 'Follow', pressed: false });
    await waitFor(() => expect((follow as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(follow);
    const following = await within(profile).findByRole('button', {
      name: 'Following',
      pressed: true,
    });
    expect(server.inputsOf('follow')[0]?.params).toEqual({ id: 'cora' });
    await waitFor(() => expect((following as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(following);
    await within(profile).findByRole('button', { name: 'Follow', pressed: false });
    expect(server.inputsOf('unfollow')[0]?.params).toEqual({ id: 'cora' });
  });

  it('asks a visitor to sign in to follow, and reads nothing of follows', async () => {
    const { server } = await renderRoute('/cora', { api: page });
    const profile = await screen.findByRole('region', { name: '@cora' });
    fireEvent.click(within(profile).getByRole('button', { name: 'Follow' }));
    await screen.findByText('Sign in to follow players.');
    expect(server.inputsOf('followState')).toEqual([]);
  });
});
