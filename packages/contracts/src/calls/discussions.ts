/** Discussions and insightfuls on a challenge: messages, replies, votes, reports. */
import { envelope, listEnvelope, PageQuerySchema } from '../common.js';
import {
  ContentReportInputSchema,
  ContentReportSchema,
  DiscussionEditInputSchema,
  DiscussionMessageInputSchema,
  DiscussionMessageSchema,
  DiscussionMetaSchema,
  DiscussionQuerySchema,
  DiscussionVoteInputSchema,
} from '../discussions.js';
import { defineCalls } from './define.js';

export const discussionsCalls = defineCalls({
  discussionMessages: {
    method: 'GET',
    path: '/content/contexts/{context}/{id}/messages',
    summary:
      "A discussion's top-level messages, newest first, or its insightful messages (sort=insightful)",
    tag: 'discussions',
    auth: 'optional',
    query: DiscussionQuerySchema,
    response: listEnvelope(DiscussionMessageSchema),
  },
  postDiscussionMessage: {
    method: 'POST',
    path: '/content/contexts/{context}/{id}/messages',
    summary: 'Post a message, or a reply with parent_id (needs 1 idea entered or 5 ideas rated)',
    tag: 'discussions',
    auth: 'user',
    body: DiscussionMessageInputSchema,
    response: envelope(DiscussionMessageSchema),
    status: 201,
  },
  editDiscussionMessage: {
    method: 'PUT',
    path: '/content/contexts/{context}/{id}/messages/{message}',
    summary: 'Edit your message, until someone else replies to it or votes on it',
    tag: 'discussions',
    auth: 'user',
    body: DiscussionEditInputSchema,
    response: envelope(DiscussionMessageSchema),
  },
  deleteDiscussionMessage: {
    method: 'DELETE',
    path: '/content/contexts/{context}/{id}/messages/{message}',
    summary: 'Remove your message; it stays in its thread as removed',
    tag: 'discussions',
    auth: 'user',
    response: envelope(DiscussionMessageSchema),
  },
  discussionReplies: {
    method: 'GET',
    path: '/content/contexts/{context}/{id}/messages/{message}/replies',
    summary: "A message's replies, oldest first",
    tag: 'discussions',
    auth: 'optional',
    query: PageQuerySchema,
    response: listEnvelope(DiscussionMessageSchema),
  },
  discussionMeta: {
    method: 'GET',
    path: '/content/contexts/{context}/{id}/meta',
    summary: "A discussion's counts and whether you may post in it",
    tag: 'discussions',
    auth: 'optional',
    response: envelope(DiscussionMetaSchema),
  },
  voteDiscussionMessage: {
    method: 'POST',
    path: '/vote/votes',
    summary:
      "Vote on someone else's message (insightful, helpful, funny, …; needs 1 idea entered or 5 ideas rated); again is a no-op",
    tag: 'discussions',
    auth: 'user',
    body: DiscussionVoteInputSchema,
    response: envelope(DiscussionMessageSchema),
  },
  unvoteDiscussionMessage: {
    method: 'DELETE',
    path: '/vote/votes/{message}/{kind}',
    summary: 'Take back your vote of one kind on a message; again is a no-op',
    tag: 'discussions',
    auth: 'user',
    response: envelope(DiscussionMessageSchema),
  },
  reportContent: {
    method: 'POST',
    path: '/immunity/reports',
    summary: 'Report a message to the moderators: a reason and what is wrong with it',
    tag: 'discussions',
    auth: 'user',
    body: ContentReportInputSchema,
    response: envelope(ContentReportSchema),
    status: 201,
  },
});
