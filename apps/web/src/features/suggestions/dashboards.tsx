/**
 * The suggestion box on the dashboards. Catalyst: the questions received in my box, unanswered
 * first, each with its answer form. Innovator: the questions I sent to others' boxes, all of
 * them or one box's (`$challenge`, the box's challenge slug), and one question (`$idea`).
 */

import { Pager } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useChildMatches } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { challengeQueryOptions } from '../challenge/queries.js';
import { useMe } from '../session/queries.js';
import {
  boxQueryOptions,
  PAGE_SIZE,
  priorsQueryOptions,
  questionQueryOptions,
  type SuggestionState,
  sentQueryOptions,
} from './queries.js';
import { QuestionCard } from './question-card.js';

const STATES: readonly SuggestionState[] = ['all', 'pending', 'answered'];

export function CatalystSuggestionBoard() {
  const { t } = useTranslation();
  const session = useMe();
  const me = session.data;
  const handle = me?.user.screen_name ?? '';
  const [state, setState] = useState<SuggestionState>('all');
  const [page, setPage] = useState(0);
  const box = useQuery({ ...boxQueryOptions(handle), enabled: !!me });
  const list = useQuery({
    ...priorsQueryOptions(handle, state, page),
    enabled: !!box.data?.box,
  });
  const heading = <h1 id="page-title">{t('suggestions.receivedTitle')}</h1>;
  const failed = me ? (box.data ? null : box.error) : session.error;
  if (failed)
    return (
      <p role="alert" className="nv-alert" data-tone="danger">
        {failed.message}
      </p>
    );
  if (!me || !box.data) return <p role="status">{t('notices.loading')}</p>;
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
  const total = list.data?.meta.total ?? 0;
  return (
    <section aria-labelledby="page-title" className="app-stack">
      {heading}
      <p>
        <Link to="/$platformSlug/mentor" params={{ platformSlug: handle }}>
          {t('suggestions.visitYours')}
        </Link>
      </p>
      <fieldset className="app-actions">
        <legend>{t('suggestions.show')}</legend>
        {STATES.map((s) => (
          <label key={s}>
            <input
              type="radio"
              name="suggestion-state"
              value={s}
              checked={state === s}
              onChange={() => {
                setState(s);
                setPage(0);
              }}
            />{' '}
            {t(`suggestions.state.${s}`)}
          </label>
        ))}
      </fieldset>
      {list.isPending ? <p role="status">{t('notices.loading')}</p> : null}
      {list.isError ? (
        <p role="alert" className="nv-alert" data-tone="danger">
          {list.error.message}
        </p>
      ) : null}
      {list.data && total === 0 ? <p>{t('suggestions.noneReceived')}</p> : null}
      {list.data?.data.map((s) => (
        <QuestionCard key={s.id} suggestion={s} viewerId={me.user.id} as="h2" />
      ))}
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={setPage}
        label={t('suggestions.receivedTitle')}
      />
    </section>
  );
}

export function InnovatorSuggestionBoard({ challenge }: { challenge?: string }) {
  const { t } = useTranslation();
  const children = useChildMatches();
  const { data: me } = useMe();
  const [page, setPage] = useState(0);
  const list = useQuery(sentQueryOptions(challenge, page));
  if (children.length > 0) return <Outlet />;
  const total = list.data?.meta.total ?? 0;
  const owner = challenge ? list.data?.data[0]?.box.owner.handle : undefined;
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
      {list.isPending ? <p role="status">{t('notices.loading')}</p> : null}
      {list.isError ? (
        <p role="alert" className="nv-alert" data-tone="danger">
          {list.error.message}
        </p>
      ) : null}
      {list.data && total === 0 ? <p>{t('suggestions.noneSent')}</p> : null}
      <ul className="app-stack" aria-label={title}>
        {list.data?.data.map((s) => (
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
      <Pager page={page} total={total} size={PAGE_SIZE} onPage={setPage} label={title} />
    </section>
  );
}

export function InnovatorQuestion({ challenge, idea }: { challenge: string; idea: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // The question's address names its box by challenge; its owner's handle comes from there.
  const box = useQuery(challengeQueryOptions(challenge));
  const handle = box.data?.catalyst.handle ?? '';
  const one = useQuery({ ...questionQueryOptions(handle, idea), enabled: !!handle });
  if (box.isError || one.isError)
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
