import { FINAL_LEVEL_SCORE, formatScore, levelProgress } from '@nervus/game-rules';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBrain, renderAlone } from './brain-board-fixtures.js';
import { NerveScoreBar, neuronsToNextLevel } from './nerve-bar.js';
import { NERVE_BAR_COUNT_MS, NERVE_BAR_DELAY_MS, NERVE_BAR_WIDTH_MS } from './nerve-bar-motion.js';

function fill(): HTMLElement {
  const fill = screen.getByRole('progressbar').firstElementChild;
  if (!(fill instanceof HTMLElement)) throw new Error('the bar has no fill');
  return fill;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function reduceMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('NerveScoreBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reduceMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits a second, then counts the score up over 750 ms while the bar fills over 3 s', () => {
    const brain = aBrain('overall', 1234.567);
    renderAlone(<NerveScoreBar brain={brain} />);
    const count = screen.getByTestId('nerve-bar-count');
    const percent = levelProgress(brain.brain_level).percent;
    expect(percent).toBeGreaterThan(0);
    expect(count.textContent).toBe('0.000');
    expect(fill().style.width).toBe('0%');
    // The final score is there for assistive technology from the start.
    expect(screen.getByText(`Score ${formatScore(1234.567)}`)).toBeTruthy();

    advance(NERVE_BAR_DELAY_MS - 1);
    expect(fill().style.width).toBe('0%');
    advance(1);
    expect(fill().style.width).toBe(`${percent}%`);
    // The fill's transition takes the spec's 3 s.
    expect(
      screen
        .getByRole('region', { name: 'Nerve Score' })
        .style.getPropertyValue('--nerve-bar-width-ms'),
    ).toBe(`${NERVE_BAR_WIDTH_MS}ms`);

    advance(NERVE_BAR_COUNT_MS / 2);
    const halfway = Number(count.textContent?.replaceAll(',', ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1234.567);
    advance(NERVE_BAR_COUNT_MS / 2);
    // Three decimals, from game-rules' score format.
    expect(count.textContent).toBe('1,234.567');
  });

  it('shows everything at once to a player who asks for less motion', () => {
    reduceMotion(true);
    const brain = aBrain('overall', 300);
    renderAlone(<NerveScoreBar brain={brain} />);
    expect(screen.getByTestId('nerve-bar-count').textContent).toBe('300');
    expect(fill().style.width).toBe(`${levelProgress(brain.brain_level).percent}%`);
  });

  it('says how far the next level is, in neurons and tenths', () => {
    renderAlone(<NerveScoreBar brain={aBrain('overall', 25)} />);
    // 25 of level 1's 51 neurons: step 4 of 10, 26 to level 2.
    expect(screen.getByText('Level 1: 4/10')).toBeTruthy();
    expect(screen.getAllByText('26 neurons away from level 2').length).toBeGreaterThan(0);
  });

  it('congratulates at level 100, with no way to a next level', () => {
    renderAlone(<NerveScoreBar brain={aBrain('overall', FINAL_LEVEL_SCORE + 10)} />);
    advance(NERVE_BAR_DELAY_MS);
    expect(screen.getAllByText(/Congratulations/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/away from/)).toBeNull();
    expect(fill().style.width).toBe('100%');
  });
});

describe('neuronsToNextLevel', () => {
  it('counts to the next level, nothing at level 100 and no count at level 0', () => {
    expect(neuronsToNextLevel(25, 1.4)).toBe(26);
    expect(neuronsToNextLevel(51, 2)).toBe(157);
    expect(neuronsToNextLevel(FINAL_LEVEL_SCORE, 100)).toBeNull();
    expect(neuronsToNextLevel(0, 0)).toBe(0);
  });
});
