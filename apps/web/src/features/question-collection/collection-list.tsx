/**
 * The question collection's cards (a part of its own, `part.tsx`): the open questions with their
 * category, prize, time left and ideas count, each with an Answer link that opens the challenge
 * on our site in a new tab (a link in a frame must never navigate the host page), and the pager.
 */
import { ApiError } from '@nervus/api-client';
import type { ChallengeCard as Card } from '@nervus/contracts';
import { ChallengeCard, Countdown, EmptyState, Pager, useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { imageSources } from '../../lib/images.js';
import { CollectionSkeleton } from './collection-skeleton.js';
import { COLLECTION_PAGE_SIZE, collectionQueryOptions } from './queries.js';
import type { CollectionSource } from './source.js';
import '../../i18n/question-collection.en.js';

/** A card's cover is a column of the grid wide (at most a third of the page's 1200 px). */
const COVER_SIZES = '(min-width: 1248px) 400px, (min-width: 768px) 50vw, 100vw';

export async function prefetchCollection(
  queryClient: QueryClient,
  source: CollectionSource,
  page: number,
): Promise<void> {
  await queryClient.prefetchQuery(collectionQueryOptions(source, page));
}

function QuestionCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  const brand = t('brand');
  // Dollars as the home's cards write them: '$500', '$25.50'.
  const prize =
    card.prize.prize_money !== '0.00'
      ? `$${card.prize.prize_money.replace(/\.00$/, '')}`
      : (card.prize.prize_title ?? undefined);
  return (
    <ChallengeCard
      headingLevel={2}
      title={card.question_title}
      image={
        card.primary_image ? (
          <img
            {...imageSources(card.primary_image, COVER_SIZES)}
            alt=""
            width={600}
            height={400}
            loading="lazy"
          />
        ) : undefined
      }
      category={card.main_category?.name}
      prize={prize || undefined}
      open
      status={<Countdown endsAt={card.duration_end} />}
      ideas={card.ideas}
    >
      <a
        className="nv-button"
        data-size="sm"
        href={`/challenges/${encodeURIComponent(card.slug)}`}
        target="_blank"
        rel="noopener"
        aria-label={t('questionCollection.answerLabel', { title: card.question_title, brand })}
      >
        {t('questionCollection.answer')}
      </a>
    </ChallengeCard>
  );
}

export interface CollectionListProps {
  /** Whose questions; undefined when it could not be found out. */
  readonly source: CollectionSource | undefined;
  readonly page: number;
  readonly onPage: (page: number) => void;
}

export function CollectionList({ source, page, onPage }: CollectionListProps) {
  const { t } = useTranslation();
  const list = useQuery({
    ...collectionQueryOptions(source ?? { kind: 'platform', slug: '', title: null }, page),
    enabled: source !== undefined,
  });
  const missing =
    source === undefined || (list.error instanceof ApiError && list.error.status === 404);

  let body: ReactNode;
  if (missing) {
    body = (
      <EmptyState title={t('questionCollection.notFound')}>
        {t('questionCollection.notFoundHint')}
      </EmptyState>
    );
  } else if (list.isPending) {
    body = <CollectionSkeleton />;
  } else if (list.isError) {
    body = (
      <EmptyState
        title={t('questionCollection.failed')}
        action={
          <button type="button" className="nv-button" onClick={() => void list.refetch()}>
            {t('questionCollection.retry')}
          </button>
        }
      >
        {t('questionCollection.failedHint')}
      </EmptyState>
    );
  } else if (list.data.data.length === 0) {
    body = (
      <EmptyState title={t('questionCollection.empty')}>
        {t('questionCollection.emptyHint')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="nv-grid nv-list-plain" aria-label={t('questionCollection.list')}>
          {list.data.data.map((card) => (
            <li key={card.id}>
              <QuestionCard card={card} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          total={list.data.meta.total}
          size={COLLECTION_PAGE_SIZE}
          onPage={onPage}
          label={t('questionCollection.list')}
        />
      </>
    );
  }
  return body;
}
