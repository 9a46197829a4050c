/**
 * The question collection: the open questions (challenges) of the host's platform, a player or a
 * platform, as a page made to be framed by another site (a club's or a company's) or shown on a
 * screen: no header, footer or sidebar (the route's raw layout), cards with the question, its
 * category, prize, time left and ideas count, and an Answer link that opens the challenge on our
 * site in a new tab (a link in a frame must never navigate the host page). The theme follows
 * `?theme=light|dark`, else the reader's system. The server lets any site frame this page and
 * no other (decision 17).
 */
import { ApiError } from '@nervus/api-client';
import type { ChallengeCard as Card } from '@nervus/contracts';
import {
  applyTheme,
  ChallengeCard,
  Countdown,
  EmptyState,
  Pager,
  readTheme,
  Skeleton,
  SkeletonGroup,
  useTranslation,
} from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { imageSources } from '../../lib/images.js';
import { COLLECTION_PAGE_SIZE, type CollectionSource, collectionQueryOptions } from './queries.js';
import '../../i18n/question-collection.en.js';
import './collection.css';

/** A card's cover is a column of the grid wide (at most a third of the page's 1200 px). */
const COVER_SIZES = '(min-width: 1248px) 400px, (min-width: 768px) 50vw, 100vw';

/** The theme the embedding site asks for, else the reader's system (not this device's choice). */
export function useEmbeddedTheme(theme: 'light' | 'dark' | undefined): void {
  useEffect(() => {
    applyTheme(theme ?? 'system');
    // Back to this device's own choice when the app leaves the page.
    return () => applyTheme(readTheme());
  }, [theme]);
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

function Loading() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('questionCollection.loading')}>
      <div className="nv-grid">
        {[0, 1, 2].map((n) => (
          <div key={n} className="nv-card nv-stack">
            <Skeleton width="40%" />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

function heading(source: CollectionSource | undefined, t: ReturnType<typeof useTranslation>['t']) {
  if (source?.kind === 'player') return t('questionCollection.titleOf', { handle: source.handle });
  if (source?.title) return t('questionCollection.titleOn', { platform: source.title });
  return t('questionCollection.title');
}

export interface QuestionCollectionProps {
  /** Whose questions; undefined while it is being found (or when it failed). */
  readonly source: CollectionSource | undefined;
  readonly page: number;
  readonly onPage: (page: number) => void;
}

export function QuestionCollection({ source, page, onPage }: QuestionCollectionProps) {
  const { t } = useTranslation();
  const brand = t('brand');
  const list = useQuery({
    ...collectionQueryOptions(source ?? { kind: 'platform', slug: '', title: null }, page),
    enabled: source !== undefined,
    retry: false,
  });
  const title = heading(source, t);
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
    body = <Loading />;
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

  return (
    <div className="nv-stack question-collection" data-gap="lg">
      <div className="nv-stack" data-gap="sm">
        <h1 className="nv-flush">{title}</h1>
        <p className="nv-flush nv-text-muted">{t('questionCollection.lead', { brand })}</p>
      </div>
      {body}
      <p className="nv-flush nv-text-muted question-collection-powered">
        {t('questionCollection.poweredBy')}{' '}
        <a href="/" target="_blank" rel="noopener">
          {brand}
        </a>
      </p>
    </div>
  );
}
