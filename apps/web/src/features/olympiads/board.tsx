/**
 * A tournament's parts the pages share: the olympiad's header (name, Open or Closed, time left,
 * prize total, races), a board's table (rank, player, neurons, the board's count columns) with
 * the viewer's row marked, or pinned below the page when it is elsewhere, and their skeletons.
 */
import type { BoardRow, Olympiad } from '@nervus/contracts';
import type { OlympiadBoard, QtyColumn } from '@nervus/game-rules';
import {
  Avatar,
  Badge,
  Card,
  Countdown,
  Skeleton,
  SkeletonGroup,
  StatTile,
  TableFrame,
  useTranslation,
} from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import '../../i18n/olympiads.en.js';
import { formatMoney, formatNeurons } from './format.js';
import './olympiads.css';

/** The count columns each board shows after its neurons. */
export const BOARD_COLUMNS: Readonly<Record<OlympiadBoard, readonly QtyColumn[]>> = {
  overall: ['qty_ideas', 'qty_challenges', 'qty_ratings', 'qty_mentoring'],
  'idea-race': ['qty_ideas', 'qty_challenges', 'qty_ratings', 'qty_mentoring'],
  innovator: ['qty_ideas'],
  catalyst: ['qty_challenges'],
  mentor: ['qty_mentoring'],
  scout: ['qty_recruits'],
  analyst: ['qty_ratings'],
  director: ['qty_players', 'qty_challenges'],
  commentator: [],
  patron: [],
};

const day = (iso: string) => iso.slice(0, 10);

/** The olympiad a board belongs to: its name, state, time left, prize total and races. */
export function OlympiadHeader({
  olympiad,
  headingLevel = 2,
  action,
}: {
  readonly olympiad: Olympiad;
  readonly headingLevel?: 2 | 3;
  /** Shown under the header's figures (the leaderboard's "Fund this tournament"). */
  readonly action?: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const open = olympiad.status === 'open';
  const races = olympiad.races.filter((r) => r.prize_cents > 0);
  return (
    <Card as="section" className="olympiad-header nv-stack" aria-label={olympiad.name}>
      <div className="nv-cluster">
        <Heading className="nv-flush">{olympiad.name}</Heading>
        <Badge tone={open ? 'success' : 'neutral'}>
          {t(`olympiads.status.${olympiad.status}`)}
        </Badge>
      </div>
      <div className="nv-stat-grid">
        <StatTile
          label={open ? t('olympiads.endsIn') : t('olympiads.closedLabel')}
          value={
            open ? (
              <Countdown endsAt={olympiad.end_time} />
            ) : (
              day(olympiad.closed_at ?? olympiad.end_time)
            )
          }
          hint={t('olympiads.startedOn', {
            start: day(olympiad.start_time),
            end: day(olympiad.end_time),
          })}
        />
        <StatTile
          label={t('olympiads.prizeTotal')}
          value={olympiad.prize_total > 0 ? formatMoney(olympiad.prize_total) : '—'}
          hint={olympiad.prize_total > 0 ? undefined : t('olympiads.noPrize')}
        />
        <StatTile
          label={t('olympiads.participantsLabel')}
          value={olympiad.participants}
          hint={olympiad.participants === 0 ? t('olympiads.noParticipants') : undefined}
        />
      </div>
      {races.length > 0 ? (
        <p className="nv-flush nv-text-muted">
          <span>{t('olympiads.races')}: </span>
          {races
            .map((r) => t('olympiads.race', { name: r.name, prize: formatMoney(r.prize_cents) }))
            .join(' · ')}
        </p>
      ) : null}
      {action}
    </Card>
  );
}

/** A player on a board: their picture and @screen name, linking to their page. */
export function BoardPlayer({ user }: { readonly user: BoardRow['user'] }) {
  return (
    <span className="olympiad-player">
      <Avatar name={user.screen_name} src={user.avatar_url} size={32} />
      <Link to="/$platformSlug" params={{ platformSlug: user.screen_name }}>
        @{user.screen_name}
      </Link>
    </span>
  );
}

function Row({
  row,
  columns,
  own,
}: {
  readonly row: BoardRow;
  readonly columns: readonly QtyColumn[];
  readonly own: boolean;
}) {
  const { t } = useTranslation();
  return (
    <tr data-own={own || undefined} aria-current={own ? 'true' : undefined}>
      <td className="olympiad-rank">{row.rank}</td>
      <th scope="row">
        <BoardPlayer user={row.user} />
        {own ? <span className="nv-visually-hidden"> ({t('olympiads.you')})</span> : null}
      </th>
      <td className="olympiad-number">{formatNeurons(row.neurons)}</td>
      {columns.map((column) => (
        <td key={column} className="olympiad-number">
          {row[column]}
        </td>
      ))}
    </tr>
  );
}

export interface BoardTableProps {
  readonly board: OlympiadBoard;
  readonly rows: readonly BoardRow[];
  /** The viewer's own row (anywhere on the board), or null. */
  readonly me: BoardRow | null;
  /** The table's name (the board's, with its olympiad's). */
  readonly label: string;
}

/**
 * A board's rows: the viewer's own row marked where it is, or pinned under the page's rows
 * when it is on another page. The table scrolls inside its frame on a narrow screen.
 */
export function BoardTable({ board, rows, me, label }: BoardTableProps) {
  const { t } = useTranslation();
  const columns = BOARD_COLUMNS[board];
  const onPage = me !== null && rows.some((r) => r.user.id === me.user.id);
  return (
    <OlympiadTable label={label}>
      <thead>
        <tr>
          <th scope="col">{t('olympiads.column.rank')}</th>
          <th scope="col">{t('olympiads.column.player')}</th>
          <th scope="col" className="olympiad-number">
            {t('olympiads.column.neurons')}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="olympiad-number">
              {t(`olympiads.column.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={row.user.id} row={row} columns={columns} own={row.user.id === me?.user.id} />
        ))}
      </tbody>
      {me && !onPage ? (
        <tbody className="olympiad-pinned" aria-label={t('olympiads.yourRow')}>
          <Row row={me} columns={columns} own />
        </tbody>
      ) : null}
    </OlympiadTable>
  );
}

/** A tournament table in a frame that scrolls sideways on a narrow screen, named by `label`. */
export function OlympiadTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableFrame label={label}>
      <table className="olympiad-table">{children}</table>
    </TableFrame>
  );
}

/** A board's space while it loads: the header's and some rows'. */
export function BoardSkeleton({ rows = 5 }: { readonly rows?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('olympiads.loading')}>
      <div className="nv-stack">
        {Array.from({ length: rows }, (_, n) => (
          <span key={n} className="olympiad-skeleton-row">
            <Skeleton shape="circle" width="var(--nv-space-8)" height="var(--nv-space-8)" />
            <Skeleton width="40%" />
            <Skeleton width="20%" />
          </span>
        ))}
      </div>
    </SkeletonGroup>
  );
}
