import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

const ADA = aMe({ handle: 'ada' });

/** What the shell and the section ask for (its placeholder pages ask for nothing). */
const api: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
  userProfile: ({ params }) => ({ data: aProfile({ handle: params?.id ?? 'ada' }) }),
};

beforeAll(preloadRoutes, 60_000);

describe('the scout section', () => {
  it('names its pages in its own tabs, the current one marked', async () => {
    await renderRoute('/ada/my-dashboard/scout/recruits', { viewer: ADA, api });
    const nav = await screen.findByRole('navigation', { name: 'Scout dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Challenges', 'Olympiad', 'Recruits']);
    expect(within(nav).getByRole('link', { name: 'Recruits' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Olympiad' }).getAttribute('href')).toBe(
      '/ada/my-dashboard/scout/olympiad',
    );
  });
});
