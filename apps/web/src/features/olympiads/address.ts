/**
 * The leaderboards' addresses: `?tab=` picks a board (the spec's tab query, e.g. `tab=scout`),
 * `?page=` a page of it (from 0), and `/leaderboard/{race}` a race by its board (`idea-race`) or
 * its id (a race of any cycle, e.g. a past one). Unknown values fall back to absent: a link may
 * be old or hand-edited. The route tree loads this with the first page, so it stays small.
 */
import type { OlympiadBoard } from '@nervus/game-rules';
import * as v from 'valibot';

// The boards, written out: the route tree (the first page's script) carries this module.
const BOARDS = [
  'overall',
  'idea-race',
  'innovator',
  'catalyst',
  'mentor',
  'scout',
  'analyst',
  'director',
  'commentator',
  'patron',
] as const satisfies readonly OlympiadBoard[];

const loose = <T extends v.GenericSchema>(schema: T) =>
  v.fallback(v.optional(schema), undefined as v.InferOutput<T> | undefined);

export const BoardAddressSchema = v.object({
  tab: loose(v.picklist(BOARDS)),
  page: loose(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export type BoardAddress = v.InferOutput<typeof BoardAddressSchema>;

/** Whether a race segment names a board (else it is a race's id). */
export function isBoard(race: string): race is OlympiadBoard {
  return (BOARDS as readonly string[]).includes(race);
}
