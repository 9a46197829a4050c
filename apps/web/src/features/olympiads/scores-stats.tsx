/**
 * Scores & Stats: each board of the host platform's current cycle in one table: its leader, how
 * many players are on it and, for a signed-in player, their rank and neurons there.
 */
import { Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { useMe } from '../session/queries.js';
import { BoardPlayer, OlympiadTable } from './board.js';
import { formatNeurons } from './format.js';
import { BoardsOverview, NERVE_BOARDS, useEveryBoard } from './nerve-boards.js';
import '../../i18n/olympiads.en.js';

const STATS_MS = 10_000;

export function ScoresStats() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const boards = useEveryBoard(1, STATS_MS);
  const loading = boards.some((b) => !b.data);
  return (
    <BoardsOverview
      title={t('olympiads.scoresStats.title')}
      lead={t('olympiads.scoresStats.lead')}
      first={boards[0]?.data}
    >
      {loading ? (
        <SkeletonGroup label={t('olympiads.loading')}>
          <Skeleton lines={NERVE_BOARDS.length} />
        </SkeletonGroup>
      ) : (
        <>
          {!me ? <p className="nv-flush">{t('olympiads.scoresStats.signIn')}</p> : null}
          <OlympiadTable label={t('olympiads.scoresStats.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('olympiads.scoresStats.board')}</th>
                <th scope="col">{t('olympiads.scoresStats.leader')}</th>
                <th scope="col" className="olympiad-number">
                  {t('olympiads.scoresStats.players')}
                </th>
                {me ? (
                  <>
                    <th scope="col" className="olympiad-number">
                      {t('olympiads.scoresStats.yourRank')}
                    </th>
                    <th scope="col" className="olympiad-number">
                      {t('olympiads.scoresStats.yourNeurons')}
                    </th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {NERVE_BOARDS.map((board, i) => {
                const answer = boards[i]?.data;
                const leader = answer?.data[0];
                const own = answer?.me ?? null;
                return (
                  <tr key={board} data-own={own ? true : undefined}>
                    <th scope="row">
                      {board === 'idea-race' ? (
                        <Link to="/idea-race">{t(`olympiads.board.${board}`)}</Link>
                      ) : (
                        <Link to="/olympiad/leaderboard/$race" params={{ race: board }}>
                          {t(`olympiads.board.${board}`)}
                        </Link>
                      )}
                    </th>
                    <td>
                      {leader ? (
                        <>
                          <BoardPlayer user={leader.user} /> {formatNeurons(leader.neurons)}
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="olympiad-number">{answer?.meta.total ?? 0}</td>
                    {me ? (
                      <>
                        <td className="olympiad-number">
                          {own ? own.rank : t('olympiads.scoresStats.noRank')}
                        </td>
                        <td className="olympiad-number">
                          {own ? formatNeurons(own.neurons) : '—'}
                        </td>
                      </>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </OlympiadTable>
        </>
      )}
    </BoardsOverview>
  );
}
