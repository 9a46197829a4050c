/**
 * My Dashboard's current-olympiad card: the host platform's tournament of this cycle, its time
 * left and prize total, the player's rank on the Nerve Score board, and the way to the board.
 */
import { Badge, Card, Countdown, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatMoney, formatNeurons } from './format.js';
import { useBoardPlatform } from './platform.js';
import '../../i18n/olympiads.en.js';
import './olympiads.css';
import { leaderboardQueryOptions } from './queries.js';

export function CurrentOlympiadCard() {
  const { t } = useTranslation();
  const platform = useBoardPlatform(undefined);
  // One row is enough: the card reads the olympiad and the player's own row.
  const query = useQuery({
    ...leaderboardQueryOptions(platform ?? '', 'overall', 0, 1),
    enabled: platform !== undefined,
  });
  const olympiad = query.data?.olympiad;
  if (!olympiad) return null;
  const me = query.data?.me ?? null;
  return (
    <Card as="section" className="nv-stack" aria-labelledby="dash-olympiad">
      <div className="olympiad-card-head">
        <h2 id="dash-olympiad" className="nv-flush nv-title-sm">
          {t('olympiads.dashboardCard.title')}
        </h2>
        <Badge tone={olympiad.status === 'open' ? 'success' : 'neutral'}>
          {t(`olympiads.status.${olympiad.status}`)}
        </Badge>
      </div>
      <p className="nv-flush">
        <strong>{olympiad.name}</strong>
        {olympiad.status === 'open' ? (
          <>
            {' · '}
            <Countdown endsAt={olympiad.end_time} />
          </>
        ) : null}
        {' · '}
        {olympiad.prize_total > 0 ? formatMoney(olympiad.prize_total) : t('olympiads.noPrize')}
      </p>
      <p className="nv-flush">
        {me
          ? t('olympiads.dashboardCard.rank', { rank: me.rank, neurons: formatNeurons(me.neurons) })
          : t('olympiads.dashboardCard.noRank')}
      </p>
      <Link to="/olympiad/leaderboard">{t('olympiads.seeLeaderboard')}</Link>
    </Card>
  );
}
