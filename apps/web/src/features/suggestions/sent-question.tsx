/**
 * One question I sent to a suggestion box (`$idea`), with its answer, on the innovator's
 * dashboard.
 */
import { useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { challengeQueryOptions } from '../challenge/queries.js';
import { meQueryOptions, useMe } from '../session/queries.js';
import { questionQueryOptions } from './queries.js';
import { loadQuestionForms, QuestionCard } from './question-card.js';
import '../../i18n/suggestions.en.js';

/**
 * The innovator's question page's loader: the box (named by its challenge), then the question,
 * with the rating form when its answer waits for the viewer's rating.
 */
export async function loadInnovatorQuestion(
  client: QueryClient,
  challenge: string,
  idea: string,
): Promise<void> {
  // An unknown box or question is the page's "not found", not a failed load.
  const box = await client.ensureQueryData(challengeQueryOptions(challenge)).catch(() => null);
  if (!box) return;
  const question = questionQueryOptions(box.catalyst.handle, idea);
  const [me] = await Promise.all([
    client.ensureQueryData(meQueryOptions()),
    client.prefetchQuery(question),
  ]);
  const one = client.getQueryData(question.queryKey);
  if (one) await loadQuestionForms([one], me?.user.id ?? null);
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
      <section aria-labelledby="page-title" className="nv-stack">
        <h1 id="page-title" className="nv-flush">
          {t('suggestions.notFoundTitle')}
        </h1>
        <p>{t('suggestions.notFound')}</p>
      </section>
    );
  if (!one.data) return <p role="status">{t('notices.loading')}</p>;
  return (
    <div className="nv-stack">
      <QuestionCard suggestion={one.data} viewerId={me?.user.id ?? null} as="h1" />
      <p className="nv-flush">
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
