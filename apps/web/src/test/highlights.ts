/**
 * What the Game Dash's and the notifications pages' highlight tests share: a highlight, the
 * server's paged list of them, and a layout for the virtual list, which jsdom does not lay out.
 */
import type { Highlight } from '@nervus/contracts';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { aPage } from './factories.js';
import type { Answers } from './fake-api.js';

export function aHighlight(n: number, overrides: Partial<Highlight> = {}): Highlight {
  return {
    id: `h${n}`,
    statement: `Highlight ${n}: your idea moved up in How could a library lend tools?`,
    highlight_type: 'solution-delta',
    role: 'innovator',
    notified_at: Math.floor(Date.now() / 1000) - 3600,
    challenge_slug: 'how-could-a-library-lend-tools',
    challenge_title: 'How could a library lend tools?',
    link: '/challenges/how-could-a-library-lend-tools',
    ...overrides,
  };
}

/** The server's list: newest first, `page · size` at a time. */
export function highlightsServer(all: Highlight[]): NonNullable<Answers['highlights']> {
  return ({ query }) => {
    const page = Number(query?.page ?? 0);
    const size = Number(query?.size ?? 10);
    return aPage(all.slice(page * size, (page + 1) * size), { total: all.length, page, size });
  };
}

/** For a test file: the list's box is 400 px high and holds its rows' height (jsdom lays out nothing). */
export function layOutHighlightLists(): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      const rows = this.querySelector<HTMLElement>('.app-highlight-rows');
      return rows ? Number.parseInt(rows.style.height, 10) : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());
}

/** The drawn rows' names (a statement up to its colon). */
export const rowsOf = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent?.split(':')[0]);
