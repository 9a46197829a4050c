/**
 * A challenge as full-screen slides, for a meetup or a class: the question, its detail, how to
 * take part, and where it stands (the public counts while it runs; the Top 3 with their authors
 * once the results are revealed). Keys: ArrowRight, PageDown and Space next; ArrowLeft and
 * PageUp back; Home and End; F toggles the browser's full screen, Escape leaves it. Buttons do
 * the same for pointers. It reads only the challenge page's own calls, and before the close no
 * call that carries an idea: the counts come from the participants call (decision 17, 10).
 */
import { ApiError } from '@nervus/api-client';
import type { Challenge } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import {
  Countdown,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  StatTile,
  useTranslation,
} from '@nervus/ui-kit';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { imageSources } from '../../lib/images.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { isChallengeOpen } from '../challenge/phase.js';
import { challengeQueryOptions } from '../challenge/queries.js';
import { Counts } from './counts.js';
import '../../i18n/presentation.en.js';
import './presentation.css';

/** The cover fills the slide's column (at most the page's 1200 px). */
const COVER_SIZES = '(min-width: 1248px) 1200px, 100vw';

/**
 * The prize as the challenge page words it: an amount with money, else its title. Its own copy:
 * the page's module would bring the whole challenge page into this one's script.
 */
function prizeText(c: Challenge): string | null {
  if (Number(c.prize.prize_money) > 0) return `$${c.prize.prize_money}`;
  return c.prize.prize_title || null;
}

/** The results slide's code, loaded only for a closed challenge. */
const ResultsSlide = lazyPart(() => import('./results-slide.js').then((m) => m.ResultsSlide));

/** The deck's start: its challenge (the route's loader calls it once this module is in). */
export async function prefetchDeck(queryClient: QueryClient, key: string): Promise<void> {
  await queryClient.prefetchQuery({ ...challengeQueryOptions(key), retry: false });
}

type SlideName = 'question' | 'detail' | 'takePart' | 'standing' | 'results';

/** What a key does, or null for a key the slides leave alone. */
export function slideKey(
  key: string,
): 'next' | 'previous' | 'first' | 'last' | 'fullscreen' | null {
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
    case ' ':
      return 'next';
    case 'ArrowLeft':
    case 'PageUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}

/** Whether a key belongs to what has the focus (a button's Space, a field's arrows). */
function ownedByTarget(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  // A focused button or link answers Space (and Enter) itself.
  return (tag === 'BUTTON' || tag === 'A') && (event.key === ' ' || event.key === 'Enter');
}

function useFullscreen(element: React.RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void element.current?.requestFullscreen?.().catch(() => undefined);
  }, [element]);
  return { on, toggle };
}

function QuestionSlide({ c }: { c: Challenge }) {
  const { t } = useTranslation();
  return (
    <div className="presentation-question">
      {c.main_category ? <p className="nv-hero-kicker nv-flush">{c.main_category.name}</p> : null}
      <h1 className="presentation-title">{c.question_title}</h1>
      <p className="presentation-lead nv-flush">
        {t('presentation.by', { handle: c.catalyst.handle })}
      </p>
      {c.primary_image ? (
        <img
          className="presentation-cover"
          {...imageSources(c.primary_image, COVER_SIZES)}
          alt=""
          width={600}
          height={400}
        />
      ) : null}
    </div>
  );
}

function DetailSlide({ c }: { c: Challenge }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="presentation-heading">{t('presentation.names.detail')}</h2>
      {/* As the challenge page shows it: the catalyst's text, never HTML. */}
      <p className="presentation-text nv-prewrap nv-flush">
        {c.question_detail.trim() || t('presentation.noDetail')}
      </p>
    </>
  );
}

function TakePartSlide({ c, open }: { c: Challenge; open: boolean }) {
  const { t } = useTranslation();
  const path = `/challenges/${encodeURIComponent(c.slug)}`;
  const link = `${window.location.host}${path}`;
  return (
    <>
      <h2 className="presentation-heading">{t('presentation.takePart')}</h2>
      <ul className="nv-grid nv-list-plain">
        <li>
          <StatTile
            label={t('presentation.prize')}
            value={prizeText(c) ?? t('presentation.noPrize')}
          />
        </li>
        <li>
          <StatTile
            label={t('presentation.entryFee')}
            value={c.idea_entry_fee > 0 ? formatCents(c.idea_entry_fee) : t('presentation.free')}
          />
        </li>
        <li>
          <StatTile
            label={t('presentation.deadline')}
            value={
              open
                ? t('presentation.endsOn', { date: c.duration_end.slice(0, 10) })
                : t('presentation.closed')
            }
            hint={open ? <Countdown endsAt={c.duration_end} /> : undefined}
          />
        </li>
      </ul>
      <p className="presentation-text nv-flush">
        {t('presentation.answerAt')}{' '}
        <a className="presentation-link" href={path} target="_blank" rel="noopener">
          {link}
        </a>
      </p>
    </>
  );
}

/** While it runs: the counts the participants call gives anyone, never an idea. */
function StandingSlide({ c }: { c: Challenge }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="presentation-heading">{t('presentation.standing')}</h2>
      <Counts c={c} />
      <p className="presentation-text nv-flush">{t('presentation.hidden')}</p>
    </>
  );
}

function Slides({ c }: { c: Challenge }) {
  const { t } = useTranslation();
  const open = isChallengeOpen(c);
  const names: SlideName[] = ['question', 'detail', 'takePart', open ? 'standing' : 'results'];
  const last = names.length - 1;
  useEffect(() => {
    if (!open) void ResultsSlide.load().catch(() => undefined);
  }, [open]);
  const [index, setIndex] = useState(0);
  const deck = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(deck);
  const go = useCallback((to: number) => setIndex(Math.max(0, Math.min(last, to))), [last]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || ownedByTarget(event)) return;
      if (event.key === 'Escape') {
        if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
        return;
      }
      const action = slideKey(event.key);
      if (!action) return;
      event.preventDefault();
      if (action === 'fullscreen') fullscreen.toggle();
      else
        setIndex((i) =>
          Math.max(
            0,
            Math.min(
              last,
              action === 'next'
                ? i + 1
                : action === 'previous'
                  ? i - 1
                  : action === 'first'
                    ? 0
                    : last,
            ),
          ),
        );
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last, fullscreen.toggle]);

  const name = names[index] ?? 'question';
  const slides: Record<SlideName, ReactNode> = {
    question: <QuestionSlide c={c} />,
    detail: <DetailSlide c={c} />,
    takePart: <TakePartSlide c={c} open={open} />,
    standing: <StandingSlide c={c} />,
    results: (
      <Suspense
        fallback={
          <SkeletonGroup label={t('presentation.loading')}>
            <Skeleton lines={3} />
          </SkeletonGroup>
        }
      >
        <ResultsSlide c={c} />
      </Suspense>
    ),
  };
  const counter = t('presentation.slide', { n: index + 1, total: names.length });
  return (
    <section
      ref={deck}
      className="presentation"
      aria-roledescription="carousel"
      aria-label={t('presentation.label', { title: c.question_title })}
    >
      <section
        key={name}
        className="presentation-slide"
        aria-roledescription="slide"
        aria-label={t('presentation.slideLabel', {
          n: index + 1,
          total: names.length,
          name: t(`presentation.names.${name}`),
        })}
      >
        {/* The question is the page's heading on every slide: shown on the first, read on the rest. */}
        {name === 'question' ? null : <h1 className="nv-visually-hidden">{c.question_title}</h1>}
        {slides[name]}
      </section>
      <div className="presentation-controls">
        <button
          type="button"
          className="nv-button"
          data-variant="secondary"
          onClick={() => go(index - 1)}
          disabled={index === 0}
        >
          {t('presentation.previous')}
        </button>
        <p className="nv-flush presentation-counter" aria-live="polite">
          {counter}
        </p>
        <button
          type="button"
          className="nv-button"
          onClick={() => go(index + 1)}
          disabled={index === last}
        >
          {t('presentation.next')}
        </button>
        <button
          type="button"
          className="nv-button"
          data-variant="secondary"
          aria-pressed={fullscreen.on}
          onClick={fullscreen.toggle}
        >
          {fullscreen.on ? t('presentation.exitFullscreen') : t('presentation.fullscreen')}
        </button>
      </div>
      <p className="nv-visually-hidden">{t('presentation.keys')}</p>
    </section>
  );
}

export function Deck({ challengeKey }: { challengeKey: string }) {
  const { t } = useTranslation();
  const challenge = useQuery({ ...challengeQueryOptions(challengeKey), retry: false });
  if (challenge.isPending)
    return (
      <SkeletonGroup label={t('presentation.loading')}>
        <Skeleton width="30%" />
        <Skeleton lines={2} />
      </SkeletonGroup>
    );
  if (challenge.isError) {
    const status = challenge.error instanceof ApiError ? challenge.error.status : 0;
    if (status === 401)
      return (
        <EmptyState
          title={t('presentation.notFound')}
          action={
            <a
              className="nv-button"
              href={`/accounts/gateway?continue=${encodeURIComponent(window.location.pathname)}`}
            >
              {t('presentation.signIn')}
            </a>
          }
        >
          {t('presentation.notFoundHint')}
        </EmptyState>
      );
    if (status === 403 || status === 404 || status === 422)
      return (
        <EmptyState title={t('presentation.notFound')}>{t('presentation.notFoundHint')}</EmptyState>
      );
    return (
      <EmptyState
        title={t('presentation.failed')}
        action={
          <button type="button" className="nv-button" onClick={() => void challenge.refetch()}>
            {t('presentation.retry')}
          </button>
        }
      />
    );
  }
  return <Slides key={challenge.data.id} c={challenge.data} />;
}
