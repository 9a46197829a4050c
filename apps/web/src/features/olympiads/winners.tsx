/**
 * A closed tournament's winners with their prizes, race by race: the races that held prize
 * money, else the first race with any winner. Shown by the home's widget (the prior tournament)
 * and by a platform's tournaments page.
 */
import type { Olympiad, OlympiadWidget } from '@nervus/contracts';
import { Link } from '@tanstack/react-router';
import { formatMoney, formatNeurons } from './format.js';

export type Winner = NonNullable<OlympiadWidget['prior']>['winners'][number];

/** The races whose winners are listed: those with prize money, else the first with any. */
export function shownRaces(races: Olympiad['races'], winners: readonly Winner[]) {
  const won = new Set(winners.map((w) => w.race_id));
  const withWinners = races.filter((r) => won.has(r.id));
  const paid = withWinners.filter((r) => r.prize_cents > 0);
  return paid.length > 0 ? paid : withWinners.slice(0, 1);
}

/** Each shown race's name and its winners: place, @player, prize (or neurons without one). */
export function RaceWinners({
  races,
  winners,
}: {
  readonly races: Olympiad['races'];
  readonly winners: readonly Winner[];
}) {
  return shownRaces(races, winners).map((race) => (
    <section key={race.id} className="nv-stack" data-gap="sm" aria-label={race.name}>
      <p className="nv-flush nv-title-sm">{race.name}</p>
      <ol className="olympiad-winners">
        {winners
          .filter((w) => w.race_id === race.id)
          .map((w) => (
            <li key={w.user.id} value={w.rank}>
              <Link to="/$platformSlug" params={{ platformSlug: w.user.screen_name }}>
                @{w.user.screen_name}
              </Link>{' '}
              <span className="nv-text-muted">
                {w.cents > 0 ? formatMoney(w.cents) : formatNeurons(w.neurons)}
              </span>
            </li>
          ))}
      </ol>
    </section>
  ));
}
