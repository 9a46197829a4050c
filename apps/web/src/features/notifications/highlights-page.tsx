/** Notifications › Highlights: the Game Dash's virtual list of the player's highlights, taller. */
import { Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { useMe } from '../session/queries.js';
import { Panel } from './section.js';
import '../../i18n/notifications.en.js';

/**
 * The list as a part of its own: the virtualizer under it (@tanstack/react-virtual, ~11 KB gzip)
 * and the Game Dash's words would otherwise be in this page's first script. The loader starts
 * it beside the first page of highlights; the page's frame shows at once, the list's skeleton
 * until the code is in.
 */
const HighlightList = lazyPart(() =>
  import('../game-dash/highlight-list.js').then((m) => m.HighlightList),
);

/**
 * Starts the list's code without waiting for it (the route's loader): a failed download shows
 * when the list renders, which asks again.
 */
export function startHighlightList(): void {
  HighlightList.load().catch(() => undefined);
}

/** The list's space while its code arrives: the same skeleton it shows while its data does. */
function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('notificationsPage.highlightsLoading')}>
      <Skeleton lines={4} />
    </SkeletonGroup>
  );
}

/** Highlights: the whole list, the Game Dash's virtual list in a taller box. */
export function HighlightsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <Panel title={t('notificationsPage.highlights')}>
      {me ? (
        <Suspense fallback={<ListSkeleton />}>
          <HighlightList userId={me.user.id} place="page" />
        </Suspense>
      ) : null}
    </Panel>
  );
}
