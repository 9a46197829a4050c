import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aMe } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { TourGate } from './tour-gate.js';
import { ONBOARDING_GUIDE_KEY } from './tour-machine.js';

afterEach(() => localStorage.clear());

/** The tour's dialog, once its pause is over. */
const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 3000 });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the guided tour', () => {
  it('waits for the page, then walks the home page and the nerve-on guide, and finishing stores the flag and drops the query', async () => {
    const { router } = renderWithApp(<TourGate />, { path: '/?tour=home-page&tab=x' });
    // The pause before the first guide (start-guide): nothing shows at once.
    expect(screen.queryByRole('dialog')).toBeNull();
    await dialog('Welcome to Nervus');
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Next'));
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    press('Next');
    await dialog('Challenges');
    press('Back');
    await dialog('Welcome to Nervus');
    press('Next');
    press('Next');
    press('Next');
    await dialog('Your brain');
    expect(screen.getByText(/brain level, from 0 to 100/)).toBeTruthy();
    // A visitor's home-page guide goes on to the nerve-on guide.
    press('Next');
    await dialog('Nerv On Ah');
    expect(localStorage.getItem(ONBOARDING_GUIDE_KEY)).toBeNull();
    press('Done');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(ONBOARDING_GUIDE_KEY)).toBe('done');
    expect(router.state.location.search).toEqual({ tab: 'x' });
  });

  it('follows a signed-in player’s home-page guide to their innovator dashboard', async () => {
    // The gate stays mounted across pages, as it does in the shell: the root alone renders here.
    const { router } = renderWithApp(<TourGate />, {
      path: '/?tour=home-page',
      viewer: aMe({ handle: 'ivan' }),
    });
    await dialog('Welcome to Nervus');
    for (let i = 0; i < 4; i++) press('Next');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/ivan/my-dashboard/innovator'),
    );
    expect(router.state.location.search).toEqual({ tour: 'innovator-dashboard' });
    // The dashboard redirects to its open challenges without the query: the tour goes on.
    const { navigate } = router as unknown as { navigate: (to: { to: string }) => Promise<void> };
    await navigate({ to: '/ivan/my-dashboard/innovator/challenges/open' });
    await dialog('Your innovator dashboard');
    press('Next');
    press('Done');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(localStorage.getItem(ONBOARDING_GUIDE_KEY)).toBe('done');
  });

  it('chains leaderboard-1 to the onboarding tips', async () => {
    renderWithApp(<TourGate />, { path: '/olympiad/leaderboard?tour=leaderboard-1' });
    await dialog('The leaderboard');
    press('Next');
    press('Next');
    await dialog('Enter early');
    expect(screen.getByText(/The first 3 innovators/)).toBeTruthy();
    press('Next');
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('ends on Escape, with the flag stored and the query gone', async () => {
    const { router } = renderWithApp(<TourGate />, { path: '/?tour=leaderboard-2' });
    const open = await dialog('Prizes');
    act(() => {
      fireEvent.keyDown(open, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(ONBOARDING_GUIDE_KEY)).toBe('done');
    expect(router.state.location.search).toEqual({});
  });

  it('points at the step’s element while it shows', async () => {
    const main = document.createElement('main');
    main.id = 'main';
    main.innerHTML = '<h1>Leaderboard</h1>';
    document.body.append(main);
    // jsdom lays nothing out: give the heading a box so it counts as shown.
    const heading = main.querySelector('h1') as HTMLElement;
    heading.getClientRects = () => [{}] as unknown as DOMRectList;
    try {
      renderWithApp(<TourGate />, { path: '/?tour=leaderboard-2' });
      await dialog('Prizes');
      expect(heading.hasAttribute('data-tour-active')).toBe(true);
      press('Next');
      await dialog('The Idea Race');
      expect(heading.hasAttribute('data-tour-active')).toBe(false);
    } finally {
      main.remove();
    }
  });

  it('stays away for other values', async () => {
    renderWithApp(<TourGate />, { path: '/?tour=start-guide' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
