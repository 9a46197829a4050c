/**
 * Owner-only rules and the promotion of QQ ideas.
 *
 * `useOwnerOnly` guards the catalyst's pages: a signed-in user who is not the challenge's owner
 * gets the spec's toast and is sent to their dashboard, and the page renders nothing meanwhile.
 * `PromoteIdea` sits on each revealed idea of a closed QQ challenge for its catalyst: it turns
 * the idea into a draft of a new question (once per idea) whose author becomes co-author.
 */
import type { Challenge, Idea } from '@nervus/contracts';
import { useToast } from '@nervus/ui-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { createKeys } from '../create/queries.js';
import { useMe } from '../session/queries.js';
import { isChallengeOpen } from './details.js';

export const promotedKeys = {
  list: (challengeId: string) => ['challenge', challengeId, 'promoted'] as const,
};

export const promotedQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: promotedKeys.list(challengeId),
    queryFn: async () =>
      (await api.call('promotedIdeas', { params: { id: challengeId }, query: { size: '200' } }))
        .data,
  });

/**
 * True once the signed-in user is known to own the challenge (its catalyst_id is theirs).
 * Anyone else gets the owner-mismatch toast and is taken to their dashboard.
 */
export function useOwnerOnly(
  challenge: Pick<Challenge, 'catalyst_id'> | null | undefined,
): boolean {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const owner = Boolean(me && challenge && me.user.id === challenge.catalyst_id);
  const mismatch = Boolean(me && challenge && !owner);
  const warned = useRef(false);
  useEffect(() => {
    if (!mismatch || warned.current) return;
    warned.current = true;
    toast.show(t('catalyst.notOwner'), 'danger');
    void navigate({ to: '/my-dashboard', replace: true });
  }, [mismatch, navigate, toast, t]);
  return owner;
}

/** Whether this viewer may promote ideas of this challenge: its catalyst, QQ, closed. */
function canPromote(challenge: Challenge, viewerId: string | undefined): boolean {
  return (
    viewerId === challenge.catalyst_id &&
    challenge.solution_format === 'qq' &&
    !isChallengeOpen(challenge)
  );
}

export function PromoteIdea({ challenge, idea }: { challenge: Challenge; idea: Idea }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const allowed = canPromote(challenge, me?.user.id) && idea.author !== null;
  const promoted = useQuery({ ...promotedQueryOptions(challenge.id), enabled: allowed });
  const promote = useMutation({
    mutationFn: async () => (await api.call('promoteIdea', { params: { id: idea.id } })).data,
    onSuccess: async (draft) => {
      // The creation flow looks the draft up in the list: it must not read a stale one.
      client.removeQueries({ queryKey: createKeys.drafts() });
      await client.invalidateQueries({ queryKey: promotedKeys.list(challenge.id) });
      await navigate({ to: '/challenges/create', search: { draft: draft._id } });
    },
    onError: (error) => toast.show(error.message, 'danger'),
  });
  if (!allowed || !idea.author) return null;
  const entry = promoted.data?.find((p) => p.idea_id === idea.id);
  if (entry?.challenge)
    return (
      <p className="nv-hint">
        {t('catalyst.promotedAs')}{' '}
        <Link to="/challenges/$challenge" params={{ challenge: entry.challenge.slug }}>
          {t('catalyst.openPromoted')}
        </Link>
      </p>
    );
  return (
    <p>
      <button
        type="button"
        className="nv-button"
        data-variant="secondary"
        disabled={promote.isPending || promoted.isPending}
        onClick={() => promote.mutate()}
      >
        {promote.isPending
          ? t('catalyst.promoting')
          : entry
            ? t('catalyst.continueDraft')
            : t('catalyst.promote', { title: idea.title })}
      </button>{' '}
      <span className="nv-hint">{t('catalyst.promoteHint', { handle: idea.author.handle })}</span>
    </p>
  );
}

/** The ideas of a QQ challenge promoted to new questions so far, with links once published. */
export function PromotedIdeas({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const promoted = useQuery({
    ...promotedQueryOptions(challenge.id),
    enabled: challenge.solution_format === 'qq',
  });
  if (!promoted.data || promoted.data.length === 0) return null;
  return (
    <section aria-labelledby="promoted-title">
      <h2 id="promoted-title">{t('catalyst.promotedList')}</h2>
      <ul>
        {promoted.data.map((p) => (
          <li key={p.idea_id}>
            {p.idea_title} · @{p.author.handle}
            {p.challenge ? (
              <>
                {' · '}
                <Link to="/challenges/$challenge" params={{ challenge: p.challenge.slug }}>
                  {t('catalyst.openPromoted')}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
