import {
  CHALLENGE_PRIZE_SHARES,
  DEFAULT_TOURNAMENT_CADENCE,
  ENTRY_FEE_SPLIT,
  FINAL_LEVEL_SCORE,
  LADDER_ROLES,
  type LadderRole,
  levelRange,
  MAX_LEVEL,
  MENTOR_RATING_SCALE,
  NEURON_TABLE,
  RANK_LADDERS,
  type RankDefinition,
  ROLE_TITLES,
  TOURNAMENT_CADENCES,
} from '@nervus/game-rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.js';
import { fillText } from './fill.js';
import { LevelTable } from './level-table.js';
import { MentorTable } from './mentor-table.js';
import { NeuronTable, type NeuronTableData } from './neuron-table.js';
import { grouped, signed } from './numbers.js';
import { BoardsTable, ChallengePrizeTable, CycleTable, EntryFeeTable } from './prize-tables.js';
import { RankTable } from './rank-table.js';

/** The cells of the row whose header is `name`, in a table captioned `caption`. */
async function rowOf(caption: string, name: string | RegExp): Promise<string[]> {
  const table = await screen.findByRole('table', { name: caption });
  const header = within(table).getByRole('rowheader', { name });
  const row = header.closest('tr') as HTMLTableRowElement;
  return [...row.cells].map((cell) => cell.textContent ?? '');
}

const render = (ui: React.ReactNode) => renderWithApp(ui, { path: '/faqs' });

describe('NeuronTable', () => {
  const caption = 'Neurons each action earns';

  it('shows what NEURON_TABLE pays', async () => {
    render(<NeuronTable />);
    expect(await rowOf(caption, 'You enter an idea')).toEqual([
      'You enter an idea',
      'Innovator',
      signed(NEURON_TABLE.ideaCreated.innovator),
      'your action',
    ]);
    const top5 = (await rowOf(caption, /Community Top 5/))[2];
    expect(top5).toBe(
      NEURON_TABLE.challengeClosed.communityTop5
        .map((p, i) => `#${i + 1} ${signed(p)}`)
        .join(' · '),
    );
    const rated = (await rowOf(caption, /Your idea is rated/))[2];
    expect(rated).toContain(`5★ ${signed(NEURON_TABLE.ideaRated.authorByStars[4] ?? 0)}`);
    expect(rated).toContain(`1★ ${signed(NEURON_TABLE.ideaRated.authorByStars[0] ?? 0)}`);
    const funding = (await rowOf(caption, /You fund/))[2];
    expect(funding).toContain(String(NEURON_TABLE.funding.capPerFunding));
    // Every platform activity of the table has its row.
    const table = screen.getByRole('table', { name: caption });
    expect(within(table).getAllByRole('row')).toHaveLength(
      1 + 18 + Object.keys(NEURON_TABLE.platformActivity).length,
    );
  });

  it('changes when the table changes', async () => {
    const changed: NeuronTableData = {
      ...NEURON_TABLE,
      ideaCreated: { ...NEURON_TABLE.ideaCreated, innovator: 99 },
      challengeClosed: { ...NEURON_TABLE.challengeClosed, communityTop5: [70, 1] },
    };
    render(<NeuronTable table={changed} />);
    expect((await rowOf(caption, 'You enter an idea'))[2]).toBe('+99');
    expect((await rowOf(caption, /Community Top 5/))[2]).toBe('#1 +70 · #2 +1');
  });
});

describe('LevelTable', () => {
  const caption = 'Brain levels and the neurons they need';

  it('shows levelRange: level 1 to 10, each rank’s first level, and the final level', async () => {
    render(<LevelTable />);
    expect(await rowOf(caption, '1')).toEqual(['1', '0', grouped(levelRange(1).end), grouped(51)]);
    expect(await rowOf(caption, '50')).toEqual([
      '50',
      grouped(levelRange(50).start),
      grouped(levelRange(50).end),
      grouped(levelRange(50).end - levelRange(50).start),
    ]);
    expect((await rowOf(caption, String(MAX_LEVEL)))[1]).toBe(grouped(FINAL_LEVEL_SCORE));
    expect(screen.queryByRole('rowheader', { name: '15' })).toBeNull();
  });

  it('changes when the levels change', async () => {
    render(<LevelTable range={(n) => ({ start: n * 1000, end: (n + 1) * 1000 })} maxLevel={20} />);
    expect(await rowOf(caption, '2')).toEqual(['2', grouped(2000), grouped(3000), grouped(1000)]);
    expect(screen.queryByRole('rowheader', { name: '30' })).toBeNull();
  });

  it('lists every level when asked', async () => {
    render(<LevelTable every />);
    const table = await screen.findByRole('table', { name: `Every level, 0 to ${MAX_LEVEL}` });
    expect(within(table).getAllByRole('row')).toHaveLength(MAX_LEVEL + 2);
  });
});

describe('RankTable', () => {
  it('shows every ladder of RANK_LADDERS side by side', async () => {
    render(<RankTable />);
    const row = await rowOf('Rank ladders of every role', '5');
    expect(row.slice(3)).toEqual(LADDER_ROLES.map((r) => RANK_LADDERS[r][4]?.label));
    expect(row[1]).toBe(
      `${RANK_LADDERS.overall[4]?.start_level}–${RANK_LADDERS.overall[4]?.end_level}`,
    );
    const table = screen.getByRole('table', { name: 'Rank ladders of every role' });
    for (const role of LADDER_ROLES)
      expect(within(table).getByRole('columnheader', { name: ROLE_TITLES[role] })).toBeTruthy();
  });

  it('shows one ladder, and changes when the ladder changes', async () => {
    const renamed = RANK_LADDERS.mentor.map(
      (rank, i): RankDefinition => (i === 0 ? { ...rank, label: 'Socrates Jr' } : rank),
    );
    const ladders = { ...RANK_LADDERS, mentor: renamed } as Record<
      LadderRole,
      readonly RankDefinition[]
    >;
    const first = render(<RankTable ladder="mentor" />);
    expect((await rowOf('The Mentor rank ladder', '1'))[3]).toBe(RANK_LADDERS.mentor[0]?.label);
    first.unmount();
    render(<RankTable ladder="mentor" ladders={ladders} />);
    expect((await rowOf('The Mentor rank ladder', '1'))[3]).toBe('Socrates Jr');
  });
});

describe('MentorTable', () => {
  const caption = 'What the mentor earns by the innovator’s rating';

  it('pairs each rating of the scale with its neurons', async () => {
    render(<MentorTable />);
    for (const step of MENTOR_RATING_SCALE) {
      expect(await rowOf(caption, String(step.value))).toEqual([
        String(step.value),
        step.label,
        signed(NEURON_TABLE.mentorRated.mentorByRating[step.value] ?? 0),
      ]);
    }
  });

  it('changes when the awards change', async () => {
    render(<MentorTable byRating={[0, 1, 2, 3, 4, 77]} />);
    expect((await rowOf(caption, '5'))[2]).toBe('+77');
  });
});

describe('the prize tables', () => {
  it('split an entry fee as ENTRY_FEE_SPLIT says, and follow it', async () => {
    const first = render(<EntryFeeTable />);
    const caption = 'Where an entry fee goes';
    expect((await rowOf(caption, /catalyst/))[1]).toBe(`${ENTRY_FEE_SPLIT.owner}%`);
    expect((await rowOf(caption, /prize money/))[1]).toBe(`${ENTRY_FEE_SPLIT.prizePool}%`);
    expect((await rowOf(caption, 'The platform'))[1]).toBe(`${ENTRY_FEE_SPLIT.platform}%`);
    first.unmount();
    render(<EntryFeeTable split={{ owner: 50, prizePool: 40, platform: 10 }} />);
    expect((await rowOf(caption, 'The platform'))[1]).toBe('10%');
  });

  it('share a challenge prize by CHALLENGE_PRIZE_SHARES, and follow it', async () => {
    const caption = 'How a challenge’s prize money is shared';
    const first = render(<ChallengePrizeTable />);
    const table = await screen.findByRole('table', { name: caption });
    expect(within(table).getAllByRole('row')).toHaveLength(CHALLENGE_PRIZE_SHARES.length + 1);
    for (const [i, share] of CHALLENGE_PRIZE_SHARES.entries())
      expect((await rowOf(caption, `#${i + 1}`))[1]).toBe(`${share}%`);
    first.unmount();
    render(<ChallengePrizeTable shares={[60, 40]} />);
    expect((await rowOf(caption, '#2'))[1]).toBe('40%');
    expect(screen.queryByRole('rowheader', { name: '#3' })).toBeNull();
  });

  it('list the cadences, the default marked', async () => {
    const caption = 'How tournaments renew';
    const first = render(<CycleTable />);
    const table = await screen.findByRole('table', { name: caption });
    expect(within(table).getAllByRole('row')).toHaveLength(TOURNAMENT_CADENCES.length + 1);
    expect(DEFAULT_TOURNAMENT_CADENCE).toBe('monthly');
    expect(await rowOf(caption, 'Monthly (the default)')).toHaveLength(2);
    first.unmount();
    render(<CycleTable defaultCadence="weekly" />);
    expect(await rowOf(caption, 'Weekly (the default)')).toHaveLength(2);
  });

  it('leave the director out of the Idea Race', async () => {
    const caption = 'Tournament boards and whose neurons count';
    const first = render(<BoardsTable />);
    expect((await rowOf(caption, 'Idea Race'))[1]).not.toContain('Director');
    expect((await rowOf(caption, 'Nerve Score'))[1]).toContain('Director');
    expect((await rowOf(caption, 'Commentator'))[1]).toBe('Insightful');
    first.unmount();
    render(<BoardsTable ideaRaceRoles={['director']} />);
    expect((await rowOf(caption, 'Idea Race'))[1]).toBe('Director');
  });
});

describe('fillText', () => {
  it('puts the values in and refuses a name without one', () => {
    expect(fillText('expire after {{days}} days', { days: 30 })).toBe('expire after 30 days');
    expect(() => fillText('{{days}} and {{hours}}', { days: 1 })).toThrow(/hours/);
  });
});
