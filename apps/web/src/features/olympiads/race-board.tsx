/**
 * One race's board by its id (`/olympiad/leaderboard/{race id}`), of any cycle: a past
 * tournament's winners link here. Its olympiad is found among the platform's olympiads (the
 * call table has no read of a race by id), and its other races are the tabs.
 */
import { Card, EmptyState, Pager, Tabs, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { BoardSkeleton, BoardTable, OlympiadHeader } from './board.js';
import { useBoardPlatform } from './platform.js';
import {
  BOARD_PAGE_SIZE,
  platformOlympiadsQueryOptions,
  raceResultsQueryOptions,
} from './queries.js';
import '../../i18n/olympiads.en.js';

export interface RaceBoardPageProps {
  readonly platformSlug?: string | undefined;
  readonly race: string;
  readonly page: number;
  readonly title: string;
  readonly onRace: (race: string) => void;
  readonly onPage: (page: number) => void;
}

export function RaceBoardPage({
  platformSlug,
  race,
  page,
  title,
  onRace,
  onPage,
}: RaceBoardPageProps) {
  const { t } = useTranslation();
  const platform = useBoardPlatform(platformSlug);
  const olympiads = useQuery({
    ...platformOlympiadsQueryOptions(platform ?? ''),
    enabled: platform !== undefined,
  });
  const results = useQuery(raceResultsQueryOptions(race, page));
  const olympiad = olympiads.data?.data.find((o) => o.races.some((r) => r.id === race));
  const current = olympiad?.races.find((r) => r.id === race);
  const board = current?.board ?? 'overall';
  const answer = results.data;
  const boardName = current?.name ?? t(`olympiads.board.${board}`);
  const body = results.isError ? (
    <Card>
      <EmptyState level={3} title={t('olympiads.raceNotFound')} />
    </Card>
  ) : !answer ? (
    <BoardSkeleton />
  ) : answer.meta.total === 0 ? (
    <Card>
      <EmptyState level={3} title={t('olympiads.emptyTitle')}>
        {t('olympiads.emptyText')}
      </EmptyState>
    </Card>
  ) : (
    <div className="nv-stack">
      <BoardTable
        board={board}
        rows={answer.data}
        me={answer.me}
        label={t('olympiads.tableLabel', { board: boardName })}
      />
      <Pager
        page={page}
        total={answer.meta.total}
        size={answer.meta.size || BOARD_PAGE_SIZE}
        onPage={onPage}
        label={boardName}
      />
    </div>
  );
  return (
    <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      <h1 id="page-title" className="nv-flush">
        {title}
      </h1>
      {olympiad ? <OlympiadHeader olympiad={olympiad} /> : null}
      {olympiad && olympiad.races.length > 1 ? (
        <Tabs
          label={t('olympiads.races')}
          selected={race}
          onSelect={onRace}
          tabs={olympiad.races.map((r) => ({
            id: r.id,
            label: r.name,
            content: r.id === race ? body : null,
          }))}
        />
      ) : (
        body
      )}
    </section>
  );
}
