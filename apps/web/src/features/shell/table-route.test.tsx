import { isRedirect } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPlatform } from '../../test/factories.js';
import { type RenderOptions, renderRoute } from '../../test/render.js';
import { RoutePage } from './route-page.js';
import { tableRoute } from './table-route.js';

/** Where a generated redirect route sends its visitor. */
function redirectOf(path: string, params: Record<string, string> = {}) {
  const { beforeLoad } = tableRoute(path);
  try {
    beforeLoad?.({ params });
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options;
    throw thrown;
  }
  throw new Error(`${path} did not redirect`);
}

describe('tableRoute', () => {
  it('gives a placeholder its table meta and the placeholder page', () => {
    expect(tableRoute('/discussion-forums/highest-dope')).toEqual({
      staticData: {
        name: 'discussion-forums.highest-dope',
        layout: 'boxed',
        feature: 'a later issue',
      },
      component: RoutePage,
    });
  });

  it('makes a placeholder with children a layout whose index is the placeholder page', () => {
    const layout = tableRoute('/admin');
    expect(layout.staticData).toMatchObject({ name: 'admin.dashboards', auth: true, admin: true });
    expect(layout.component).toBeUndefined();
    expect(tableRoute('/admin/')).toEqual({ component: RoutePage });
  });

  it('redirects with the table’s target, parameters, search and replace', () => {
    expect(redirectOf('/home')).toMatchObject({ to: '/' });
    expect(redirectOf('/get-support')).toMatchObject({
      to: '/send-feedback',
      search: { about: 'Support' },
    });
    expect(redirectOf('/category/$category', { category: 'civics' })).toMatchObject({
      to: '/',
      search: { category: 'civics' },
    });
    const box = redirectOf('/$platformSlug/my-dashboard/suggextion-box', { platformSlug: 'mona' });
    expect(box).toMatchObject({
      to: '/$platformSlug/my-dashboard/innovator/suggestion-box',
      params: { platformSlug: 'mona' },
      replace: true,
    });
    const testIdea = redirectOf('/$platformSlug/my-dashboard/test-idea', { platformSlug: 'mona' });
    expect(testIdea).toMatchObject({ to: '/challenges/test-idea' });
    expect(testIdea).not.toHaveProperty('params');
  });

  it('refuses a path the table does not have', () => {
    expect(() => tableRoute('/nowhere')).toThrow('/nowhere is not in the route table');
    expect(() => tableRoute('/faqs/patrons/')).toThrow();
  });
});

// The shell asks which platform this is, for its navbar.
const shell: RenderOptions = { api: { currentPlatform: () => ({ data: aPlatform() }) } };

describe('generated routes in the app', () => {
  // The app's tree imports every page: transform it once, outside the tests' time limit.
  beforeAll(async () => {
    await import('../../routeTree.gen.js');
  }, 60_000);

  it('show a placeholder page from its group folder at its usual address', async () => {
    await renderRoute('/discussion-forums/highest-dope', shell);
    expect(await screen.findByRole('heading', { name: 'Highest Dope' })).toBeTruthy();
    expect(screen.getByText('This page arrives with a later issue.')).toBeTruthy();
  });

  it('show a placeholder layout’s page at its own address and its child below it', async () => {
    await renderRoute('/discussion-forums', shell);
    expect(await screen.findByRole('heading', { name: 'Discussion Forums' })).toBeTruthy();
    cleanup();
    await renderRoute('/discussion-forums/most-recent', shell);
    expect(await screen.findByRole('heading', { name: 'Most Recent' })).toBeTruthy();
  });

  it('follow a redirect', async () => {
    const { router } = await renderRoute('/platform-leaderboard/all', {
      api: {
        ...shell.api,
        leaderboard: () => ({
          olympiad: null,
          race: null,
          board: 'overall',
          data: [],
          meta: { total: 0, page: 0, size: 20 },
          me: null,
        }),
        // Between cycles the board looks for the last tournament to link to.
        olympiads: () => ({ data: [], meta: { total: 0, page: 0, size: 1 } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/olympiad/leaderboard');
  });
});
