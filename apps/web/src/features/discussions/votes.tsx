import { DISCUSSION_VOTE_KINDS, type DiscussionMessage } from '@nervus/contracts';
import { Button, useToast, useTranslation } from '@nervus/ui-kit';
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
    <fieldset className="nv-fieldset-plain">
      <legend className="nv-visually-hidden">{t('discussions.votes')}</legend>
      <div className="app-votes">
        {DISCUSSION_VOTE_KINDS.map((kind) => {
          const pressed = message.my_votes.includes(kind);
          return (
            <Button
              key={kind}
              size="sm"
              variant={pressed ? 'primary' : 'ghost'}
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
              {t(`discussions.vote.${kind}`)}{' '}
              <span className="app-vote-count">{message.votes[kind]}</span>
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
