import { DISCUSSION_VOTE_KINDS, type DiscussionMessage } from '@nervus/contracts';
import { useToast, useTranslation } from '@nervus/ui-kit';
import { type DiscussionRef, useVote } from './queries.js';
import type { Viewer } from './viewer.js';
import '../../i18n/discussions.en.js';

/** The seven vote buttons with their counts; pressed ones are the viewer's own votes. */
export function Votes({
  discussion,
  message,
  viewer,
}: {
  discussion: DiscussionRef;
  message: DiscussionMessage;
  viewer: Viewer;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const vote = useVote(discussion);
  // Visitors and the author see the counts; only other players who may post can press them.
  // Taking a vote back stays possible for everyone who gave it (the server allows it).
  const player = viewer.id !== null && !message.mine;
  const canVote = player && viewer.canPost;
  return (
    <fieldset className="app-actions" style={{ border: 0, padding: 0, margin: '8px 0' }}>
      <legend className="nv-hint">{t('discussions.votes')}</legend>
      {DISCUSSION_VOTE_KINDS.map((kind) => {
        const pressed = message.my_votes.includes(kind);
        return (
          <button
            key={kind}
            type="button"
            className="nv-button"
            data-variant={pressed ? undefined : 'secondary'}
            aria-pressed={pressed}
            disabled={!(canVote || (player && pressed)) || vote.isPending}
            title={
              viewer.id === null
                ? t('discussions.signInToVote')
                : message.mine
                  ? t('discussions.ownMessage')
                  : !canVote && !pressed
                    ? (viewer.blockedReason ?? undefined)
                    : undefined
            }
            onClick={() =>
              vote.mutate(
                { message: message.id, kind, on: !pressed },
                { onError: (error) => toast.show(error.message, 'danger') },
              )
            }
          >
            {t(`discussions.vote.${kind}`)} <span>{message.votes[kind]}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
