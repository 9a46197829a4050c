/**
 * The player's highlights as the spec's virtual list: rows of 100 px, 3 drawn beyond the view on
 * each side, and the next 10 fetched once the reader is within 200 px of the end. The Game
 * Dash's highlights tab and the notifications page show the same list (the same cached pages, so
 * a live highlight put at the top shows in both).
 */
import type { Highlight } from '@nervus/contracts';
import { EmptyState, Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { gameDashEnglish } from '../../i18n/game-dash.en.js';
import { highlightsOf, myHighlightsQueryOptions } from '../game/highlights.js';
import { relativeTime } from '../game/neuron-line.js';
import '../../i18n/game.en.js';
import './highlights.css';

/** The spec's virtual list. */
export const HIGHLIGHT_ROW = 100;
export const HIGHLIGHT_OVERSCAN = 3;
export const HIGHLIGHT_SCROLL_DISTANCE = 200;

const TYPES: Readonly<Record<string, string>> = gameDashEnglish.highlights.type;

/**
 * A highlight's link as the router's parts, for an in-app path only: anything else (another
 * site, `//host`, `javascript:`) opens nothing.
 *
 * @example appLink('/challenges/tools?tab=ideas') // { to: '/challenges/tools', search: { tab: 'ideas' }, hash: '' }
 */
export function appLink(
  link: string | null,
): { to: string; search: Record<string, string>; hash: string } | null {
  if (!link?.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  const url = new URL(link, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid') return null;
  return {
    to: url.pathname,
    search: Object.fromEntries(url.searchParams),
    hash: url.hash.replace(/^#/, ''),
  };
}

export function HighlightList({
  userId,
  place,
  onLeave,
}: {
  userId: string;
  /** The dialog's tab is shorter than the page's list. */
  place: 'dash' | 'page';
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(myHighlightsQueryOptions(userId));
  const lines = useMemo(() => (query.data ? highlightsOf(query.data.pages) : []), [query.data]);
  const total = Math.max(lines.length, query.data?.pages.at(-1)?.total ?? 0);
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => HIGHLIGHT_ROW,
    overscan: HIGHLIGHT_OVERSCAN,
    getItemKey: (index) => lines[index]?.id ?? index,
  });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const nearTheEnd = useCallback(() => {
    const box = scroller.current;
    if (!box || !hasNextPage || isFetchingNextPage) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= HIGHLIGHT_SCROLL_DISTANCE)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A page that arrives and still does not fill the view asks for the next one.
  useEffect(nearTheEnd, [nearTheEnd, lines.length]);

  if (query.isPending)
    return (
      <SkeletonGroup label={t('highlights.loading')}>
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  if (lines.length === 0)
    return (
      <EmptyState level={3} title={t('dash.highlightsEmpty')}>
        {t('dash.highlightsText')}
      </EmptyState>
    );
  const now = Date.now();
  return (
    <section
      ref={scroller}
      className="app-highlights"
      data-place={place}
      aria-label={t('highlights.label')}
      aria-busy={isFetchingNextPage}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls in its box, which takes focus so that a keyboard can scroll it.
      tabIndex={0}
      onScroll={nearTheEnd}
    >
      <ul
        className="nv-list-plain app-highlight-rows"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const highlight = lines[row.index];
          if (!highlight) return null;
          return (
            <li
              key={row.key}
              className="app-highlight"
              aria-setsize={total}
              aria-posinset={row.index + 1}
              // Where the virtual row sits: computed as the list scrolls, so not a class.
              style={{ height: row.size, transform: `translateY(${row.start}px)` }}
            >
              <HighlightLine highlight={highlight} now={now} {...(onLeave ? { onLeave } : {})} />
            </li>
          );
        })}
      </ul>
      {isFetchingNextPage ? (
        <p className="nv-visually-hidden" role="status">
          {t('highlights.loadingMore')}
        </p>
      ) : null}
    </section>
  );
}

function HighlightLine({
  highlight,
  now,
  onLeave,
}: {
  highlight: Highlight;
  now: number;
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  const link = appLink(highlight.link);
  const at = new Date(highlight.notified_at * 1000).toISOString();
  const type = t(
    `highlights.type.${highlight.highlight_type in TYPES ? highlight.highlight_type : 'other'}`,
  );
  return (
    <>
      <p className="nv-flush app-highlight-statement">
        {link ? (
          // A path the server wrote for this app; the router's types know only literal routes.
          <Link
            to={link.to as '/'}
            search={link.search as never}
            {...(link.hash ? { hash: link.hash } : {})}
            {...(onLeave ? { onClick: onLeave } : {})}
          >
            {highlight.statement}
          </Link>
        ) : (
          highlight.statement
        )}
      </p>
      <p className="nv-flush nv-hint">
        <span className="nv-badge" data-tone="brand">
          {type}
        </span>{' '}
        {highlight.role === 'overall'
          ? null
          : `${t('highlights.asRole', { role: t(`brains.roleName.${highlight.role}`) })} · `}
        <time dateTime={at}>{relativeTime(at, now)}</time>
      </p>
    </>
  );
}
