/**
 * The suggestion box on the dashboards. Catalyst: the questions received in my box, unanswered
 * first, each with its answer form. Innovator: the questions I sent to others' boxes, all of
 * them or one box's (`$challenge`, the box's challenge slug), and one question (`$idea`).
 */

import type { MeDetailed } from '@nervus/contracts';
import { Pager, useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, useTransition } from 'react';
import { challengeQueryOptions } from '../challenge/queries.js';
import { meQueryOptions, useMe } from '../session/queries.js';
import {
  boxQueryOptions,
  PAGE_SIZE,
  priorsQueryOptions,
  questionQueryOptions,
  type SuggestionState,
  sentQueryOptions,
} from './queries.js';
import { QuestionCard } from './question-card.js';
import '../../i18n/suggestions.en.js';

const STATES: readonly SuggestionState[] = ['all', 'pending', 'answered'];

/** The catalyst board's loader: the viewer's own box and the first page of its questions. */
export async function loadCatalystBoard(client: QueryClient): Promise<void> {
  const me = await client.ensureQueryData(meQueryOptions());
  if (!me) return;
  const box = await client.ensureQueryData(boxQueryOptions(me.user.screen_name));
  if (box.box) await client.ensureQueryData(priorsQueryOptions(me.user.screen_name, 'all', 0));
}

/** The innovator's question page's loader: the box (named by its challenge), then the question. */
export async function loadInnovatorQuestion(
  client: QueryClient,
  challenge: string,
  idea: string,
): Promise<void> {
  // An unknown box or question is the page's "not found", not a failed load.
  const box = await client.ensureQueryData(challengeQueryOptions(challenge)).catch(() => null);
  if (box) await client.prefetchQuery(questionQueryOptions(box.catalyst.handle, idea));
}

export function CatalystSuggestionBoard() {
  // The shell shows dashboards to signed-in users only.
  const me = useSuspenseQuery(meQueryOptions()).data;
  return me ? <ReceivedQuestions me={me} /> : null;
}

function ReceivedQuestions({ me }: { me: MeDetailed }) {
  const { t } = useTranslation();
  const handle = me.user.screen_name;
  const box = useSuspenseQuery(boxQueryOptions(handle));
  const heading = <h1 id="page-title">{t('suggestions.receivedTitle')}</h1>;
  if (!box.data.box)
    return (
      <section aria-labelledby="page-title">
        {heading}
        <p>{t('suggestions.noBoxYours')}</p>
        <Link to="/$platformSlug/mentor/sign-up" params={{ platformSlug: handle }}>
          {t('suggestions.openYours')}
        </Link>
      </section>
    );
  return (
    <section aria-labelledby="page-title" className="app-stack">
      {heading}
      <p>
        <Link to="/$platformSlug/mentor" params={{ platformSlug: handle }}>
          {t('suggestions.visitYours')}
        </Link>
      </p>
      <ReceivedList handle={handle} viewerId={me.user.id} />
    </section>
  );
}

function ReceivedList({ handle, viewerId }: { handle: string; viewerId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<SuggestionState>('all');
  const [page, setPage] = useState(0);
  // A transition keeps the list on screen while another state or page loads.
  const [, startTransition] = useTransition();
  const list = useSuspenseQuery(priorsQueryOptions(handle, state, page)).data;
  const total = list.meta.total;
  return (
    <>
      <fieldset className="app-actions">
        <legend>{t('suggestions.show')}</legend>
        {STATES.map((s) => (
          <label key={s}>
            <input
              type="radio"
              name="suggestion-state"
              value={s}
              checked={state === s}
              onChange={() =>
                startTransition(() => {
                  setState(s);
                  setPage(0);
                })
              }
            />{' '}
            {t(`suggestions.state.${s}`)}
          </label>
        ))}
      </fieldset>
      {total === 0 ? <p>{t('suggestions.noneReceived')}</p> : null}
      {list.data.map((s) => (
        <QuestionCard key={s.id} suggestion={s} viewerId={viewerId} as="h2" />
      ))}
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={(next) => startTransition(() => setPage(next))}
        label={t('suggestions.receivedTitle')}
      />
    </>
  );
}

export function InnovatorSuggestionBoard({ challenge }: { challenge?: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [page, setPage] = useState(0);
  const [, startTransition] = useTransition();
  const list = useSuspenseQuery(sentQueryOptions(challenge, page));
  const total = list.data.meta.total;
  const owner = challenge ? list.data.data[0]?.box.owner.handle : undefined;
  const title = owner ? t('suggestions.sentTo', { handle: owner }) : t('suggestions.sentTitleList');
  const platformSlug = me?.user.screen_name ?? '';
  return (
    <section aria-labelledby="page-title" className="app-stack">
      <h1 id="page-title">{title}</h1>
      {challenge ? (
        <p>
          <Link to="/$platformSlug/my-dashboard/innovator/suggestion-box" params={{ platformSlug }}>
            {t('suggestions.allSent')}
          </Link>
        </p>
      ) : null}
      {total === 0 ? <p>{t('suggestions.noneSent')}</p> : null}
      <ul className="app-stack" aria-label={title}>
        {list.data.data.map((s) => (
          <li key={s.id} className="app-card">
            <Link
              to="/$platformSlug/my-dashboard/innovator/suggestion-box/$challenge/$idea"
              params={{ platformSlug, challenge: s.box.slug, idea: s.id }}
            >
              {s.title}
            </Link>
            <p className="nv-hint">
              {s.answer
                ? t('suggestions.statusAnswered', { date: s.answer.created_at.slice(0, 10) })
                : t('suggestions.waiting')}
              {' · '}
              {challenge ? (
                `@${s.box.owner.handle}`
              ) : (
                <Link
                  to="/$platformSlug/my-dashboard/innovator/suggestion-box/$challenge"
                  params={{ platformSlug, challenge: s.box.slug }}
                >
                  {t('suggestions.boxOf', { handle: s.box.owner.handle })}
                </Link>
              )}
            </p>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={(next) => startTransition(() => setPage(next))}
        label={title}
      />
    </section>
  );
}

export function InnovatorQuestion({ challenge, idea }: { challenge: string; idea: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // The question's address names its box by challenge; its owner's handle comes from there.
  // Plain queries, which the route's loader has prefetched: not finding the box or the question
  // is this page's own answer, not a failed load.
  const box = useQuery(challengeQueryOptions(challenge));
  const handle = box.data?.catalyst.handle ?? '';
  const one = useQuery({ ...questionQueryOptions(handle, idea), enabled: !!handle });
  if (box.isError || one.isError || one.data === null)
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">{t('suggestions.notFoundTitle')}</h1>
        <p>{t('suggestions.notFound')}</p>
      </section>
    );
  if (!one.data) return <p role="status">{t('notices.loading')}</p>;
  return (
    <div className="app-stack">
      <QuestionCard suggestion={one.data} viewerId={me?.user.id ?? null} as="h1" />
      <p>
        <Link
          to="/$platformSlug/my-dashboard/innovator/suggestion-box/$challenge"
          params={{ platformSlug: me?.user.screen_name ?? '', challenge }}
        >
          {t('suggestions.sentTo', { handle: one.data.box.owner.handle })}
        </Link>
      </p>
    </div>
  );
}
