/**
 * A player's platform's tournaments (`/{platformSlug}/tournaments`): newest first, the current
 * one and the past ones, each closed one with its winners and their prizes.
 */
import type { ListedOlympiad, Olympiad } from '@nervus/contracts';
import { Badge, Card, EmptyState, Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatMoney } from './format.js';
import { FundTournament } from './fund-tournament.js';
import '../../i18n/olympiads.en.js';
import './olympiads.css';
import { platformOlympiadsQueryOptions } from './queries.js';
import { RaceWinners } from './winners.js';

const day = (iso: string) => iso.slice(0, 10);

/** The race whose board a closed tournament links to: its richest, else its first. */
function mainRace(olympiad: Olympiad) {
  const byPrize = [...olympiad.races].sort(
    (a, b) => b.prize_cents - a.prize_cents || a.position - b.position,
  );
  return byPrize[0];
}

/** A closed tournament's winners with their prizes (the list call's allocations). */
function Winners({ olympiad, platformSlug }: { olympiad: ListedOlympiad; platformSlug: string }) {
  const { t } = useTranslation();
  const race = mainRace(olympiad);
  const winners = olympiad.winners ?? [];
  const id = `winners-${olympiad.id}`;
  return (
    <section aria-labelledby={id} className="nv-stack" data-gap="sm">
      <h3 id={id} className="nv-flush nv-title-sm">
        {t('olympiads.widget.winners')}
      </h3>
      {olympiad.participants === 0 ? (
        <p className="nv-flush nv-text-muted">{t('olympiads.noParticipants')}</p>
      ) : winners.length === 0 ? (
        <p className="nv-flush nv-text-muted">{t('olympiads.widget.noWinners')}</p>
      ) : (
        <RaceWinners races={olympiad.races} winners={winners} />
      )}
      {race ? (
        <Link
          to="/$platformSlug/olympiad/leaderboard/$race"
          params={{ platformSlug, race: race.id }}
        >
          {t('olympiads.seeBoard')}
        </Link>
      ) : null}
    </section>
  );
}

function TournamentCard({
  olympiad,
  platformSlug,
}: {
  readonly olympiad: ListedOlympiad;
  readonly platformSlug: string;
}) {
  const { t } = useTranslation();
  const open = olympiad.status === 'open';
  const id = `olympiad-${olympiad.id}`;
  return (
    <Card as="li" className="nv-stack" aria-labelledby={id}>
      <div className="olympiad-card-head">
        <h2 id={id} className="nv-flush nv-title-sm">
          {olympiad.name}
        </h2>
        <span className="nv-cluster">
          {olympiad.is_current ? (
            <Badge tone="brand">{t('olympiads.tournaments.current')}</Badge>
          ) : null}
          <Badge tone={open ? 'success' : 'neutral'}>
            {t(`olympiads.status.${olympiad.status}`)}
          </Badge>
        </span>
      </div>
      <p className="nv-flush nv-text-muted">
        {t('olympiads.startedOn', { start: day(olympiad.start_time), end: day(olympiad.end_time) })}
        {' · '}
        {t(`olympiads.tournaments.type.${olympiad.type}`)}
        {' · '}
        {olympiad.participants > 0
          ? t('olympiads.participants', { count: olympiad.participants })
          : t('olympiads.noParticipants')}
      </p>
      <p className="nv-flush">
        <strong>{t('olympiads.prizeTotal')}:</strong>{' '}
        {olympiad.prize_total > 0 ? formatMoney(olympiad.prize_total) : t('olympiads.noPrize')}
      </p>
      {open ? (
        <>
          <Link to="/$platformSlug/olympiad/leaderboard" params={{ platformSlug }}>
            {t('olympiads.seeLeaderboard')}
          </Link>
          <FundTournament olympiad={olympiad} />
        </>
      ) : (
        <Winners olympiad={olympiad} platformSlug={platformSlug} />
      )}
    </Card>
  );
}

export function Tournaments({ platformSlug }: { readonly platformSlug: string }) {
  const { t } = useTranslation();
  const list = useQuery(platformOlympiadsQueryOptions(platformSlug.toLowerCase()));
  return (
    <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      <div className="nv-stack" data-gap="sm">
        <h1 id="page-title" className="nv-flush">
          {t('olympiads.tournaments.title', { handle: platformSlug })}
        </h1>
        <p className="nv-flush nv-text-muted">{t('olympiads.tournaments.lead')}</p>
      </div>
      {list.isError ? (
        <Card>
          <EmptyState level={2} title={t('olympiads.tournaments.emptyTitle')}>
            {t('olympiads.tournaments.emptyText')}
          </EmptyState>
        </Card>
      ) : !list.data ? (
        <SkeletonGroup label={t('olympiads.loading')}>
          <Skeleton shape="block" height="var(--nv-size-column)" />
        </SkeletonGroup>
      ) : list.data.data.length === 0 ? (
        <Card>
          <EmptyState level={2} title={t('olympiads.tournaments.emptyTitle')}>
            {t('olympiads.tournaments.emptyText')}
          </EmptyState>
        </Card>
      ) : (
        <ul className="nv-stack nv-list-plain">
          {list.data.data.map((o) => (
            <TournamentCard key={o.id} olympiad={o} platformSlug={platformSlug} />
          ))}
        </ul>
      )}
    </section>
  );
}
