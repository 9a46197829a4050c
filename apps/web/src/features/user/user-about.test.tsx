import type { CallResponse } from '@nervus/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, anId, aPage, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

type UserPlatform = CallResponse<'userPlatforms'>['data'][number];

const DORA = aMe({
  id: anId(7),
  handle: 'dora',
  screen_name: 'dora',
  slogan: 'Cycles, boards, prizes.',
  bio: 'I run **daily** tournaments. [My site](https://dora.example) <img src=x onerror="alert(1)"><script>alert(2)</script>',
});
const IVAN = aMe({ id: anId(8), handle: 'ivan', screen_name: 'ivan' });

function aUserPlatform(
  role: UserPlatform['role'],
  platform: Partial<UserPlatform['platform']>,
): UserPlatform {
  return {
    role,
    platform: {
      id: anId(90 + role.length),
      slug: 'x',
      title: 'X',
      slogan: null,
      organization_description: null,
      ...platform,
    },
  };
}

const page = (profile = aProfile(DORA.user, { platform_slug: 'dora' })): Answers => ({
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
  userProfile: () => ({ data: profile }),
  userSocial: () => ({ data: { accounts: { twitter: { handle: 'nervus_dora' } } } }),
  followState: () => ({ data: { following: false } }),
  userChallenges: ({ query }) => aPage([], { total: query?.state === 'open' ? 4 : 9, size: 12 }),
  userPlatforms: () =>
    aPage([
      // The personal platform, undescribed: not shown.
      aUserPlatform('owner', { id: anId(91), slug: 'dora', title: 'dora' }),
      aUserPlatform('ambassador', {
        id: anId(92),
        slug: 'daily',
        title: 'Daily',
        slogan: 'A question a day',
        organization_description: 'Daily *questions*.<iframe src="https://evil.example"></iframe>',
      }),
    ]),
  brains: () => ({
    data: [
      {
        id: 'b',
        user_id: DORA.user.id,
        role: 'overall',
        score: 700,
        brain_level: 12.3,
        rank_id: 'r1',
        rank_position: 1,
        rank_label: 'Spark',
        rank_description: 'A first spark',
        rank_color: 'brand',
        start_level_score: 0,
        next_level_score: 100,
        next_rank_level: 10,
      },
    ],
  }),
});

beforeAll(preloadRoutes, 60_000);

describe("a player's About page", () => {
  for (const path of ['/dora/about', '/dora/about-me']) {
    it(`${path} shows the bio as sanitised Markdown, slogan, interests, social, stats and platforms`, async () => {
      const profile = aProfile(DORA.user, {
        profile: { bio: { interests: ['boards', 'cycles', 'prizes', 'time zones'] } },
        joined_at: '2025-03-04T10:00:00.000Z',
        platform_slug: 'dora',
      });
      const { container } = await renderRoute(path, { viewer: IVAN, api: page(profile) });
      const about = await screen.findByRole('region', { name: 'About @dora' });
      // Under the profile block, with the links between the player's pages.
      expect(screen.getByRole('region', { name: '@dora' })).toBeTruthy();
      const nav = screen.getByRole('navigation', { name: 'Pages of @dora' });
      expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe(
        path === '/dora/about' ? 'page' : null,
      );
      expect(within(about).getByText('daily', { selector: 'strong' })).toBeTruthy();
      const site = within(about).getByRole('link', { name: 'My site' });
      expect(site.getAttribute('rel')).toBe('noopener noreferrer');
      expect(container.querySelector('script, img[onerror], iframe')).toBeNull();
      expect(within(about).getByText('Cycles, boards, prizes.')).toBeTruthy();
      // Every interest, not only the first three.
      const interests = within(about).getByRole('heading', {
        name: 'Interests',
      }).nextElementSibling;
      expect(interests?.textContent).toBe('boardscyclesprizestime zones');
      expect(within(about).getByRole('link', { name: '@nervus_dora' }).getAttribute('href')).toBe(
        'https://x.com/nervus_dora',
      );
      await waitFor(() => expect(about.textContent).toContain('Open challenges4'));
      expect(about.textContent).toContain('Closed challenges9');
      expect(about.textContent).toContain('Member since2025-03-04');
      // Another player's brain level is theirs alone.
      expect(about.textContent).not.toContain('Brain level');
      const platforms = within(about).getByRole('region', { name: 'Platforms' });
      expect(within(platforms).getAllByRole('listitem')).toHaveLength(1);
      expect(platforms.textContent).toContain('Ambassador of Daily');
      expect(platforms.textContent).toContain('A question a day');
      expect(within(platforms).getByText('questions', { selector: 'em' })).toBeTruthy();
    });
  }

  it('shows the player their own brain level and a link to edit their profile', async () => {
    await renderRoute('/dora/about', { viewer: DORA, api: page() });
    const about = await screen.findByRole('region', { name: 'About @dora' });
    await waitFor(() => expect(about.textContent).toContain('Brain level12.3'));
    expect(
      within(about).getByRole('link', { name: 'Edit your profile' }).getAttribute('href'),
    ).toBe('/my-account/profile');
  });

  it('says when a player has written nothing about themselves', async () => {
    const quiet = aProfile(aMe({ id: anId(9), handle: 'quiet', screen_name: 'quiet' }).user);
    await renderRoute('/quiet/about', {
      api: { ...page(quiet), userPlatforms: () => aPage([]) },
    });
    expect(
      await screen.findByRole('heading', { name: '@quiet has not written about themselves yet' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Platforms' })).toBeNull();
  });
});

describe("a player's Blog", () => {
  for (const path of ['/dora/blog', '/dora/bio']) {
    it(`${path} shows the bio, sanitised, under the profile block`, async () => {
      const { container } = await renderRoute(path, { api: page() });
      const blog = await screen.findByRole('article', { name: 'Blog of @dora' });
      expect(within(blog).getByText('daily', { selector: 'strong' })).toBeTruthy();
      expect(container.querySelector('script, img[onerror]')).toBeNull();
      expect(within(blog).queryByRole('link', { name: 'Edit your profile' })).toBeNull();
    });
  }

  it('offers the player the way to edit it', async () => {
    await renderRoute('/dora/blog', { viewer: DORA, api: page() });
    const blog = await screen.findByRole('article', { name: 'Blog of @dora' });
    expect(
      (await within(blog).findByRole('link', { name: 'Edit your profile' })).getAttribute('href'),
    ).toBe('/my-account/profile');
  });

  it('has a clear empty state, with Write your bio for the player', async () => {
    const quiet = aMe({ id: anId(9), handle: 'quiet', screen_name: 'quiet' });
    await renderRoute('/quiet/blog', { viewer: IVAN, api: page(aProfile(quiet.user)) });
    expect(
      await screen.findByRole('heading', { name: '@quiet has not written anything yet' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Write your bio' })).toBeNull();
  });

  it('offers Write your bio on the player’s own empty blog', async () => {
    const quiet = aMe({ id: anId(9), handle: 'quiet', screen_name: 'quiet' });
    await renderRoute('/quiet/blog', { viewer: quiet, api: page(aProfile(quiet.user)) });
    expect((await screen.findByRole('link', { name: 'Write your bio' })).getAttribute('href')).toBe(
      '/my-account/profile',
    );
  });
});
