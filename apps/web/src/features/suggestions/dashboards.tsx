/**
 * The suggestion box on the catalyst's dashboard: the questions received in my box, unanswered
 * first, each with its answer form. The innovator's pages (the questions I sent) are
 * `sent-board.tsx` and `sent-question.tsx`.
 */

import type { MeDetailed } from '@nervus/contracts';
import { Card, EmptyState, Pager, useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, useTransition } from 'react';
import { meQueryOptions } from '../session/queries.js';
import { boxQueryOptions, PAGE_SIZE, priorsQueryOptions, type SuggestionState } from './queries.js';
import { loadQuestionForms, QuestionCard } from './question-card.js';
import '../../i18n/suggestions.en.js';

const STATES: readonly SuggestionState[] = ['all', 'pending', 'answered'];

/**
 * The catalyst board's loader: the viewer's own box and the first page of its questions, with
 * the answer form when one of them waits for an answer.
 */
export async function loadCatalystBoard(client: QueryClient): Promise<void> {
  const me = await client.ensureQueryData(meQueryOptions());
  if (!me) return;
  const box = await client.ensureQueryData(boxQueryOptions(me.user.screen_name));
  if (!box.box) return;
  const list = await client.ensureQueryData(priorsQueryOptions(me.user.screen_name, 'all', 0));
  await loadQuestionForms(list.data, me.user.id);
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
  const heading = (
    <h1 id="page-title" className="nv-flush">
      {t('suggestions.receivedTitle')}
    </h1>
  );
  if (!box.data.box)
    return (
      <section aria-labelledby="page-title" className="nv-stack">
        {heading}
        <p>{t('suggestions.noBoxYours')}</p>
        <Link to="/$platformSlug/mentor/sign-up" params={{ platformSlug: handle }}>
          {t('suggestions.openYours')}
        </Link>
      </section>
    );
  return (
    <section aria-labelledby="page-title" className="nv-stack">
      {heading}
      <p className="nv-flush">
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
      <fieldset className="nv-fieldset-plain nv-cluster">
        <legend className="nv-flush app-filter-legend">{t('suggestions.show')}</legend>
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
      {total === 0 ? (
        <Card>
          <EmptyState title={t('suggestions.noneReceived')} />
        </Card>
      ) : null}
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
