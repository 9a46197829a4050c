/**
 * `…/my-dashboard/director/past-olympiad`: the closed cycles, newest first, each with its
 * allocations and their payout states, and the owner's "Pay out all eligible".
 */
import type { Olympiad } from '@nervus/contracts';
import { formatCents, PAYABLE_STATES } from '@nervus/game-rules';
import {
  Button,
  Card,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  AllocationsTable,
  DirectorPage,
  day,
  NotDirector,
  useDirectedBase,
  useOwnsTournament,
  useTournamentSlug,
} from './parts.js';
import { allocationsQueryOptions, olympiadsQueryOptions, usePayOut } from './queries.js';
import '../../i18n/director.en.js';

export function PastOlympiadPage() {
  const { t } = useTranslation();
  const base = useDirectedBase();
  if (!base) return <NotDirector />;
  return (
    <DirectorPage title={t('director.tabs.past')}>
      <PastList />
    </DirectorPage>
  );
}

function PastList() {
  const owner = useOwnsTournament(useDirectedBase());
  const { t } = useTranslation();
  const platform = useTournamentSlug();
  const { data } = useSuspenseQuery(olympiadsQueryOptions(platform));
  const closed = data.data.filter((o) => o.status === 'closed');
  if (closed.length === 0)
    return (
      <Card>
        <EmptyState title={t('director.noPast')} />
      </Card>
    );
  return (
    <ol className="dir-list nv-stack" data-gap="lg">
      {closed.map((olympiad) => (
        <PastOlympiad key={olympiad.id} olympiad={olympiad} owner={owner} />
      ))}
    </ol>
  );
}

function PastOlympiad({ olympiad, owner }: { olympiad: Olympiad; owner: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const pay = usePayOut();
  const { data, error } = useQuery(allocationsQueryOptions(olympiad.id));
  const heading = `past-${olympiad.id}`;
  return (
    <Card as="li" padding="lg" className="nv-stack" data-gap="md" aria-labelledby={heading}>
      <h2 id={heading} className="nv-flush">
        {olympiad.name} · {day(olympiad.start_time)} – {day(olympiad.end_time)}
      </h2>
      <p className="nv-flush">
        {t('director.prizeTotal')}: {formatCents(olympiad.prize_total)}
        {data ? ` · ${t('director.paidOut', { amount: formatCents(data.paid_cents) })}` : ''}
      </p>
      {error ? <p role="alert">{error.message}</p> : null}
      {data ? (
        <AllocationsTable allocations={data.allocations} labelledBy={heading} />
      ) : error ? null : (
        <SkeletonGroup label={t('director.loading')}>
          <Skeleton lines={4} />
        </SkeletonGroup>
      )}
      {owner && data?.allocations.some((a) => PAYABLE_STATES.includes(a.state)) ? (
        <div className="dir-row">
          <Button
            loading={pay.isPending}
            onClick={() =>
              pay.mutate(olympiad.id, {
                onSuccess: (run) =>
                  toast.show(
                    run.paid_cents > 0
                      ? t('director.paid', { amount: formatCents(run.paid_cents) })
                      : t('director.nothingPaid'),
                    run.paid_cents > 0 ? 'success' : 'info',
                  ),
                onError: (failure) => toast.show(failure.message, 'danger'),
              })
            }
          >
            {t('director.payAll')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
