import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentReports, ideas, neuronLedger } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { insertIdeaRating } from '../game/queries.js';
import { FORUM_ENTRY_MESSAGE } from './policy.js';

interface Player {
  token: string;
  id: string;
  handle: string;
}

let t: TestServer;
let cora: string;
let coraId: string;
/** Players who entered an idea: allowed to post. */
let players: Player[];
/** A player who has done nothing yet. */
let newbie: Player;
let challenge: { id: string; slug: string };

let counter = 0;
async function publish() {
  counter += 1;
  const answer = await t.call('createChallenge', {
    token: cora,
    body: {
      challenge: {
        question_title: `How could we talk about discussions number ${counter}`,
        question_detail: 'A challenge to discuss in a test.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/talk.jpg',
        duration_end: new Date(t.clock.now.getTime() + 30 * 86_400_000).toISOString(),
        tags: [],
      },
      prize: { prize_type: 'points', prize_money: '0' },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.challenge as { id: string; slug: string };
}

async function newPlayer(): Promise<Player> {
  const { token, user } = await t.signUp();
  return { token, id: user.id, handle: user.handle };
}

const p = (i: number) => players[i] as Player;
const ctx = (id = challenge.id) => ({ context: 'challenge', id });

/** Moves the clock so each message has its own time. */
function tick(ms = 1000) {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
}

async function post(token: string, body: string, options: { parent?: string; on?: string } = {}) {
  tick();
  return t.call('postDiscussionMessage', {
    token,
    params: ctx(options.on),
    body: { body, ...(options.parent ? { parent_id: options.parent } : {}) },
  });
}

async function posted(token: string, body: string, options: { parent?: string; on?: string } = {}) {
  const answer = await post(token, body, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; editable: boolean };
}

function vote(token: string, messageId: string, kind: string) {
  return t.call('voteDiscussionMessage', { token, body: { message_id: messageId, kind } });
}

function unvote(token: string, messageId: string, kind: string) {
  return t.call('unvoteDiscussionMessage', { token, params: { message: messageId, kind } });
}

function list(query: Record<string, string> = {}, token?: string, on?: string) {
  return t.call('discussionMessages', {
    params: ctx(on),
    query,
    ...(token ? { token } : {}),
  });
}

beforeAll(async () => {
  // The post limit has its own test below; here it stays out of the way.
  t = await createTestServer({ limits: { discussionPosts: [10_000, 60_000] } });
  cora = await t.signIn('cora');
  const me = await t.call('me', { token: cora });
  coraId = me.body.data.id;
  challenge = await publish();
  players = [];
  for (let i = 0; i < 5; i++) {
    const player = await newPlayer();
    const entered = await t.call('enterIdea', {
      token: player.token,
      params: { id: challenge.id },
      body: { title: `Idea of player ${i}`, description: 'An idea that lets them talk.' },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    players.push(player);
  }
  newbie = await newPlayer();
});
afterAll(() => t.close());

describe('reading and the forum-entry rule', () => {
  it('lets visitors read but not post', async () => {
    const read = await list();
    expect(read.status).toBe(200);
    expect(read.body.meta).toEqual({ total: 0, page: 0, size: 20 });
    const refused = await t.call('postDiscussionMessage', {
      params: ctx(),
      body: { body: 'Hello' },
    });
    expect(refused.status).toBe(401);
    const meta = await t.call('discussionMeta', { params: ctx() });
    expect(meta.body.data).toMatchObject({ can_post: null, post_blocked_reason: null });
  });

  it('answers 404 for an unknown challenge or context', async () => {
    expect((await list({}, undefined, randomUUID())).status).toBe(404);
    expect((await list({}, undefined, 'not-an-id')).status).toBe(404);
    expect((await post(p(0).token, 'Anyone here?', { on: randomUUID() })).status).toBe(404);
    const unknown = await t.call('discussionMessages', {
      params: { context: 'planet', id: challenge.id },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses new players until they entered 1 idea or rated 5, with a clear message', async () => {
    const before = await t.tableCounts();
    const refused = await post(newbie.token, 'First!');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(FORUM_ENTRY_MESSAGE);
    expect(await t.tableCounts()).toEqual(before);
    const meta = await t.call('discussionMeta', { token: newbie.token, params: ctx() });
    expect(meta.body.data).toMatchObject({
      can_post: false,
      post_blocked_reason: FORUM_ENTRY_MESSAGE,
    });

    // Four ratings are not enough; the fifth is.
    const rows = await t.db
      .select({ id: ideas.id })
      .from(ideas)
      .where(eq(ideas.challengeId, challenge.id));
    expect(rows.length).toBe(5);
    const rate = (id: string) =>
      insertIdeaRating(t.db, {
        ideaId: id,
        raterId: newbie.id,
        challengeId: challenge.id,
        tenths: 40,
        time: t.clock.now,
      });
    for (const row of rows.slice(0, 4)) await rate(row.id);
    expect((await post(newbie.token, 'Now?')).status).toBe(403);
    await rate((rows[4] as { id: string }).id);
    expect((await post(newbie.token, 'Rated five ideas, here I am.')).status).toBe(201);
    const allowed = await t.call('discussionMeta', { token: newbie.token, params: ctx() });
    expect(allowed.body.data).toMatchObject({ can_post: true, post_blocked_reason: null });
  });

  it('does not count a suggestion-box question as an entered idea', async () => {
    const pat = await t.signIn('pat');
    const opened = await t.call('openSuggestionBox', {
      token: pat,
      body: { intro: 'Ask me about prototypes.' },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const asker = await newPlayer();
    const asked = await t.call('askSuggestion', {
      token: asker.token,
      params: { platform: 'pat' },
      body: { title: 'How do you test a prototype cheaply?', description: '' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const before = await t.tableCounts();
    const refused = await post(asker.token, 'I asked a question, so let me in.');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(FORUM_ENTRY_MESSAGE);
    expect(await t.tableCounts()).toEqual(before);
    const meta = await t.call('discussionMeta', { token: asker.token, params: ctx() });
    expect(meta.body.data).toMatchObject({ can_post: false });
  });

  it('lets a player who entered an idea post, and the catalyst in their own challenge', async () => {
    const message = await posted(p(0).token, 'I entered an idea, so I may talk.');
    expect(message).toMatchObject({ editable: true });
    const welcome = await post(cora, 'Welcome to my challenge.');
    expect(welcome.status).toBe(201);
    expect(welcome.body.data.author.id).toBe(coraId);
  });
});

describe('posting', () => {
  it('refuses an empty, blank or too long body with field errors, writing nothing', async () => {
    const before = await t.tableCounts();
    for (const body of ['', '   ', 'x'.repeat(5001)]) {
      const answer = await post(p(0).token, body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual(['body']);
    }
    const missing = await t.call('postDiscussionMessage', {
      token: p(0).token,
      params: ctx(),
      body: {},
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toContainEqual({ field: 'body', error: 'This field is required' });
    expect(await t.tableCounts()).toEqual(before);
    expect((await post(p(0).token, 'x'.repeat(5000))).status).toBe(201);
  });

  it('answers a message with its author, counts and the viewer’s view of it', async () => {
    const answer = await post(p(1).token, '**Bold** idea talk');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      context_type: 'challenge',
      context_id: challenge.id,
      parent_id: null,
      author: { id: p(1).id, handle: p(1).handle },
      body: '**Bold** idea talk',
      removed: false,
      edited_at: null,
      reply_count: 0,
      my_votes: [],
      mine: true,
      editable: true,
    });
    expect(answer.body.data.votes).toEqual({
      insightful: 0,
      helpful: 0,
      funny: 0,
      'off-topic': 0,
      'ai-slop': 0,
      uncivil: 0,
      antisocial: 0,
    });
    const asOther = await list({ size: '1' }, p(2).token);
    expect(asOther.body.data[0]).toMatchObject({
      id: answer.body.data.id,
      mine: false,
      editable: false,
    });
  });

  it('threads replies under a top-level message, one level deep', async () => {
    const top = await posted(p(0).token, 'What do you think?');
    const first = await posted(p(1).token, 'I agree.', { parent: top.id });
    await posted(p(2).token, 'I do not.', { parent: top.id });
    const replies = await t.call('discussionReplies', {
      params: { ...ctx(), message: top.id },
    });
    expect(replies.status).toBe(200);
    expect(replies.body.meta.total).toBe(2);
    expect(replies.body.data.map((r: { body: string }) => r.body)).toEqual([
      'I agree.',
      'I do not.',
    ]);
    expect(replies.body.data[0].parent_id).toBe(top.id);
    const topLevel = await list({ size: '5' });
    const shown = topLevel.body.data.find((m: { id: string }) => m.id === top.id);
    expect(shown.reply_count).toBe(2);
    expect(topLevel.body.data.some((m: { id: string }) => m.id === first.id)).toBe(false);

    const nested = await post(p(3).token, 'A reply to a reply', { parent: first.id });
    expect(nested.status).toBe(422);
    expect(nested.body.errors[0].field).toBe('parent_id');
    const elsewhere = await publish();
    const foreign = await post(p(3).token, 'Wrong thread', { parent: top.id, on: elsewhere.id });
    expect(foreign.status).toBe(422);
    expect((await post(p(3).token, 'Ghost', { parent: randomUUID() })).status).toBe(422);
  });

  it('pages top-level messages, newest first', async () => {
    const fresh = await publish();
    const bodies = ['one', 'two', 'three', 'four', 'five'];
    for (const body of bodies) await posted(p(0).token, body, { on: fresh.id });
    const page0 = await list({ page: '0', size: '2' }, undefined, fresh.id);
    expect(page0.body.meta).toEqual({ total: 5, page: 0, size: 2 });
    expect(page0.body.data.map((m: { body: string }) => m.body)).toEqual(['five', 'four']);
    const page2 = await list({ page: '2', size: '2' }, undefined, fresh.id);
    expect(page2.body.data.map((m: { body: string }) => m.body)).toEqual(['one']);
    const bad = await list({ size: '0', sort: 'loudest' }, undefined, fresh.id);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['size', 'sort']);
  });
});

describe('editing', () => {
  const edit = (token: string, id: string, body: string) =>
    t.call('editDiscussionMessage', { token, params: { ...ctx(), message: id }, body: { body } });

  it('lets its author edit until someone else replies', async () => {
    const message = await posted(p(0).token, 'Frist');
    tick();
    const edited = await edit(p(0).token, message.id, 'First');
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ body: 'First', editable: true });
    expect(edited.body.data.edited_at).toBe(t.clock.now.toISOString());
    expect((await edit(p(1).token, message.id, 'Hijacked')).status).toBe(403);
    expect((await edit(p(0).token, message.id, ' ')).status).toBe(422);

    // The author's own follow-up does not lock it; someone else's reply does.
    await posted(p(0).token, 'And another thing', { parent: message.id });
    expect((await edit(p(0).token, message.id, 'First!')).status).toBe(200);
    await posted(p(1).token, 'Replying', { parent: message.id });
    const before = await t.databaseDigest();
    const locked = await edit(p(0).token, message.id, 'First!!');
    expect(locked.status).toBe(409);
    expect(await t.databaseDigest()).toEqual(before);
    const seen = await list({ size: '3' }, p(0).token);
    expect(seen.body.data.find((m: { id: string }) => m.id === message.id).editable).toBe(false);
  });

  it('locks a message once someone votes on it', async () => {
    const message = await posted(p(0).token, 'Vote on me');
    expect((await vote(p(1).token, message.id, 'funny')).body.data.editable).toBe(false);
    expect((await edit(p(0).token, message.id, 'Changed')).status).toBe(409);
  });

  it('keeps a message locked after the only vote on it is taken back', async () => {
    const message = await posted(p(0).token, 'Pay me, then let me rewrite');
    expect((await vote(p(1).token, message.id, 'insightful')).status).toBe(200);
    const back = await unvote(p(1).token, message.id, 'insightful');
    expect(back.status).toBe(200);
    expect(back.body.data.votes.insightful).toBe(0);
    const before = await t.databaseDigest();
    expect((await edit(p(0).token, message.id, 'Something else entirely')).status).toBe(409);
    expect(await t.databaseDigest()).toEqual(before);
    const seen = (await list({ size: '3' }, p(0).token)).body.data.find(
      (m: { id: string }) => m.id === message.id,
    );
    expect(seen).toMatchObject({ body: 'Pay me, then let me rewrite', editable: false });
  });

  it('stays locked after the reply by someone else is removed', async () => {
    const message = await posted(p(0).token, 'Reply to me');
    const reply = await posted(p(1).token, 'A reply I will take back', { parent: message.id });
    const removed = await t.call('deleteDiscussionMessage', {
      token: p(1).token,
      params: { ...ctx(), message: reply.id },
    });
    expect(removed.status).toBe(200);
    expect((await edit(p(0).token, message.id, 'Rewritten')).status).toBe(409);
  });
});

describe('removing', () => {
  it('lets only the author remove a message, which stays in place as removed', async () => {
    const message = await posted(p(0).token, 'I will regret this');
    await posted(p(1).token, 'Quoted for posterity', { parent: message.id });
    const path = { ...ctx(), message: message.id };
    expect(
      (await t.call('deleteDiscussionMessage', { token: p(1).token, params: path })).status,
    ).toBe(403);
    expect((await t.call('deleteDiscussionMessage', { params: path })).status).toBe(401);
    const removed = await t.call('deleteDiscussionMessage', { token: p(0).token, params: path });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({
      removed: true,
      body: '',
      author: null,
      editable: false,
      reply_count: 1,
    });
    const again = await t.call('deleteDiscussionMessage', { token: p(0).token, params: path });
    expect(again.status).toBe(200);
    const shown = (await list({ size: '3' })).body.data.find(
      (m: { id: string }) => m.id === message.id,
    );
    expect(shown).toMatchObject({ removed: true, body: '' });
    expect(JSON.stringify(shown)).not.toContain('regret');
    expect((await vote(p(1).token, message.id, 'helpful')).status).toBe(409);
    expect((await post(p(2).token, 'Late reply', { parent: message.id })).status).toBe(409);
    const edit = await t.call('editDiscussionMessage', {
      token: p(0).token,
      params: path,
      body: { body: 'Undo' },
    });
    expect(edit.status).toBe(409);
  });
});

describe('voting', () => {
  async function insightfulAwards(messageId: string) {
    return t.db
      .select()
      .from(neuronLedger)
      .where(like(neuronLedger.idempotencyKey, `discussion-vote:${messageId}:%`));
  }

  it('counts one vote per kind and voter, takes it back, and never counts your own', async () => {
    const message = await posted(p(0).token, 'Something insightful');
    const first = await vote(p(1).token, message.id, 'insightful');
    expect(first.status).toBe(200);
    expect(first.body.data.votes.insightful).toBe(1);
    expect(first.body.data.my_votes).toEqual(['insightful']);
    const again = await vote(p(1).token, message.id, 'insightful');
    expect(again.body.data.votes.insightful).toBe(1);
    const funny = await vote(p(1).token, message.id, 'funny');
    expect(funny.body.data.my_votes.sort()).toEqual(['funny', 'insightful']);
    await vote(p(2).token, message.id, 'insightful');
    const asAuthor = (await list({ size: '1' }, p(0).token)).body.data[0];
    expect(asAuthor).toMatchObject({ id: message.id, my_votes: [] });
    expect(asAuthor.votes).toMatchObject({ insightful: 2, funny: 1 });

    const back = await unvote(p(1).token, message.id, 'insightful');
    expect(back.status).toBe(200);
    expect(back.body.data.votes.insightful).toBe(1);
    expect(back.body.data.my_votes).toEqual(['funny']);
    expect((await unvote(p(1).token, message.id, 'insightful')).status).toBe(200);

    const self = await vote(p(0).token, message.id, 'insightful');
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot vote on your own message.');
    expect((await vote(p(1).token, message.id, 'brilliant')).status).toBe(422);
    expect((await unvote(p(1).token, message.id, 'brilliant')).status).toBe(422);
    expect((await vote(p(1).token, randomUUID(), 'funny')).status).toBe(404);
    expect(
      (await t.call('voteDiscussionMessage', { body: { message_id: message.id, kind: 'funny' } }))
        .status,
    ).toBe(401);
  });

  it('pays the author for insightful and helpful votes once per voter, through the ledger', async () => {
    const message = await posted(p(3).token, 'Worth neurons');
    await vote(p(1).token, message.id, 'insightful');
    await unvote(p(1).token, message.id, 'insightful');
    await vote(p(1).token, message.id, 'insightful');
    await vote(p(1).token, message.id, 'helpful');
    await vote(p(1).token, message.id, 'funny');
    await vote(p(2).token, message.id, 'insightful');
    const awards = await insightfulAwards(message.id);
    expect(
      awards
        .map((a) => ({ user: a.userId, role: a.role, reason: a.reason, milli: a.milliPoints }))
        .sort((a, b) => a.reason.localeCompare(b.reason) || a.milli - b.milli),
    ).toEqual([
      { user: p(3).id, role: 'insight', reason: 'helpful-vote-received', milli: 2000 },
      { user: p(3).id, role: 'insight', reason: 'insightful-vote-received', milli: 5000 },
      { user: p(3).id, role: 'insight', reason: 'insightful-vote-received', milli: 5000 },
    ]);
    expect(awards.every((a) => a.challengeId === challenge.id)).toBe(true);
  });

  it('refuses votes from players who have not entered an idea or rated five, writing nothing', async () => {
    const message = await posted(p(3).token, 'Farm me');
    const sock = await newPlayer();
    const before = await t.databaseDigest();
    for (const kind of ['insightful', 'helpful', 'funny', 'uncivil']) {
      const refused = await vote(sock.token, message.id, kind);
      expect(refused.status, kind).toBe(403);
      expect(refused.body.message).toBe(FORUM_ENTRY_MESSAGE);
    }
    expect(await t.databaseDigest()).toEqual(before);
    expect(await insightfulAwards(message.id)).toEqual([]);
    const seen = (await list({ size: '1' }, p(3).token)).body.data[0];
    expect(seen).toMatchObject({ id: message.id, my_votes: [], editable: true });
    expect(seen.votes).toMatchObject({ insightful: 0, helpful: 0, funny: 0, uncivil: 0 });
  });

  it('lets the catalyst vote in their own discussion', async () => {
    const message = await posted(p(3).token, 'The catalyst may like this');
    const liked = await vote(cora, message.id, 'helpful');
    expect(liked.status, JSON.stringify(liked.body)).toBe(200);
    expect(liked.body.data.votes.helpful).toBe(1);
  });
});

describe('insightfuls', () => {
  it('lists messages with insightful votes, most insightful first, then newest', async () => {
    const fresh = await publish();
    const quiet = await posted(p(0).token, 'Nobody votes for me', { on: fresh.id });
    const once = await posted(p(0).token, 'One insightful vote', { on: fresh.id });
    const twice = await posted(p(0).token, 'Two insightful votes', { on: fresh.id });
    const reply = await posted(p(1).token, 'An insightful reply', {
      on: fresh.id,
      parent: quiet.id,
    });
    const gone = await posted(p(1).token, 'Insightful, then removed', { on: fresh.id });
    await vote(p(1).token, once.id, 'insightful');
    await vote(p(1).token, twice.id, 'insightful');
    await vote(p(2).token, twice.id, 'insightful');
    await vote(p(0).token, reply.id, 'insightful');
    await vote(p(0).token, gone.id, 'insightful');
    await vote(p(2).token, quiet.id, 'funny');
    await t.call('deleteDiscussionMessage', {
      token: p(1).token,
      params: { ...ctx(fresh.id), message: gone.id },
    });
    const answer = await list({ sort: 'insightful' }, undefined, fresh.id);
    expect(answer.body.meta.total).toBe(3);
    expect(answer.body.data.map((m: { id: string }) => m.id)).toEqual([
      twice.id,
      reply.id,
      once.id,
    ]);
    const meta = await t.call('discussionMeta', { params: ctx(fresh.id) });
    expect(meta.body.data).toMatchObject({ message_count: 4, insightful_count: 3 });
  });
});

describe('reporting', () => {
  it('stores a report once per reporter, not of your own message', async () => {
    const message = await posted(p(0).token, 'Buy cheap watches');
    const report = (token: string | undefined, body: Record<string, unknown>) =>
      t.call('reportContent', { ...(token ? { token } : {}), body });
    const body = {
      content_type: 'discussion-message',
      content_id: message.id,
      reason: 'spam',
      feedback: 'An advert.',
    };
    expect((await report(undefined, body)).status).toBe(401);
    const made = await report(p(1).token, body);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ content_id: message.id, reason: 'spam' });
    const [row] = await t.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.contentId, message.id), eq(contentReports.reporterId, p(1).id)));
    expect(row).toMatchObject({
      reason: 'spam',
      feedback: 'An advert.',
      contentType: 'discussion-message',
    });
    expect((await report(p(1).token, body)).status).toBe(409);
    expect((await report(p(0).token, body)).status).toBe(403);
    const bad = await report(p(2).token, { ...body, reason: 'boring', feedback: 'x'.repeat(1001) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'feedback',
      'reason',
    ]);
    expect((await report(p(2).token, { ...body, content_id: randomUUID() })).status).toBe(404);
  });
});

describe('rate limit', () => {
  it('limits how many messages one player posts per window', async () => {
    const limited = await createTestServer({ limits: { discussionPosts: [2, 60_000] } });
    try {
      const catalyst = await limited.signIn('cora');
      const published = await limited.call('createChallenge', {
        token: catalyst,
        body: {
          challenge: {
            question_title: 'How could we keep discussions calm',
            question_detail: 'Rate limits.',
            platform_category: 'environment',
            innovation_scale: 'blue-sky',
            primary_image: 'https://images.nervus.test/calm.jpg',
            duration_end: new Date(limited.clock.now.getTime() + 7 * 86_400_000).toISOString(),
            tags: [],
          },
          prize: { prize_type: 'points', prize_money: '0' },
        },
      });
      const id = published.body.data.challenge.id as string;
      const send = () =>
        limited.call('postDiscussionMessage', {
          token: catalyst,
          params: { context: 'challenge', id },
          body: { body: 'Again' },
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
      limited.clock.now = new Date(limited.clock.now.getTime() + 61_000);
      expect((await send()).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
