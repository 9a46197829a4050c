/**
 * The scout dashboard's olympiad page: the scout board of the current cycle (the Scout Race),
 * the player's own standing on it (rank, neurons, recruits this cycle), and the way to the full
 * board. Scouts earn a tenth of their recruits' points.
 */
import { Card, EmptyState, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { BoardSkeleton, BoardTable, OlympiadHeader } from '../olympiads/board.js';
import { formatNeurons } from '../olympiads/format.js';
import { useBoardPlatform } from '../olympiads/platform.js';
import { leaderboardQueryOptions } from '../olympiads/queries.js';
import { useMe } from '../session/queries.js';
import { DashSection } from './dash-parts.js';
import { DashHeader } from './dash-ui.js';
import '../../i18n/olympiads.en.js';
import './dashboards.css';

const SHOWN = 10;

export function ScoutOlympiad() {
  const { t } = useTranslation();
  const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
  const { data: me } = useMe();
  const own = me?.user.handle === platformSlug.toLowerCase();
  const platform = useBoardPlatform(undefined);
  const board = useQuery({
    ...leaderboardQueryOptions(platform ?? '', 'scout', 0, SHOWN),
    enabled: platform !== undefined,
  });
  const answer = board.data;
  const mine = answer?.me ?? null;
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <DashHeader
        playerRole="scout"
        title={t('olympiads.scout.title')}
        lead={t('olympiads.scout.lead')}
        stats={
          own && answer?.olympiad
            ? [
                {
                  label: t('olympiads.scout.rank'),
                  value: mine ? mine.rank : t('olympiads.scoresStats.noRank'),
                },
                {
                  label: t('olympiads.column.neurons'),
                  value: mine ? formatNeurons(mine.neurons) : formatNeurons(0),
                },
                {
                  label: t('olympiads.column.qty_recruits'),
                  value: mine ? mine.qty_recruits : 0,
                },
              ]
            : undefined
        }
      />
      {!answer ? (
        <BoardSkeleton />
      ) : !answer.olympiad ? (
        <Card>
          <EmptyState level={2} title={t('olympiads.noOlympiadTitle')}>
            {t('olympiads.noOlympiadText')}
          </EmptyState>
        </Card>
      ) : (
        <>
          <OlympiadHeader olympiad={answer.olympiad} />
          <DashSection
            id="scout-race"
            title={t('olympiads.scout.race')}
            action={
              <Link to="/olympiad/leaderboard" search={{ tab: 'scout' }}>
                {t('olympiads.seeBoard')}
              </Link>
            }
          >
            {answer.data.length === 0 ? (
              <EmptyState level={3} title={t('olympiads.emptyTitle')}>
                {t('olympiads.scout.empty')}
              </EmptyState>
            ) : (
              <BoardTable
                board="scout"
                rows={answer.data}
                me={own ? mine : null}
                label={t('olympiads.tableLabel', { board: t('olympiads.board.scout') })}
              />
            )}
            {own && !mine ? (
              <p className="nv-text-muted">{t('olympiads.scout.notRanked')}</p>
            ) : null}
          </DashSection>
        </>
      )}
    </section>
  );
}
