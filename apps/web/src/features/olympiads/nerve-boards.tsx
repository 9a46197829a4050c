/**
 * The Nerve Boards: every board of the host platform's current cycle as a card with its top
 * five, each linking to its full board. Live, a little slower than a full board.
 */
import type { Leaderboard } from '@nervus/contracts';
import type { OlympiadBoard } from '@nervus/game-rules';
import { Card, EmptyState, Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMe } from '../session/queries.js';
import { OlympiadHeader } from './board.js';
import { ROLE_TABS, useBoardPlatform } from './platform.js';
import { leaderboardQueryOptions } from './queries.js';
import { TopList } from './top-list.js';
import '../../i18n/olympiads.en.js';

const SHOWN = 5;
/** Nine boards at once: each asks again every 10 s, not every 7. */
const OVERVIEW_MS = 10_000;

export const NERVE_BOARDS = [
  'overall',
  'idea-race',
  'innovator',
  'catalyst',
  'mentor',
  'scout',
  'analyst',
  'director',
  'commentator',
] as const satisfies readonly OlympiadBoard[];

/** Where a board's full page is: the leaderboard's tab, the Idea Race, or the board as a race. */
export function FullBoardLink({ board }: { readonly board: OlympiadBoard }) {
  const { t } = useTranslation();
  const label = t('olympiads.seeBoard');
  const name = t(`olympiads.board.${board}`);
  if (board === 'idea-race')
    return (
      <Link to="/idea-race" aria-label={`${label}: ${name}`}>
        {label}
      </Link>
    );
  if ((ROLE_TABS as readonly string[]).includes(board))
    return (
      <Link
        to="/olympiad/leaderboard"
        search={{ tab: board === 'overall' ? undefined : board }}
        aria-label={`${label}: ${name}`}
      >
        {label}
      </Link>
    );
  return (
    <Link
      to="/olympiad/leaderboard/$race"
      params={{ race: board }}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </Link>
  );
}

function BoardCard({
  board,
  answer,
  meId,
}: {
  readonly board: OlympiadBoard;
  readonly answer: Leaderboard | undefined;
  readonly meId: string | undefined;
}) {
  const { t } = useTranslation();
  const id = `nerve-board-${board}`;
  const name = t(`olympiads.board.${board}`);
  return (
    <Card as="li" className="nv-stack" aria-labelledby={id}>
      <h2 id={id} className="nv-flush nv-title-sm">
        {name}
      </h2>
      {!answer ? (
        <SkeletonGroup label={t('olympiads.loading')}>
          <Skeleton lines={SHOWN} />
        </SkeletonGroup>
      ) : answer.data.length === 0 ? (
        <p className="nv-flush nv-text-muted">{t('olympiads.emptyTitle')}</p>
      ) : (
        <TopList
          rows={answer.data}
          meId={meId}
          label={t('olympiads.nerveBoards.topOf', { board: name })}
        />
      )}
      <FullBoardLink board={board} />
    </Card>
  );
}

/** Every board of the host platform's current cycle, its first `size` rows, asked again every `everyMs`. */
export function useEveryBoard(size: number, everyMs: number) {
  const platform = useBoardPlatform(undefined);
  return useQueries({
    queries: NERVE_BOARDS.map((board) => ({
      ...leaderboardQueryOptions(platform ?? '', board, 0, size),
      enabled: platform !== undefined,
      refetchInterval: everyMs,
    })),
  });
}

/**
 * An overview of every board: its heading and lead, the current cycle's header, and `children`
 * while there is a cycle (an empty state between cycles).
 */
export function BoardsOverview({
  title,
  lead,
  first,
  children,
}: {
  title: string;
  lead: string;
  first: Leaderboard | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      <div className="nv-stack" data-gap="sm">
        <h1 id="page-title" className="nv-flush">
          {title}
        </h1>
        <p className="nv-flush nv-text-muted">{lead}</p>
      </div>
      {first?.olympiad ? <OlympiadHeader olympiad={first.olympiad} /> : null}
      {first && !first.olympiad ? (
        <Card>
          <EmptyState level={2} title={t('olympiads.noOlympiadTitle')}>
            {t('olympiads.noOlympiadText')}
          </EmptyState>
        </Card>
      ) : (
        children
      )}
    </section>
  );
}

export function NerveBoards() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const boards = useEveryBoard(SHOWN, OVERVIEW_MS);
  return (
    <BoardsOverview
      title={t('olympiads.nerveBoards.title')}
      lead={t('olympiads.nerveBoards.lead')}
      first={boards[0]?.data}
    >
      <ul className="nv-grid nv-list-plain">
        {NERVE_BOARDS.map((board, i) => (
          <BoardCard key={board} board={board} answer={boards[i]?.data} meId={me?.user.id} />
        ))}
      </ul>
    </BoardsOverview>
  );
}
