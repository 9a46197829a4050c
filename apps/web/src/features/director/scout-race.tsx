/** `…/my-dashboard/director/scout-race`: the scout board of the director's current olympiad. */
import { Card, EmptyState, TableFrame, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DirectorPage, NotDirector, useDirectedBase, useTournamentSlug } from './parts.js';
import { scoutRaceQueryOptions } from './queries.js';
import '../../i18n/director.en.js';

export function ScoutRacePage() {
  const { t } = useTranslation();
  const base = useDirectedBase();
  if (!base) return <NotDirector />;
  return (
    <DirectorPage title={t('director.tabs.scoutRace')}>
      <p className="nv-flush">{t('director.scoutLead')}</p>
      <ScoutBoard />
    </DirectorPage>
  );
}

function ScoutBoard() {
  const { t } = useTranslation();
  const platform = useTournamentSlug();
  const { data: board } = useSuspenseQuery(scoutRaceQueryOptions(platform));
  if (board.data.length === 0)
    return (
      <Card>
        <EmptyState title={t('director.noScouts')} level={2} />
      </Card>
    );
  return (
    <TableFrame labelledBy="page-title">
      <table className="dir-table" aria-labelledby="page-title">
        <thead>
          <tr>
            <th scope="col" data-column="number">
              {t('director.rank')}
            </th>
            <th scope="col">{t('director.player')}</th>
            <th scope="col" data-column="number">
              {t('director.neurons')}
            </th>
            <th scope="col" data-column="number">
              {t('director.recruits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.data.map((row) => (
            <tr
              key={row.user.id}
              aria-current={board.me?.user.id === row.user.id ? 'true' : undefined}
            >
              <td data-column="number">{row.rank}</td>
              <td>
                <Link to="/$platformSlug" params={{ platformSlug: row.user.handle }}>
                  @{row.user.handle}
                </Link>
              </td>
              <td data-column="number">{row.neurons.toFixed(3)}</td>
              <td data-column="number">{row.qty_recruits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
