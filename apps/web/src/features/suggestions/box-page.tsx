/**
 * A user's suggestion box (`/{handle}/mentor`): their intro, a form for signed-in visitors to
 * send a question, the answered questions (public) and the reader's own waiting ones. A user
 * without a box shows an empty state; its owner gets the way to open one.
 */
import { SUGGESTION_DESCRIPTION_MAX, SUGGESTION_TITLE_MAX } from '@nervus/contracts';
import {
  Form,
  Pager,
  SubmitButton,
  Textarea,
  TextInput,
  useForm,
  useTranslation,
} from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState, useTransition } from 'react';
import { formAction } from '../../lib/form-action.js';
import { useMe } from '../session/queries.js';
import { boxQueryOptions, PAGE_SIZE, priorsQueryOptions, useAskSuggestion } from './queries.js';
import { QuestionCard } from './question-card.js';
import '../../i18n/money.en.js';
import '../../i18n/suggestions.en.js';

export function SuggestionBoxPage({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const href = useRouterState({ select: (s) => s.location.href });
  const box = useSuspenseQuery(boxQueryOptions(handle));
  const { owner } = box.data;
  const own = me?.user.id === owner.id;
  if (!box.data.box)
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">{t('suggestions.title', { handle: owner.screen_name })}</h1>
        {own ? (
          <>
            <p>{t('suggestions.noBoxYours')}</p>
            <Link to="/$platformSlug/mentor/sign-up" params={{ platformSlug: owner.screen_name }}>
              {t('suggestions.openYours')}
            </Link>
          </>
        ) : (
          <p>{t('suggestions.noBox', { handle: owner.screen_name })}</p>
        )}
        {me && !own ? <FundLink handle={owner.screen_name} /> : null}
      </section>
    );
  const { intro, questions, answered } = box.data.box;
  return (
    <section aria-labelledby="page-title" className="app-stack">
      <h1 id="page-title">{t('suggestions.title', { handle: owner.screen_name })}</h1>
      <p style={{ whiteSpace: 'pre-wrap' }}>{intro}</p>
      <p className="nv-hint">{t('suggestions.counts', { count: questions, answered })}</p>
      {own ? (
        <p>
          <Link
            to="/$platformSlug/my-dashboard/catalyst/suggestion-box"
            params={{ platformSlug: owner.screen_name }}
          >
            {t('suggestions.answerInDashboard')}
          </Link>
        </p>
      ) : me ? (
        <>
          <FundLink handle={owner.screen_name} />
          <AskForm handle={owner.screen_name} />
        </>
      ) : (
        <p>
          <Link to="/accounts/gateway" search={{ continue: href }}>
            {t('suggestions.signInToAsk')}
          </Link>
        </p>
      )}
      {me && !own ? (
        <QuestionList
          handle={owner.screen_name}
          state="pending"
          heading={t('suggestions.yourWaiting')}
          viewerId={me.user.id}
          hideWhenEmpty
        />
      ) : null}
      <QuestionList
        handle={owner.screen_name}
        state="answered"
        heading={t('suggestions.answeredList')}
        viewerId={me?.user.id ?? null}
      />
    </section>
  );
}

/** Any signed-in player can fund the box's owner (patrons fund); the pay page works without a box too. */
function FundLink({ handle }: { handle: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <Link to="/$platformSlug/mentor/pay" params={{ platformSlug: handle }}>
        {t('funding.boxLink', { handle })}
      </Link>
    </p>
  );
}

function QuestionList({
  handle,
  state,
  heading,
  viewerId,
  hideWhenEmpty = false,
}: {
  handle: string;
  state: 'answered' | 'pending';
  heading: string;
  viewerId: string | null;
  hideWhenEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  // A transition keeps this page on screen while the next one loads, instead of suspending.
  const [, startTransition] = useTransition();
  const list = useSuspenseQuery(priorsQueryOptions(handle, state, page));
  const total = list.data.meta.total;
  if (hideWhenEmpty && total === 0) return null;
  const id = `list-${state}`;
  return (
    <section aria-labelledby={id} className="app-stack">
      <h2 id={id}>{heading}</h2>
      {total === 0 ? <p>{t('suggestions.noneAnswered')}</p> : null}
      {list.data.data.map((s) => (
        <QuestionCard
          key={s.id}
          suggestion={s}
          viewerId={viewerId}
          link={
            <Link
              to="/$platformSlug/mentor/detail"
              params={{ platformSlug: handle }}
              search={{ question: s.id }}
            >
              {t('suggestions.open', { title: s.title })}
            </Link>
          }
        />
      ))}
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={(next) => startTransition(() => setPage(next))}
        label={heading}
      />
    </section>
  );
}

function AskForm({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ask = useAskSuggestion(handle);
  const form = useForm({
    initial: { title: '', description: '' },
    fields: {
      title: { label: t('suggestions.questionTitle'), required: true },
      description: { label: t('suggestions.questionDescription') },
    },
    once: true,
    action: async (values) =>
      await formAction(ask.mutateAsync({ title: values.title, description: values.description })),
    onSuccess: (sent) => {
      void navigate({
        to: '/$platformSlug/mentor/sent',
        params: { platformSlug: handle },
        search: { question: sent.data.id },
      });
    },
  });
  return (
    <section aria-labelledby="ask-title">
      <h2 id="ask-title">{t('suggestions.ask', { handle })}</h2>
      <Form form={form} label={t('suggestions.ask', { handle })}>
        <TextInput
          label={t('suggestions.questionTitle')}
          name="title"
          required
          maxLength={SUGGESTION_TITLE_MAX}
          value={form.values.title}
          onChange={(v) => form.set('title', v)}
          error={form.errorOf('title')}
        />
        <Textarea
          label={t('suggestions.questionDescription')}
          name="description"
          rows={5}
          maxLength={SUGGESTION_DESCRIPTION_MAX}
          value={form.values.description}
          onChange={(v) => form.set('description', v)}
          error={form.errorOf('description')}
        />
        <p className="nv-hint">{t('suggestions.privacy')}</p>
        <SubmitButton form={form}>{t('suggestions.send')}</SubmitButton>
      </Form>
    </section>
  );
}
