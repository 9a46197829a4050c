/**
 * The suggestion box's own pages under `/{handle}/mentor`: opening your box (sign-up), the
 * confirmation after sending a question (sent) and one question with its answer (detail,
 * `?question=<id>`: the route has no id segment, and a search parameter keeps the box's
 * address the parent of all its pages).
 */
import { Card, useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { meQueryOptions, useMe } from '../session/queries.js';
import { boxQueryOptions, questionQueryOptions } from './queries.js';
import { loadQuestionForms, QuestionCard } from './question-card.js';
import '../../i18n/suggestions.en.js';

// The form to open a box shows only to its signed-in owner while it has none.
const OpenBoxForm = lazyPart(() => import('./open-box-form.js').then((m) => m.OpenBoxForm));

/** The sign-up page's loader: the viewer and the box, with the form when the viewer sees it. */
export async function loadOpenBoxPage(client: QueryClient, handle: string): Promise<void> {
  const [me, box] = await Promise.all([
    client.ensureQueryData(meQueryOptions()),
    client.ensureQueryData(boxQueryOptions(handle)),
  ]);
  if (me && me.user.handle === handle.toLowerCase() && !box.box) await OpenBoxForm.load();
}

/** The question page's loader: the question, with the forms the viewer sees under it. */
export async function loadQuestionPage(
  client: QueryClient,
  handle: string,
  question: string | undefined,
): Promise<void> {
  if (!question) return;
  const [me, one] = await Promise.all([
    client.ensureQueryData(meQueryOptions()),
    client.ensureQueryData(questionQueryOptions(handle, question)),
  ]);
  if (one) await loadQuestionForms([one], me?.user.id ?? null);
}

export function OpenBoxPage({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const me = useSuspenseQuery(meQueryOptions()).data;
  const href = useRouterState({ select: (s) => s.location.href });
  const box = useSuspenseQuery(boxQueryOptions(handle));
  const heading = (
    <h1 id="page-title" className="nv-flush">
      {t('suggestions.openTitle')}
    </h1>
  );
  if (!me)
    return (
      <section aria-labelledby="page-title" className="nv-stack">
        {heading}
        <Link to="/accounts/gateway" search={{ continue: href }}>
          {t('suggestions.signInToOpen')}
        </Link>
      </section>
    );
  const mine = me.user.handle === handle.toLowerCase();
  return (
    <section aria-labelledby="page-title" className="nv-stack">
      {heading}
      {!mine ? (
        <>
          <p>{t('suggestions.onlyYours')}</p>
          <Link to="/$platformSlug/mentor/sign-up" params={{ platformSlug: me.user.screen_name }}>
            {t('suggestions.openYours')}
          </Link>
        </>
      ) : box.data.box ? (
        <>
          <p>{t('suggestions.alreadyOpen')}</p>
          <Link to="/$platformSlug/mentor" params={{ platformSlug: me.user.screen_name }}>
            {t('suggestions.visitYours')}
          </Link>
        </>
      ) : (
        <Card>
          <OpenBoxForm handle={me.user.screen_name} />
        </Card>
      )}
    </section>
  );
}

export function SentPage({ handle, question }: { handle: string; question?: string | undefined }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <section aria-labelledby="page-title" className="nv-stack">
      <h1 id="page-title" className="nv-flush">
        {t('suggestions.sentTitle')}
      </h1>
      <p role="status" className="nv-alert" data-tone="success">
        {t('suggestions.sentLead', { handle })}
      </p>
      <ul>
        {question ? (
          <li>
            <Link
              to="/$platformSlug/mentor/detail"
              params={{ platformSlug: handle }}
              search={{ question }}
            >
              {t('suggestions.seeQuestion')}
            </Link>
          </li>
        ) : null}
        {me ? (
          <li>
            <Link
              to="/$platformSlug/my-dashboard/innovator/suggestion-box"
              params={{ platformSlug: me.user.screen_name }}
            >
              {t('suggestions.yourSent')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/$platformSlug/mentor" params={{ platformSlug: handle }}>
            {t('suggestions.backToBox', { handle })}
          </Link>
        </li>
      </ul>
    </section>
  );
}

export function QuestionPage({
  handle,
  question,
}: {
  handle: string;
  question?: string | undefined;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const back = (
    <p className="nv-flush">
      <Link to="/$platformSlug/mentor" params={{ platformSlug: handle }}>
        {t('suggestions.backToBox', { handle })}
      </Link>
    </p>
  );
  if (!question) return <QuestionNotFound back={back} />;
  return (
    <Question handle={handle} question={question} viewerId={me?.user.id ?? null} back={back} />
  );
}

function QuestionNotFound({ back }: { back: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="nv-stack">
      <h1 id="page-title" className="nv-flush">
        {t('suggestions.notFoundTitle')}
      </h1>
      <p>{t('suggestions.notFound')}</p>
      {back}
    </section>
  );
}

function Question({
  handle,
  question,
  viewerId,
  back,
}: {
  handle: string;
  question: string;
  viewerId: string | null;
  back: ReactNode;
}) {
  const one = useSuspenseQuery(questionQueryOptions(handle, question)).data;
  if (!one) return <QuestionNotFound back={back} />;
  return (
    <div className="nv-stack">
      <QuestionCard suggestion={one} viewerId={viewerId} as="h1" />
      {back}
    </div>
  );
}
