import { ApiError } from '@nervus/api-client';
import type { AwardedMedal } from '@nervus/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anId } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { IdeaMedals } from './idea-medals.js';

const IDEA = anId(40);

const won: AwardedMedal = {
  id: 'challenge-won',
  name: 'Challenge Winner',
  description: "An idea of yours finished first in a challenge's community ranking.",
  tier: 'gold',
  icon: 'trophy',
  scope: 'idea',
  award_id: anId(41),
  user_id: anId(7),
  awarded_at: '2026-11-20T10:00:00.000Z',
  idea_id: IDEA,
  idea_title: 'Plant a garden',
  challenge_slug: 'how-could-we-grow',
  challenge_title: 'How could we grow?',
  race_name: null,
  olympiad_name: null,
};

describe('IdeaMedals', () => {
  it("lists a settled idea's medals under a heading", async () => {
    const { server } = renderWithApp(<IdeaMedals ideaId={IDEA} />, {
      api: { ideaAwards: () => ({ data: [won] }) },
    });
    const section = await screen.findByRole('region', { name: 'Medals for this idea' });
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('Challenge Winner');
    expect(section.textContent).toContain('Gold');
    expect(server.calls.map((c) => [c.name, c.input?.params])).toEqual([
      ['ideaAwards', { id: IDEA }],
    ]);
  });

  it('shows nothing for an idea without medals, or one whose challenge has not settled', async () => {
    for (const answer of [
      () => ({ data: [] }),
      () => {
        throw new ApiError(404, 'Idea not found.');
      },
    ]) {
      const { server, unmount } = renderWithApp(<IdeaMedals ideaId={IDEA} />, {
        api: { ideaAwards: answer },
      });
      await waitFor(() => expect(server.calls).toHaveLength(1));
      expect(screen.queryByRole('region', { name: 'Medals for this idea' })).toBeNull();
      unmount();
    }
  });
});
