/**
 * A challenge's Discussions and Insightfuls tabs. Everyone reads; signed-in players who have
 * entered an idea or rated five post, reply, vote and report. A message stays editable by its
 * author until someone else replies or votes; removing it leaves "removed" in its place.
 * Bodies are markdown, sanitised before they reach the page.
 */
import { DiscussionTab } from './discussion-tab.js';
import type { DiscussionRef } from './queries.js';

const challengeRef = (challengeId: string): DiscussionRef => ({
  context: 'challenge',
  id: challengeId,
});

/** The Discussions tab: the conversation about a challenge, newest threads first. */
export function ChallengeDiscussions({ challengeId }: { challengeId: string }) {
  return <DiscussionTab discussion={challengeRef(challengeId)} kind="discussions" />;
}

/** The Insightfuls tab: the messages voted insightful, the most insightful first. */
export function ChallengeInsightfuls({ challengeId }: { challengeId: string }) {
  return <DiscussionTab discussion={challengeRef(challengeId)} kind="insightfuls" />;
}
