import type { AwardedMedal, MedalProgress } from '@nervus/contracts';
import { MEDALS } from '@nervus/game-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, anId, aPage, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

const DORA = aMe({ id: anId(7), handle: 'dora', screen_name: 'dora' });
const IVAN = aMe({ id: anId(8), handle: 'ivan', screen_name: 'ivan' });

function anAward(id: string, overrides: Partial<AwardedMedal> = {}): AwardedMedal {
  const medal = MEDALS.find((m) => m.id === id);
  if (!medal) throw new Error(`no medal ${id}`);
  return {
    id: medal.id,
    name: medal.name,
    description: medal.description,
    tier: medal.tier,
    icon: medal.icon,
    scope: medal.rule.scope,
    award_id: anId(500 + id.length),
    user_id: DORA.user.id,
    awarded_at: '2026-11-20T10:00:00.000Z',
    idea_id: null,
    idea_title: null,
    challenge_slug: null,
    challenge_title: null,
    race_name: null,
    olympiad_name: null,
    ...overrides,
  };
}

function catalogue(earned: Record<string, number>, counts: Record<string, number> = {}) {
  return MEDALS.map((m): MedalProgress => {
    const times = earned[m.id] ?? 0;
    const target = m.rule.scope === 'player' ? m.rule.atLeast : 1;
    const current = m.rule.scope === 'player' ? (counts[m.rule.counter] ?? 0) : times;
    return {
      id: m.id,
      name: m.name,
      description: m.description,
      tier: m.tier,
      icon: m.icon,
      scope: m.rule.scope,
      current,
      target,
      earned: times > 0,
      times,
      ratio: times > 0 ? 1 : Math.min(1, current / target),
    };
  });
}

const api = (awards: AwardedMedal[], meta: MedalProgress[]): Answers => ({
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
  userProfile: () => ({ data: aProfile(DORA.user, { platform_slug: 'dora' }) }),
  userSocial: () => ({ data: { accounts: {} } }),
  followState: () => ({ data: { following: false } }),
  playerMedals: () => aPage(awards, { total: awards.length, size: 50 }),
  medalsMeta: () => ({ data: meta }),
});

beforeAll(preloadRoutes, 60_000);

describe("a player's medals page", () => {
  const won = anAward('challenge-won', {
    idea_id: anId(40),
    idea_title: 'Plant a garden',
    challenge_slug: 'how-could-we-grow',
    challenge_title: 'How could we grow?',
  });
  const first = anAward('first-idea');

  for (const path of ['/dora/medals-badges', '/dora/medals']) {
    it(`${path} lists the medals earned, then the way to the others`, async () => {
      const { router } = await renderRoute(path, {
        viewer: IVAN,
        api: api(
          [won, first],
          catalogue({ 'challenge-won': 1, 'first-idea': 1 }, { 'ideas-entered': 3 }),
        ),
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Medals & Badges of @dora' }),
      ).toBeTruthy();
      // The alias lands on the page's own address, marked in the player's pages.
      expect(router.state.location.pathname).toBe('/dora/medals-badges');
      const nav = screen.getByRole('navigation', { name: 'Pages of @dora' });
      expect(within(nav).getByRole('link', { name: 'Medals' }).getAttribute('aria-current')).toBe(
        'page',
      );
      const earned = screen.getByRole('list', { name: 'Medals earned' });
      const items = within(earned).getAllByRole('listitem');
      expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
        'Challenge Winner',
        'First Spark',
      ]);
      // Tier and context in words, the challenge linked.
      expect(items[0]?.textContent).toContain('Gold');
      expect(items[0]?.textContent).toContain('Earned on Nov 20, 2026');
      expect(
        within(items[0] as HTMLElement)
          .getByRole('link', { name: 'How could we grow?' })
          .getAttribute('href'),
      ).toBe('/challenges/how-could-we-grow');
      const ahead = screen.getByRole('list', { name: 'Medals not earned yet' });
      const ideas10 = within(ahead)
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes('Idea Machine'));
      expect(ideas10?.textContent).toContain('Not earned yet');
      const bar = within(ideas10 as HTMLElement).getByRole('progressbar', {
        name: 'Progress toward Idea Machine',
      });
      expect(bar.getAttribute('aria-valuetext')).toBe('3 of 10');
      expect(within(ahead).queryByText('First Spark')).toBeNull();
      // Others are told why some medals may show later.
      expect(screen.getByText(/once those challenges close/)).toBeTruthy();
    });
  }

  it('says so when the player has no medals', async () => {
    await renderRoute('/dora/medals-badges', { api: api([], catalogue({})) });
    expect(await screen.findByRole('heading', { name: '@dora has no medals yet.' })).toBeTruthy();
  });
});

describe('My Progress › Awards & Badges', () => {
  it("shows the signed-in player's own medals and progress", async () => {
    await renderRoute('/dora/my-dashboard/my-progress/awards-badges', {
      viewer: DORA,
      api: {
        ...api([anAward('first-rating')], catalogue({ 'first-rating': 1 }, { 'ratings-given': 4 })),
        brains: () => ({ data: [] }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your medals' })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: 'Awards & Badges' }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
    const earned = screen.getByRole('list', { name: 'Medals earned' });
    expect(within(earned).getByRole('heading').textContent).toBe('First Judgement');
    const keenEye = screen.getByRole('progressbar', { name: 'Progress toward Keen Eye' });
    expect(keenEye?.getAttribute('aria-valuetext')).toBe('4 of 10');
    expect(screen.queryByText(/once those challenges close/)).toBeNull();
  });
});
