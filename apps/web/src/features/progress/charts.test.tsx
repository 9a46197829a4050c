/**
 * The charts' text: caption, summary and the numbers' table (the drawing's text alternative),
 * the progress shown while the numbers load, and the role choice. The canvas drawing (uPlot)
 * needs a real browser: here its module is replaced by a marker, and the browser journey
 * (e2e/stats.e2e.ts) checks the real drawing.
 */
import type { CallResponse } from '@nervus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anId } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { ScoreStatsCharts } from './charts.js';

vi.mock('./charts-draw.js', () => ({
  default: ({ data }: { data: { series: { label: string }[] } }) => (
    <div data-testid="drawn">{data.series.map((s) => s.label).join(',')}</div>
  ),
}));

const PLAYER = anId(7);

function resources(
  over: Partial<CallResponse<'playerResources'>['data']> = {},
): CallResponse<'playerResources'> {
  const neurons = {
    analyst: 3,
    catalyst: 0,
    director: 0,
    innovator: 12.5,
    insight: 0,
    mentor: 1.25,
    overall: 16.75,
    patron: 0,
    scout: 0,
  } as const;
  return {
    data: {
      user_id: PLAYER,
      view: 'owner',
      challenges_posted: 1,
      ideas_entered: 4,
      first_places: 1,
      top3_places: 2,
      ratings_given: 6,
      challenges_rated: 1,
      mentoring_given: 2,
      mentoring_rating: 4.5,
      recruits: 3,
      neurons: Object.entries(neurons).map(([role, points]) => ({
        role: role as keyof typeof neurons,
        points,
      })),
      ...over,
    },
  };
}

describe('ScoreStatsCharts', () => {
  it('tells the score over time and the neurons by role in text, with the drawings', async () => {
    const { server } = renderWithApp(<ScoreStatsCharts userId={PLAYER} />, {
      api: {
        brainHistory: ({ query }) => ({
          data:
            query?.role === 'mentor'
              ? [{ day: '2026-11-03', score: 1.25 }]
              : [
                  { day: '2026-11-02', score: 5 },
                  { day: '2026-11-04', score: 16.75 },
                ],
        }),
        playerResources: () => resources(),
      },
    });
    const history = await screen.findByRole('figure', { name: 'Score over time' });
    await within(history).findByText('Overall: 5 on Nov 2, 2026, 16.75 on Nov 4, 2026.');
    const rows = within(within(history).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DayScore',
      'Nov 2, 20265',
      'Nov 4, 202616.75',
    ]);
    expect(await within(history).findByTestId('drawn')).toHaveProperty('textContent', 'Overall');

    const byRole = screen.getByRole('figure', { name: 'Neurons by role' });
    await within(byRole).findByText('Most of your neurons are from Innovator (12.5 of 16.75).');
    const cells = within(within(byRole).getByRole('table')).getAllByRole('row');
    expect(cells.map((r) => r.textContent)).toContain('Mentor1.25');
    expect(cells).toHaveLength(9);

    fireEvent.change(within(history).getByLabelText('Role'), { target: { value: 'mentor' } });
    await within(history).findByText('Mentor: 1.25 on Nov 3, 2026.');
    expect(server.inputsOf('brainHistory').map((i) => i.query?.role ?? 'overall')).toEqual([
      'overall',
      'mentor',
    ]);
  });

  it('shows progress while the numbers load', async () => {
    let answer: (value: CallResponse<'brainHistory'>) => void = () => {};
    renderWithApp(<ScoreStatsCharts userId={PLAYER} />, {
      api: {
        brainHistory: () => new Promise((resolve) => (answer = resolve)),
        playerResources: () => resources(),
      },
    });
    const history = await screen.findByRole('figure', { name: 'Score over time' });
    expect(within(history).getByRole('status', { name: 'Loading the chart' })).toBeTruthy();
    answer({ data: [{ day: '2026-11-02', score: 5 }] });
    await waitFor(() => expect(within(history).queryByRole('status')).toBeNull());
  });

  it('says so when a role has no neurons yet', async () => {
    renderWithApp(<ScoreStatsCharts userId={PLAYER} />, {
      api: {
        brainHistory: () => ({ data: [] }),
        playerResources: () =>
          resources({
            neurons: resources().data.neurons.map((n) => ({ ...n, points: 0 })),
          }),
      },
    });
    await screen.findByText('No neurons in this role yet: the line starts with your first.');
    await screen.findByText(
      'No neurons yet: they arrive with your first idea, rating or challenge.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
