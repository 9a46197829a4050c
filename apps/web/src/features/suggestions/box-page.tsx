/**
 * A user's suggestion box (`/{handle}/mentor`): their intro, a form for signed-in visitors to
 * send a question, the answered questions (public) and the reader's own waiting ones. A user
 * without a box shows an empty state; its owner gets the way to open one.
 */
import { Badge, Card, EmptyState, Pager, useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState, useTransition } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { meQueryOptions, useMe } from '../session/queries.js';
import { boxQueryOptions, PAGE_SIZE, priorsQueryOptions } from './queries.js';
import { loadQuestionForms, QuestionCard } from './question-card.js';
import '../../i18n/suggestions.en.js';

// The form to send a question shows only to signed-in visitors of an open box they do not own.
const AskForm = lazyPart(() => import('./ask-form.js').then((m) => m.AskForm));

/**
 * The box page's loader: the box and, once it is open (a closed box has no questions to ask
 * for: 404), its answered questions and, for a signed-in visitor who does not own it, their own
 * questions waiting there (the first page of each), with the code of the forms this visitor
 * sees.
 */
export async function loadBoxPage(client: QueryClient, handle: string): Promise<void> {
  const [me, box] = await Promise.all([
    client.ensureQueryData(meQueryOptions()),
    client.ensureQueryData(boxQueryOptions(handle)),
  ]);
  if (!box.box) return;
  const asker = !!me && me.user.id !== box.owner.id;
  const lists = await Promise.all([
    client.ensureQueryData(priorsQueryOptions(handle, 'answered', 0)),
    asker ? client.ensureQueryData(priorsQueryOptions(handle, 'pending', 0)) : undefined,
    asker ? AskForm.load() : undefined,
  ]);
  const shown = [...lists[0].data, ...(lists[1]?.data ?? [])];
  await loadQuestionForms(shown, me?.user.id ?? null);
}

export function SuggestionBoxPage({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const href = useRouterState({ select: (s) => s.location.href });
  const box = useSuspenseQuery(boxQueryOptions(handle));
  const { owner } = box.data;
  const own = me?.user.id === owner.id;
  if (!box.data.box)
    return (
      <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
        <h1 id="page-title" className="nv-flush">
          {t('suggestions.title', { handle: owner.screen_name })}
        </h1>
        <Card>
          {own ? (
            <EmptyState
              title={t('suggestions.noBoxYours')}
              action={
                <Link
                  className="nv-button"
                  to="/$platformSlug/mentor/sign-up"
                  params={{ platformSlug: owner.screen_name }}
                >
                  {t('suggestions.openYours')}
                </Link>
              }
            />
          ) : (
            <EmptyState title={t('suggestions.noBox', { handle: owner.screen_name })} />
          )}
        </Card>
        {me && !own ? <FundLink handle={owner.screen_name} /> : null}
      </section>
    );
  const { intro, questions, answered } = box.data.box;
  return (
    <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      <Card padding="lg" className="nv-stack">
        <h1 id="page-title" className="nv-flush">
          {t('suggestions.title', { handle: owner.screen_name })}
        </h1>
        <p className="nv-prewrap nv-flush">{intro}</p>
        <p className="nv-flush">
          <Badge>{t('suggestions.counts', { count: questions, answered })}</Badge>
        </p>
      </Card>
      {own ? (
        <p className="nv-flush">
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
    <p className="nv-flush">
      <Link
        className="nv-button"
        data-variant="secondary"
        to="/$platformSlug/mentor/pay"
        params={{ platformSlug: handle }}
      >
        {t('suggestions.fundLink', { handle })}
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
    <section aria-labelledby={id} className="nv-stack">
      <h2 id={id} className="nv-flush">
        {heading}
      </h2>
      {total === 0 ? (
        // Words, not the EmptyState's heading: the list's own heading is the one to find.
        <Card>
          <p className="nv-empty nv-text-muted nv-flush">{t('suggestions.noneAnswered')}</p>
        </Card>
      ) : null}
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
