/**
 * My Progress › Leaderboards: the player's own rows on every board of the current olympiad of
 * the host platform (the Nerve Boards' reads, one row each: the answer carries the reader's
 * row), their place of how many and their neurons there, each with a way to the full board.
 * Between cycles the overview says so, as the Nerve Boards do.
 */
import { Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { OlympiadTable } from '../olympiads/board.js';
import { formatNeurons } from '../olympiads/format.js';
import {
  BoardsOverview,
  FullBoardLink,
  NERVE_BOARDS,
  useEveryBoard,
} from '../olympiads/nerve-boards.js';
import '../../i18n/olympiads.en.js';
import '../../i18n/progress-stats.en.js';
import './charts.css';

/** Nine boards at once: each asks again every 10 s (the Scores & Stats page's pace). */
const BOARDS_MS = 10_000;

export function ProgressLeaderboards() {
  const { t } = useTranslation();
  const boards = useEveryBoard(1, BOARDS_MS);
  const first = boards[0]?.data;
  const loading = boards.some((b) => !b.data);
  return (
    <BoardsOverview
      title={t('progressBoards.title')}
      lead={t('progressBoards.lead', { olympiad: first?.olympiad?.name ?? '' })}
      first={first}
    >
      {loading ? (
        <SkeletonGroup label={t('olympiads.loading')}>
          <Skeleton lines={NERVE_BOARDS.length} />
        </SkeletonGroup>
      ) : (
        <div className="nv-stack" data-gap="sm">
          <OlympiadTable label={t('progressBoards.title')}>
            <thead>
              <tr>
                <th scope="col">{t('progressBoards.board')}</th>
                <th scope="col" className="olympiad-number">
                  {t('progressBoards.rank')}
                </th>
                <th scope="col" className="olympiad-number">
                  {t('progressBoards.points')}
                </th>
                <th scope="col">
                  <span className="nv-visually-hidden">{t('progressBoards.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {NERVE_BOARDS.map((board, i) => {
                const answer = boards[i]?.data;
                const own = answer?.me ?? null;
                return (
                  <tr key={board} data-own={own ? true : undefined}>
                    <th scope="row">{t(`olympiads.board.${board}`)}</th>
                    <td className="olympiad-number">
                      {own ? (
                        <>
                          #{own.rank}{' '}
                          <span className="nv-text-muted">
                            {t('progressBoards.of', { count: answer?.meta.total ?? 0 })}
                          </span>
                        </>
                      ) : (
                        t('progressBoards.notOn')
                      )}
                    </td>
                    <td className="olympiad-number">{own ? formatNeurons(own.neurons) : '—'}</td>
                    <td>
                      <FullBoardLink board={board} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </OlympiadTable>
          <Link to="/nerve-boards">{t('progressBoards.allBoards')}</Link>
        </div>
      )}
    </BoardsOverview>
  );
}
