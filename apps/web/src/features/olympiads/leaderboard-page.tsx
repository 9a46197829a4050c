/**
 * A tournament's leaderboard: the current olympiad's header, the boards as tabs (the Nerve Score
 * and each role's), a board's table with the viewer's row marked (or pinned below), paging.
 * Live: the board asks again every few seconds while it is on screen (queries.ts).
 */
import type { Leaderboard } from '@nervus/contracts';
import type { OlympiadBoard } from '@nervus/game-rules';
import { Card, EmptyState, Pager, Tabs, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMe } from '../session/queries.js';
import { BoardSkeleton, BoardTable, OlympiadHeader } from './board.js';
import { FundTournament } from './fund-tournament.js';
import { useBoardPlatform } from './platform.js';
import {
  BOARD_PAGE_SIZE,
  leaderboardQueryOptions,
  platformOlympiadsQueryOptions,
} from './queries.js';
import '../../i18n/olympiads.en.js';

export interface LeaderboardPageProps {
  /** A player's platform (their screen name); the host's platform when absent. */
  readonly platformSlug?: string | undefined;
  readonly board: OlympiadBoard;
  /** The page shown, from 0. */
  readonly page: number;
  /** The boards offered as tabs; none: the one board alone (the Idea Race). */
  readonly tabs?: readonly OlympiadBoard[] | undefined;
  readonly title: string;
  readonly lead?: ReactNode;
  readonly onBoard?: (board: OlympiadBoard) => void;
  readonly onPage: (page: number) => void;
}

function BoardBody({
  answer,
  board,
  page,
  onPage,
}: {
  readonly answer: Leaderboard | undefined;
  readonly board: OlympiadBoard;
  readonly page: number;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!answer) return <BoardSkeleton />;
  const boardName = t(`olympiads.board.${board}`);
  if (answer.data.length === 0 && answer.meta.total === 0) {
    return (
      <Card>
        <EmptyState level={3} title={t('olympiads.emptyTitle')}>
          {t('olympiads.emptyText')}
        </EmptyState>
      </Card>
    );
  }
  return (
    <div className="nv-stack">
      <BoardTable
        board={board}
        rows={answer.data}
        me={answer.me}
        label={t('olympiads.tableLabel', { board: boardName })}
      />
      {me && !answer.me ? (
        <p className="nv-text-muted nv-flush">{t('olympiads.notRanked')}</p>
      ) : null}
      {!me ? <p className="nv-text-muted nv-flush">{t('olympiads.signInToJoin')}</p> : null}
      <Pager
        page={page}
        total={answer.meta.total}
        size={answer.meta.size || BOARD_PAGE_SIZE}
        onPage={onPage}
        label={boardName}
      />
    </div>
  );
}

/** The header of the board's olympiad, or what a platform without a running tournament shows. */
/** The way to the last tournament's board of a platform between cycles (the host's). */
function LastBoardLink({ platform, board }: { platform: string; board: Leaderboard['board'] }) {
  const { t } = useTranslation();
  const list = useQuery(platformOlympiadsQueryOptions(platform));
  const last = list.data?.data.find((o) => o.status === 'closed');
  const race = last?.races.find((r) => r.board === board) ?? last?.races[0];
  if (!race) return null;
  return (
    <Link to="/olympiad/leaderboard/$race" params={{ race: race.id }}>
      {t('olympiads.seeLastBoard')}
    </Link>
  );
}

/** The header of the board's olympiad, or what a platform without a running tournament shows. */
function Header({
  answer,
  platform,
  platformSlug,
}: {
  readonly answer: Leaderboard | undefined;
  readonly platform: string | undefined;
  readonly platformSlug: string | undefined;
}) {
  const { t } = useTranslation();
  if (!answer) return null;
  if (answer.olympiad)
    return (
      <OlympiadHeader
        olympiad={answer.olympiad}
        action={<FundTournament olympiad={answer.olympiad} />}
      />
    );
  return (
    <Card>
      <EmptyState
        level={2}
        title={t('olympiads.noOlympiadTitle')}
        action={
          platformSlug ? (
            <Link to="/$platformSlug/tournaments" params={{ platformSlug }}>
              {t('olympiads.seeTournaments')}
            </Link>
          ) : platform ? (
            <LastBoardLink platform={platform} board={answer.board} />
          ) : undefined
        }
      >
        {t('olympiads.noOlympiadText')}
      </EmptyState>
    </Card>
  );
}

export function LeaderboardPage({
  platformSlug,
  board,
  page,
  tabs,
  title,
  lead,
  onBoard,
  onPage,
}: LeaderboardPageProps) {
  const { t } = useTranslation();
  const platform = useBoardPlatform(platformSlug);
  const query = useQuery({
    ...leaderboardQueryOptions(platform ?? '', board, page),
    enabled: platform !== undefined,
  });
  // Another page of the same board keeps the last rows on screen until its own arrive
  // (keepPreviousData); another board's rows would sit under the wrong columns: skeletons.
  const answer = query.data;
  const shown = answer?.board === board ? answer : undefined;
  const body = <BoardBody answer={shown} board={board} page={page} onPage={onPage} />;
  return (
    <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      <div className="nv-stack" data-gap="sm">
        <h1 id="page-title" className="nv-flush">
          {title}
        </h1>
        {lead ? <p className="nv-flush nv-text-muted">{lead}</p> : null}
      </div>
      <Header answer={answer} platform={platform} platformSlug={platformSlug} />
      {answer && !answer.olympiad ? null : tabs && tabs.length > 1 && onBoard ? (
        <Tabs
          label={t('olympiads.boards')}
          selected={board}
          onSelect={(id) => onBoard(id as OlympiadBoard)}
          tabs={tabs.map((id) => ({
            id,
            label: t(`olympiads.board.${id}`),
            content: id === board ? body : null,
          }))}
        />
      ) : (
        body
      )}
      {answer?.olympiad?.status === 'open' ? (
        <p className="nv-flush nv-text-muted">{t('olympiads.live')}</p>
      ) : null}
    </section>
  );
}
