import { LADDER_ROLES, RANK_LADDERS } from '@nervus/game-rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMe } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { aBrain } from './brain-board-fixtures.js';
import { BrainsPanel } from './brains-panel.js';

describe('the rank legend on the dashboard’s brain panel', () => {
  it('lists the overall ladder with the player’s rank, and leads to the board', async () => {
    renderWithApp(<BrainsPanel />, {
      viewer: aMe({ handle: 'ada' }),
      path: '/ada/my-dashboard',
      api: {
        brains: () => ({
          data: LADDER_ROLES.map((role) => aBrain(role, role === 'overall' ? 30_000 : 0)),
        }),
        neurons: () => ({ data: [], meta: { total: 0, page: 0, size: 10 } }),
      },
    });
    const legend = await screen.findByRole('region', { name: 'Ranks' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.rank-legend-name')?.textContent)).toEqual(
      RANK_LADDERS.overall.map((r) => r.label),
    );
    // 30,000 neurons: level 23, the third rank.
    const mine = items.find((li) => li.getAttribute('aria-current') === 'true');
    expect(mine?.textContent).toContain(RANK_LADDERS.overall[2]?.label);
    // Once the viewer is known: the board is their own.
    expect(
      (await screen.findByRole('link', { name: 'Your brain-level board' })).getAttribute('href'),
    ).toBe('/ada/my-dashboard/my-progress/score-stats');
  });
});
