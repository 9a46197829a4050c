import { brainLevel, FINAL_LEVEL_SCORE, formatScore, MAX_LEVEL } from '@nervus/game-rules';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BrainDemos,
  type DemoClock,
  LEVEL_DEMO_TICK_MS,
  LevelDemo,
  NEURONS_DEMO_TICK_MS,
  NeuronsDemo,
  nextDemoScore,
} from './brain-board-demos.js';
import { renderAlone } from './brain-board-fixtures.js';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function chosen(name: string): string | undefined {
  const group = screen.getByRole('group', { name });
  const radio = within(group)
    .getAllByRole<HTMLInputElement>('radio')
    .find((r) => r.checked);
  return radio?.dataset.level;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the level demo', () => {
  it('waits for Start, then runs a level every 50 ms and stops on Stop', () => {
    renderAlone(<LevelDemo />);
    advance(10 * LEVEL_DEMO_TICK_MS);
    // Nothing moves by itself.
    expect(chosen('Brain levels: choose a level')).toBe('1');
    const live = () => document.querySelector('.brain-board-chosen')?.getAttribute('aria-live');
    expect(live()).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(5 * LEVEL_DEMO_TICK_MS);
    expect(chosen('Brain levels: choose a level')).toBe('6');
    // Twenty levels a second are not read out.
    expect(live()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(live()).toBe('polite');
    advance(10 * LEVEL_DEMO_TICK_MS);
    expect(chosen('Brain levels: choose a level')).toBe('6');
  });

  it('stops at level 100 and congratulates', () => {
    renderAlone(<LevelDemo />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(MAX_LEVEL * LEVEL_DEMO_TICK_MS);
    expect(chosen('Brain levels: choose a level')).toBe('100');
    expect(screen.getByRole('button', { name: 'Start' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/level 100/);
    expect(screen.queryByText(/away from/)).toBeNull();
    // The fill catches up after its debounce.
    advance(300);
    const filled = screen.getAllByRole('radio').filter((r) => r.hasAttribute('data-filled'));
    expect(filled).toHaveLength(MAX_LEVEL);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(chosen('Brain levels: choose a level')).toBe('1');
  });

  it('runs on the clock it is given', () => {
    const ticks: (() => void)[] = [];
    const clock: DemoClock = {
      setInterval: (tick, ms) => {
        expect(ms).toBe(LEVEL_DEMO_TICK_MS);
        ticks.push(tick);
        return ticks.length;
      },
      clearInterval: () => {},
    };
    renderAlone(<LevelDemo clock={clock} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    act(() => ticks.at(-1)?.());
    act(() => ticks.at(-1)?.());
    expect(chosen('Brain levels: choose a level')).toBe('3');
  });
});

describe('the neurons-earned demo', () => {
  it('earns neurons every 100 ms and the level follows from game-rules', () => {
    renderAlone(<NeuronsDemo />);
    const readout = screen.getByTestId('neurons-demo-readout');
    expect(readout.textContent).toContain('Neurons earned: 0.000');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(3 * NEURONS_DEMO_TICK_MS);
    const score = nextDemoScore(nextDemoScore(nextDemoScore(0)));
    expect(readout.textContent).toContain(`Neurons earned: ${formatScore(score)}`);
    expect(readout.textContent).toContain(`Brain level ${brainLevel(score).toFixed(1)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    advance(10 * NEURONS_DEMO_TICK_MS);
    expect(readout.textContent).toContain(`Neurons earned: ${formatScore(score)}`);
  });

  it('reaches level 100 and stops there', () => {
    let score = 0;
    let ticks = 0;
    while (score < FINAL_LEVEL_SCORE) {
      score = nextDemoScore(score);
      ticks += 1;
    }
    // Within half a minute at the spec's tick.
    expect(ticks * NEURONS_DEMO_TICK_MS).toBeLessThan(30_000);
    renderAlone(<NeuronsDemo />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(ticks * NEURONS_DEMO_TICK_MS);
    expect(screen.getByTestId('neurons-demo-readout').textContent).toContain('Brain level 100.0');
    expect(screen.getByRole('button', { name: 'Start' }).hasAttribute('disabled')).toBe(true);
  });
});

it('puts both demos on the help page, each with its own controls', () => {
  renderAlone(<BrainDemos />);
  expect(screen.getByRole('heading', { name: 'Level demo' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Neurons-earned demo' })).toBeTruthy();
  expect(screen.getAllByRole('button', { name: 'Start' })).toHaveLength(2);
});
