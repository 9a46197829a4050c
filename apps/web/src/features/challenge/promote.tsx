/**
 * The promotion of QQ ideas. `PromoteIdea` sits on each revealed idea of a closed QQ challenge for its catalyst: it turns
 * the idea into a draft of a new question (once per idea) whose author becomes co-author.
 */
import type { Challenge, Idea } from '@nervus/contracts';
import { Button, Card, useToast, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useMe } from '../session/queries.js';
import { usePromoteIdea } from './mutations.js';
import { isChallengeOpen } from './phase.js';
import { promotedQueryOptions } from './queries.js';
import '../../i18n/challenge-catalyst.en.js';

/** Whether this viewer may promote ideas of this challenge: its catalyst, QQ, closed. */
function canPromote(challenge: Challenge, viewerId: string | undefined): boolean {
  return (
    viewerId === challenge.catalyst_id &&
    challenge.solution_format === 'qq' &&
    !isChallengeOpen(challenge)
  );
}

export function PromoteIdea({ challenge, idea }: { challenge: Challenge; idea: Idea }) {
  const { data: me } = useMe();
  if (!canPromote(challenge, me?.user.id) || !idea.author) return null;
  return (
    <Suspense fallback={null}>
      <PromoteButton challenge={challenge} idea={idea} author={idea.author.handle} />
    </Suspense>
  );
}

function PromoteButton({
  challenge,
  idea,
  author,
}: {
  challenge: Challenge;
  idea: Idea;
  author: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: promoted } = useSuspenseQuery(promotedQueryOptions(challenge.id));
  const promote = usePromoteIdea(challenge.id, idea.id);
  const entry = promoted.find((p) => p.idea_id === idea.id);
  if (entry?.challenge)
    return (
      <p className="nv-hint nv-flush">
        {t('catalyst.promotedAs')}{' '}
        <Link to="/challenges/$challenge" params={{ challenge: entry.challenge.slug }}>
          {t('catalyst.openPromoted')}
        </Link>
      </p>
    );
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={promote.isPending}
        onClick={() =>
          promote.mutate(undefined, {
            onSuccess: async (draft) => {
              await navigate({ to: '/challenges/create', search: { draft: draft._id } });
            },
            onError: (error) => toast.show(error.message, 'danger'),
          })
        }
      >
        {promote.isPending
          ? t('catalyst.promoting')
          : entry
            ? t('catalyst.continueDraft')
            : t('catalyst.promote', { title: idea.title })}
      </Button>
      <span className="nv-hint">{t('catalyst.promoteHint', { handle: author })}</span>
    </>
  );
}

/** The ideas of a QQ challenge promoted to new questions so far, with links once published. */
export function PromotedIdeas({ challenge }: { challenge: Challenge }) {
  if (challenge.solution_format !== 'qq') return null;
  return (
    <Suspense fallback={null}>
      <PromotedList challengeId={challenge.id} />
    </Suspense>
  );
}

function PromotedList({ challengeId }: { challengeId: string }) {
  const { t } = useTranslation();
  const { data: promoted } = useSuspenseQuery(promotedQueryOptions(challengeId));
  if (promoted.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="promoted-title" className="nv-stack">
      <h2 id="promoted-title" className="nv-flush">
        {t('catalyst.promotedList')}
      </h2>
      <ul className="nv-stack nv-list-plain" data-gap="sm">
        {promoted.map((p) => (
          <li key={p.idea_id} className="nv-cluster">
            <strong>{p.idea_title}</strong>
            <span className="nv-hint">@{p.author.handle}</span>
            {p.challenge ? (
              <Link to="/challenges/$challenge" params={{ challenge: p.challenge.slug }}>
                {t('catalyst.openPromoted')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
