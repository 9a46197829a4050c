/**
 * The Game Dash's neurons-earned tab: the player's neurons, newest first, 20 a page with More
 * while there are more; each line says why in the spec's words, links its challenge, and shows
 * the points with their sign and how long ago. A neuron earned on the realtime channel marks
 * these pages stale (their key is under the neurons'), so an open tab shows it at once.
 */
import { Button, EmptyState, Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { NeuronLine } from './neuron-item.js';
import { myNeuronPagesQueryOptions } from './queries.js';
import '../../i18n/game-dash.en.js';
import '../../i18n/game.en.js';

export function NeuronsTab({ signedIn, onLeave }: { signedIn: boolean; onLeave: () => void }) {
  if (!signedIn) return <SignInPrompt title="dash.signIn" onLeave={onLeave} />;
  return <NeuronList onLeave={onLeave} />;
}

/** A visitor's tab: what signing in shows, and the way in, back to this page afterwards. */
export function SignInPrompt({ title, onLeave }: { title: string; onLeave: () => void }) {
  const { t } = useTranslation();
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (
    <EmptyState
      level={3}
      title={t(title)}
      action={
        <Link
          className="nv-button"
          data-size="sm"
          to="/accounts/gateway"
          search={{ continue: path }}
          onClick={onLeave}
        >
          {t('dash.signInLink')}
        </Link>
      }
    />
  );
}

function NeuronList({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(myNeuronPagesQueryOptions());
  if (query.isPending)
    return (
      <SkeletonGroup label={t('dash.loading')}>
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  if (query.isError)
    return (
      <div className="nv-stack" data-gap="sm">
        <p className="nv-flush" role="alert">
          {t('dash.failed')}
        </p>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('dash.retry')}
          </Button>
        </div>
      </div>
    );
  const lines = query.data.pages.flatMap((page) => page.data);
  // One clock for the whole list, read as the lines (re)arrive.
  const now = Date.now();
  if (lines.length === 0)
    return (
      <EmptyState level={3} title={t('dash.none')}>
        {t('dash.noneText')}
      </EmptyState>
    );
  return (
    <div className="nv-stack" data-gap="sm">
      <ul aria-label={t('dash.neuronsLabel')} className="nv-list-plain app-neuron-list">
        {lines.map((n) => (
          <NeuronLine key={n.id} neuron={n} now={now} onLeave={onLeave} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('dash.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
