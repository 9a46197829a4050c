/**
 * The discussions' and insightfuls' words. Imported by the components that
 * use them, so they load with those components' routes and never with the first page.
 */
import { addAppWords } from './index.js';

export const discussionsEnglish = {
  discussions: {
    title: 'Discussions',
    insightfulsTitle: 'Insightfuls',
    insightfulsIntro: 'Messages the players voted insightful, the most insightful first.',
    signIn: 'Sign in to join the discussion',
    signInToVote: 'Sign in to vote',
    ownMessage: 'You cannot vote on your own message',
    messageLabel: 'Your message',
    replyLabel: 'Your reply',
    editLabel: 'Edit your message',
    markdownHint: 'Markdown works: **bold**, _italic_, [links](https://example.org), lists.',
    post: 'Post message',
    posting: 'Posting...',
    sendReply: 'Send reply',
    reply: 'Reply',
    edit: 'Edit',
    save: 'Save changes',
    cancel: 'Cancel',
    delete: 'Delete',
    deleteTitle: 'Delete this message?',
    deleteBody: 'It will show as removed. Its replies stay.',
    deleted: 'Message removed.',
    removed: 'This message was removed.',
    removedAuthor: 'Removed message',
    messageBy: 'Message by {{name}}',
    edited: 'edited',
    inReply: 'a reply',
    empty: 'No messages yet. Start the discussion!',
    insightfulsEmpty:
      'No insightful messages yet. Vote “Insightful” on a message in Discussions to bring it here.',
    showReplies_one: 'Show {{count}} reply',
    showReplies_other: 'Show {{count}} replies',
    hideReplies: 'Hide replies',
    moreReplies: 'Show more replies',
    messages: 'messages',
    votes: 'Votes',
    vote: {
      insightful: 'Insightful',
      helpful: 'Helpful',
      funny: 'Funny',
      'off-topic': 'Off-topic',
      'ai-slop': 'AI slop',
      uncivil: 'Uncivil',
      antisocial: 'Antisocial',
    },
    report: 'Report',
    reportTitle: 'Report this message',
    reason: 'Reason',
    feedback: 'What is wrong with it?',
    sendReport: 'Send report',
    reported: 'Thanks. The moderators will look at it.',
    reasons: {
      spam: 'Spam or advertising',
      'off-topic': 'Off-topic',
      'ai-slop': 'AI slop',
      uncivil: 'Uncivil',
      antisocial: 'Antisocial',
      other: 'Something else',
    },
  },
};

addAppWords(discussionsEnglish);
