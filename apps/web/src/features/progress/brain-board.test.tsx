import { FINAL_LEVEL_SCORE, levelRange, MAX_LEVEL, RANK_LADDERS } from '@nervus/game-rules';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { aMe } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { BrainLevelBoard, chosenLevelText } from './brain-board.js';
import { renderAlone } from './brain-board-fixtures.js';
import { FILL_DEBOUNCE_MS, levelAfterKey, sectionOf } from './brain-board-graphic.js';
import { NUMBERING_KEY } from './brain-board-numbering.js';
import '../../i18n/brain-board.en.js';

const t = i18n.t.bind(i18n) as Parameters<typeof chosenLevelText>[0];

function sections(): HTMLInputElement[] {
  return within(screen.getByRole('group', { name: /Brain levels/ })).getAllByRole('radio');
}
const checked = () => sections().filter((s) => s.checked);
const drawn = (level: number) => document.querySelector(`path[data-level="${level}"]`) as Element;
const filled = () => sections().filter((s) => s.hasAttribute('data-filled'));

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the brain graphic', () => {
  it('has 100 sections, one per level, and a click chooses a level', () => {
    renderAlone(<BrainLevelBoard ladder="overall" score={1000} level={5.2} />);
    const all = sections();
    expect(all).toHaveLength(MAX_LEVEL);
    expect(all.map((s) => s.labels?.[0]?.textContent)).toEqual(
      Array.from({ length: MAX_LEVEL }, (_, i) => `Level ${i + 1}`),
    );
    // The brain's own level is chosen first, and filled up to it.
    expect(checked().map((s) => s.dataset.level)).toEqual(['5']);
    expect(filled()).toHaveLength(5);
    // The drawing's section, by the pointer.
    fireEvent.click(drawn(37));
    expect(checked().map((s) => s.dataset.level)).toEqual(['37']);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Level 37' }));
    // The radio, as assistive technology chooses.
    fireEvent.click(screen.getByRole('radio', { name: 'Level 12' }));
    expect(checked().map((s) => s.dataset.level)).toEqual(['12']);
    fireEvent.click(drawn(37));
    // Its rank and neurons, from game-rules.
    expect(
      screen.getByText(RANK_LADDERS.overall[3]?.label ?? '', { selector: '.nv-badge' }),
    ).toBeTruthy();
    const range = levelRange(37);
    expect(
      screen.getByText(
        `From ${range.start.toLocaleString('en')} to ${range.end.toLocaleString('en')} neurons`,
      ),
    ).toBeTruthy();
  });

  it('is one radio group that Page Up/Down, Home and End move through', () => {
    // The arrows are the browser's own in a radio group: progress.e2e.ts presses them.
    renderAlone(<BrainLevelBoard ladder="mentor" score={0} level={0} />);
    const names = new Set(sections().map((s) => s.name));
    expect(names.size).toBe(1);
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    sections()[0]?.focus();
    press('PageUp');
    expect(checked().map((s) => s.dataset.level)).toEqual(['11']);
    expect((document.activeElement as HTMLElement).dataset.level).toBe('11');
    press('PageDown');
    press('PageDown');
    expect(checked().map((s) => s.dataset.level)).toEqual(['1']);
    press('End');
    expect(checked().map((s) => s.dataset.level)).toEqual(['100']);
    press('PageUp');
    expect(checked().map((s) => s.dataset.level)).toEqual(['100']);
    press('Home');
    expect(checked().map((s) => s.dataset.level)).toEqual(['1']);
    expect((document.activeElement as HTMLElement).dataset.level).toBe('1');
  });

  it('fills a changed level after the 300 ms debounce', () => {
    vi.useFakeTimers();
    const { rerender } = renderAlone(<BrainLevelBoard ladder="overall" score={0} level={3} />);
    expect(filled()).toHaveLength(3);
    rerender(<BrainLevelBoard ladder="overall" score={0} level={9} />);
    expect(filled()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(FILL_DEBOUNCE_MS - 1));
    expect(filled()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(filled()).toHaveLength(9);
  });

  it('draws 100 distinct sections and refuses a level outside 1–100', () => {
    const paths = new Set(Array.from({ length: MAX_LEVEL }, (_, i) => sectionOf(i + 1).path));
    expect(paths.size).toBe(MAX_LEVEL);
    expect(() => sectionOf(0)).toThrow(RangeError);
    expect(() => sectionOf(101)).toThrow(RangeError);
    expect(levelAfterKey('PageDown', 4)).toBe(1);
    expect(levelAfterKey('PageUp', 95)).toBe(100);
    expect(levelAfterKey('a', 4)).toBeNull();
    expect(levelAfterKey('ArrowRight', 100)).toBe(100);
  });
});

describe('the board', () => {
  it('marks the rank of the brain in the legend', () => {
    renderAlone(<BrainLevelBoard ladder="scout" score={0} level={42.5} />);
    const legend = screen.getByRole('region', { name: 'Ranks' });
    const items = within(legend).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const mine = items.filter((li) => li.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.textContent).toContain(RANK_LADDERS.scout[4]?.label);
  });

  it('shows the progress in tenths with the neurons to the next level', () => {
    // 25 of level 1's 51 neurons: level 1.4.
    renderAlone(<BrainLevelBoard ladder="overall" score={25} level={1.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Level 1: 4/10' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('26 neurons away from level 2');
  });

  it('congratulates at level 100 and says nothing of a next level', () => {
    renderAlone(<BrainLevelBoard ladder="overall" score={FINAL_LEVEL_SCORE} level={100} />);
    expect(checked().map((s) => s.dataset.level)).toEqual(['100']);
    expect(screen.getByRole('status').textContent).toMatch(/Congratulations.*level 100/);
    expect(screen.queryByText(/away from/)).toBeNull();
    expect(filled()).toHaveLength(100);
  });

  it('words the chosen level against the brain', () => {
    expect(chosenLevelText(t, 25, 1.4, 1)).toMatchObject({ percent: 40, step: 4 });
    expect(chosenLevelText(t, 25, 1.4, 3).text).toBe(
      `${levelRange(3).start - 25} neurons away from level 3`,
    );
    expect(chosenLevelText(t, 5000, 12.3, 4)).toMatchObject({ percent: 100, text: 'Done' });
    expect(chosenLevelText(t, FINAL_LEVEL_SCORE, 100, 100)).toMatchObject({ final: true });
    // Level 1 starts at 0 neurons: never '0 neurons away'.
    expect(chosenLevelText(t, 0, 0, 1).text).toBe('Your first neuron makes level 1');
  });
});

describe('the numbering toggle', () => {
  it('is on by default and a visitor’s choice stays on the device', () => {
    const first = renderAlone(<BrainLevelBoard ladder="overall" score={0} level={2} />);
    const toggle = screen.getByRole('switch', { name: 'Show level numbers' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(document.querySelector('.brain-numbers')).not.toBeNull();
    fireEvent.click(toggle);
    expect(localStorage.getItem(NUMBERING_KEY)).toBe('false');
    expect(document.querySelector('.brain-numbers')).toBeNull();
    first.unmount();
    renderAlone(<BrainLevelBoard ladder="overall" score={0} level={2} />);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });

  it('is a signed-in player’s show_numbering preference', async () => {
    const { server } = renderWithApp(<BrainLevelBoard ladder="overall" score={0} level={2} />, {
      viewer: aMe(),
      api: {
        getPreferences: () => ({ data: { show_numbering: false } }),
        putPreferences: ({ body }) => ({ data: { ...body } }),
      },
    });
    const toggle = (await screen.findByRole('switch')) as HTMLInputElement;
    // Off: the saved preference, not the device's default.
    await vi.waitFor(() => expect(toggle.checked).toBe(false));
    expect(server.inputsOf('getPreferences')).toHaveLength(1);
    fireEvent.click(toggle);
    await vi.waitFor(() => expect(toggle.checked).toBe(true));
    await vi.waitFor(() => expect(server.inputsOf('putPreferences')).toHaveLength(1));
    expect(server.inputsOf('putPreferences')[0]?.body).toEqual({ show_numbering: true });
    // Not the device's: the preference follows the player.
    expect(localStorage.getItem(NUMBERING_KEY)).toBeNull();
  });
});
