/**
 * A player's challenges on their home (`/{player}`): Open and Closed as tabs, the entry-fee
 * filter the podcast addresses send as a chip that removes it, the cards in the grid and a
 * pager. The whole state is in the address, so a link reproduces it.
 */
import {
  Card,
  EmptyState,
  Pager,
  Skeleton,
  SkeletonGroup,
  Tabs,
  useTranslation,
} from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { CardOfChallenge } from '../home/card.js';
import { useMe } from '../session/queries.js';
import { type UserHomeAddress, userChallengesAsk } from './address.js';
import { USER_CHALLENGES_PAGE_SIZE, userChallengesQueryOptions } from './queries.js';
import '../../i18n/user-pages.en.js';

export interface UserChallengesProps {
  /** The player's screen name. */
  readonly handle: string;
  /** The player's id: whether the page is the viewer's own. */
  readonly userId: string;
  readonly address: UserHomeAddress;
  /** Writes a change into the address. */
  readonly onChange: (next: UserHomeAddress) => void;
}

/** The grid's skeleton while a tab's cards load. */
export function ChallengeGridSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('userPages.loading')}>
      <ul className="nv-grid nv-list-plain">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <Card className="nv-stack">
              <Skeleton width="40%" />
              <Skeleton lines={3} />
            </Card>
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}

function TabList({ handle, userId, address, onChange }: UserChallengesProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const ask = userChallengesAsk(address);
  const { data } = useSuspenseQuery(userChallengesQueryOptions(handle, ask));
  const own = me?.user.id === userId;
  if (data.data.length === 0 && ask.page === 0) {
    const fee = ask.filter === 'idea_entry_fee';
    return (
      <EmptyState
        level={3}
        title={t(`userPages.empty.${ask.state}${fee ? 'Fee' : ''}`, { handle })}
        action={
          own ? (
            <Link className="nv-button" to="/challenges/create">
              {t('userPages.createChallenge')}
            </Link>
          ) : fee ? (
            <Link
              className="nv-button"
              data-variant="secondary"
              to="/$platformSlug"
              params={{ platformSlug: handle }}
              search={{ ...address, filter: undefined, page: undefined }}
            >
              {t('userPages.showAll')}
            </Link>
          ) : undefined
        }
      >
        {own
          ? t(`userPages.emptyOwn.${ask.state}`)
          : t(`userPages.emptyOther.${ask.state}`, { handle })}
      </EmptyState>
    );
  }
  return (
    <div className="nv-stack">
      <p className="nv-text-muted nv-flush">{t('userPages.count', { count: data.meta.total })}</p>
      <ul className="nv-grid nv-list-plain">
        {data.data.map((card) => (
          <li key={card.id}>
            <CardOfChallenge card={card} />
          </li>
        ))}
      </ul>
      <Pager
        page={ask.page}
        total={data.meta.total}
        size={USER_CHALLENGES_PAGE_SIZE}
        label={t('userPages.challengesOf', { handle })}
        onPage={(next) => onChange({ ...address, page: next === 0 ? undefined : next })}
      />
    </div>
  );
}

export function UserChallenges(props: UserChallengesProps) {
  const { t } = useTranslation();
  const { handle, address, onChange } = props;
  const ask = userChallengesAsk(address);
  const feeLabel = t('userPages.withEntryFee');
  const list = (
    <Suspense fallback={<ChallengeGridSkeleton />}>
      <TabList {...props} />
    </Suspense>
  );
  return (
    <section aria-labelledby="user-challenges" className="nv-stack">
      <h2 id="user-challenges" className="nv-flush">
        {t('userPages.challengesOf', { handle })}
      </h2>
      {ask.filter === 'idea_entry_fee' ? (
        <ul className="nv-cluster nv-list-plain" aria-label={t('userPages.filters')}>
          <li className="nv-tag app-chip">
            {feeLabel}
            <Link
              className="app-chip-remove"
              to="/$platformSlug"
              params={{ platformSlug: handle }}
              search={{ ...address, filter: undefined, page: undefined }}
              aria-label={t('userPages.removeFilter', { filter: feeLabel })}
            >
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        </ul>
      ) : null}
      <div className="app-user-tabs">
        <Tabs
          label={t('userPages.tabs', { handle })}
          selected={ask.state}
          onSelect={(tab) =>
            onChange({
              ...address,
              tab: tab === 'closed' ? 'closed' : undefined,
              page: undefined,
            })
          }
          tabs={(['open', 'closed'] as const).map((state) => ({
            id: state,
            label: t(`userPages.${state}`),
            content: state === ask.state ? list : null,
          }))}
        />
      </div>
    </section>
  );
}
