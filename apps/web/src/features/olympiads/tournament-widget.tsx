/**
 * The home's tournament widgets: the current tournament (Open or Closed, time left, prize total
 * with the platform's extra-prize words, its players or 'No participants this cycle') and the
 * prior one with its winners. A part of its own (`widget-part.ts`): its code and call stay out
 * of the home's first script.
 */
import type { OlympiadWidget } from '@nervus/contracts';
import { Badge, Card, Countdown, Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { currentPlatformQueryOptions, flagsQueryOptions } from '../session/queries.js';
import { formatMoney } from './format.js';
import '../../i18n/olympiads.en.js';
import './olympiads.css';
import { olympiadWidgetQueryOptions } from './queries.js';
import { RaceWinners } from './winners.js';

type Current = NonNullable<OlympiadWidget['current']>['olympiad'];
type Prior = NonNullable<OlympiadWidget['prior']>;

/** The tournament-extra-prize flag's words for a platform: its own variant, else the flag's. */
function useExtraPrize(platformSlug: string): string | null {
  const { data: flags } = useQuery(flagsQueryOptions());
  const flag = flags?.['tournament-extra-prize'];
  if (!flag?.enabled) return null;
  const own = flag.variants.find((v) => v.value === platformSlug);
  const chosen = flag.variants.find((v) => v.value === flag.variant);
  return own?.payload ?? chosen?.payload ?? null;
}

function CurrentCard({ olympiad, extra }: { olympiad: Current; extra: string | null }) {
  const { t } = useTranslation();
  const open = olympiad.status === 'open';
  return (
    <Card as="section" className="nv-stack" aria-labelledby="tournament-current">
      <div className="olympiad-card-head">
        <h3 id="tournament-current" className="nv-flush nv-title-sm">
          {t('olympiads.widget.current')}
        </h3>
        <Badge tone={open ? 'success' : 'neutral'}>
          {t(`olympiads.status.${olympiad.status}`)}
        </Badge>
      </div>
      <p className="nv-flush">
        <strong>{olympiad.name}</strong>
        {open ? (
          <>
            {' · '}
            <Countdown endsAt={olympiad.end_time} />
          </>
        ) : null}
      </p>
      <p className="nv-flush">
        <strong>{t('olympiads.prizeTotal')}:</strong>{' '}
        {olympiad.prize_total > 0 ? formatMoney(olympiad.prize_total) : t('olympiads.noPrize')}
      </p>
      {extra ? <p className="nv-flush nv-text-muted">{extra}</p> : null}
      <p className="nv-flush">
        {olympiad.participants > 0
          ? t('olympiads.participants', { count: olympiad.participants })
          : t('olympiads.noParticipants')}
      </p>
      <Link to="/olympiad/leaderboard">{t('olympiads.seeLeaderboard')}</Link>
    </Card>
  );
}

function PriorCard({ prior }: { prior: Prior }) {
  const { t } = useTranslation();
  const { olympiad, winners } = prior;
  return (
    <Card as="section" className="nv-stack" aria-labelledby="tournament-prior">
      <div className="olympiad-card-head">
        <h3 id="tournament-prior" className="nv-flush nv-title-sm">
          {t('olympiads.widget.prior')}
        </h3>
        <Badge tone={olympiad.status === 'open' ? 'success' : 'neutral'}>
          {t(`olympiads.status.${olympiad.status}`)}
        </Badge>
      </div>
      <p className="nv-flush">
        <strong>{olympiad.name}</strong>
        {' · '}
        {olympiad.prize_total > 0 ? formatMoney(olympiad.prize_total) : t('olympiads.noPrize')}
      </p>
      {olympiad.participants === 0 ? (
        <p className="nv-flush">{t('olympiads.noParticipants')}</p>
      ) : winners.length === 0 ? (
        <p className="nv-flush nv-text-muted">{t('olympiads.widget.noWinners')}</p>
      ) : (
        <RaceWinners races={olympiad.races} winners={winners} />
      )}
    </Card>
  );
}

/** The widgets of the host platform's tournaments. */
export function TournamentWidget() {
  const { t } = useTranslation();
  const { data: platform } = useQuery(currentPlatformQueryOptions());
  const slug = platform?.slug ?? '';
  const query = useQuery({ ...olympiadWidgetQueryOptions(slug), enabled: Boolean(platform) });
  const extra = useExtraPrize(slug);
  const widget = query.data;
  // A widget that cannot be read leaves the home as it is: it is not the page's point.
  if (query.isError || (widget && !widget.current && !widget.prior)) return null;
  if (!widget) {
    return (
      <SkeletonGroup label={t('olympiads.loading')}>
        <div className="nv-grid">
          <Skeleton shape="block" height="var(--nv-size-column)" />
          <Skeleton shape="block" height="var(--nv-size-column)" />
        </div>
      </SkeletonGroup>
    );
  }
  return (
    <section aria-labelledby="tournaments-title" className="nv-stack">
      <h2 id="tournaments-title">{t('olympiads.widget.title')}</h2>
      <div className="nv-grid">
        {widget.current ? (
          <CurrentCard olympiad={widget.current.olympiad} extra={extra} />
        ) : (
          <Card as="section" className="nv-stack" aria-labelledby="tournament-current">
            <h3 id="tournament-current" className="nv-flush nv-title-sm">
              {t('olympiads.widget.current')}
            </h3>
            <p className="nv-flush">{t('olympiads.noOlympiadTitle')}</p>
          </Card>
        )}
        {widget.prior ? <PriorCard prior={widget.prior} /> : null}
      </div>
    </section>
  );
}

/** Starts the widget's data: the host platform, then its tournaments. */
export function prefetchTournamentWidget(queryClient: QueryClient): Promise<void> {
  return queryClient
    .ensureQueryData(currentPlatformQueryOptions())
    .then((platform) => queryClient.prefetchQuery(olympiadWidgetQueryOptions(platform.slug)));
}
