/**
 * Issue 16's surfaces as an attacker reads them (docs/decisions/0010, 0020-0022): highlights, the
 * bell, stats, medals, mail, unsubscribe links and follows. hidden-play.test.ts reads every GET
 * call once, during the play, and compares a player's views as others read them; these tests
 * read the same surfaces before and after one hidden action of someone else (a diff attack):
 *
 * - a player's own views (their stats, score details, medals, the bell, highlights, brains and
 *   neurons) must not move when someone else rates their idea, rates their mentoring or plays
 *   as their recruit: polling one's own page would date another's hidden action;
 * - a context's counts (the challenge, its platform, the olympiad) must not move either;
 * - the admins' outbox must not name who a hidden action was about, or when;
 * - an unsubscribe link turns off only its own player's own kind of mail, whoever's cookie
 *   comes with it; following spams nobody (once per follower) and refuses oneself and disabled
 *   players as it refuses nobody.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  emailUnsubscribeTokens,
  highlights,
  realtimeTokens,
  users,
} from './db/schema.js';
import { csrfFor } from './http/session-cookie.js';
import { queueDueDigests } from './modules/email/digest.js';
import { outboxMailer } from './modules/email/mailer.js';
import { deliverDue } from './modules/email/worker.js';
import { sweepOnce } from './server/sweep.js';
import { createTestServer, dbKind, type TestServer } from './test/harness.js';

let t: TestServer;
type Player = { token: string; id: string; handle: string; email: string };
type Name = 'catalyst' | 'author' | 'rater' | 'mentor' | 'scout' | 'admin' | 'fan';
const p = {} as Record<Name, Player>;
let challenge: { id: string; slug: string };
let authorIdea = '';
let olympiadId = '';

function tick() {
  t.clock.now = new Date(t.clock.now.getTime() + 60_000 + 17);
}

/** Everything a player reads about themselves. */
async function ownView(name: Name) {
  const { token, id } = p[name];
  const reads = await Promise.all([
    t.call('brains', { token }),
    t.call('neurons', { token, query: { size: '100' } }),
    t.call('playerResources', { token, params: { id } }),
    t.call('scoreDetails', { token, params: { id }, query: { period: 'week' } }),
    t.call('scoreDetails', { token, params: { id }, query: { period: 'month' } }),
    t.call('playerMedals', { token, params: { id } }),
    t.call('medalsMeta', { token, params: { id } }),
    t.call('notificationState', { token }),
    t.call('highlights', { token, params: { id } }),
  ]);
  for (const r of reads) expect(r.status, JSON.stringify(r.body)).toBe(200);
  return reads.map((r) => r.body);
}

/** What anyone reads about the challenge's contexts. */
async function contexts() {
  const reads = await Promise.all([
    t.call('contextStats', { params: { a: 'challenge', b: challenge.id } }),
    t.call('contextStats', { params: { a: 'platform', b: 'nervus' } }),
    t.call('contextStats', { params: { a: 'olympiad', b: olympiadId } }),
  ]);
  for (const r of reads) expect(r.status, JSON.stringify(r.body)).toBe(200);
  return reads.map((r) => r.body);
}

const adminOutbox = async () =>
  (await t.call('adminOutbox', { token: p.admin.token, query: { size: '100' } })).body;

/**
 * Runs `act` (another player's hidden action) between two reads of `read`, and expects the reads
 * to be the same.
 */
async function unmoved<T>(read: () => Promise<T>, act: () => Promise<void>) {
  const before = await read();
  await act();
  expect(await read()).toEqual(before);
}

beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
  await sweepOnce({ db: t.db, kind: dbKind }, t.clock.now, t.deps);
  for (const name of ['catalyst', 'scout', 'rater', 'mentor', 'admin', 'fan'] as const) {
    const { token, user, input } = await t.signUp({ screen_name: `sx${name}` });
    p[name] = { token, id: user.id, handle: user.handle, email: input.email };
  }
  await t.db.update(users).set({ isGlobalAdmin: true }).where(eq(users.id, p.admin.id));
  const recruited = await t.call('signup', {
    query: { scout_id: p.scout.handle },
    body: {
      email: 'sxauthor@example.org',
      password: 'a long enough secret',
      screen_name: 'sxauthor',
    },
  });
  expect(recruited.status).toBe(201);
  p.author = {
    token: recruited.body.data.token.access_token,
    id: recruited.body.data.user.id,
    handle: recruited.body.data.user.handle,
    email: 'sxauthor@example.org',
  };
  // Every player's address is verified: each may be mailed what happens to them.
  await t.db.update(users).set({ emailVerifiedAt: t.clock.now });
  tick();
  const published = await t.call('createChallenge', {
    token: p.catalyst.token,
    body: {
      challenge: {
        question_title: 'How could a town share its ladders',
        question_detail: 'Ladders are used twice a year.',
        platform_category: 'environment',
        solution_format: 'test-an-idea',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/ladders.jpg',
        duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
        tags: [],
      },
      idea: { title: 'A ladder library', description: 'Lent by the day.' },
      prize: { prize_type: 'points', prize_money: '0' },
    },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  challenge = published.body.data.challenge;
  const board = await t.call('leaderboard', { params: { platform: 'nervus' } });
  olympiadId = board.body.olympiad.id;
  // The verification mail and the publishing's own mail are not what these tests look at.
  await deliverDue(t.db, outboxMailer(), { publicUrl: 'https://nervus.test' }, t.clock.now);
}, 120_000);
afterAll(() => t.close());

describe('a diff attack on an open challenge', () => {
  it("moves no context's counts, nor the scout's or catalyst's own views, when a recruit enters an idea", async () => {
    const read = async () => ({
      scout: await ownView('scout'),
      catalyst: await ownView('catalyst'),
      contexts: await contexts(),
    });
    await unmoved(read, async () => {
      tick();
      const entered = await t.call('enterIdea', {
        token: p.author.token,
        params: { id: challenge.id },
        body: { title: 'Ladders at the fire station', description: 'They have the big ones.' },
      });
      expect(entered.status).toBe(201);
      authorIdea = entered.body.data.idea.id;
    });
  });

  it('moves nothing the author reads of themselves when someone rates their idea', async () => {
    // The catalyst's test idea is rated too.
    const read = async () => ({
      author: await ownView('author'),
      catalyst: await ownView('catalyst'),
      contexts: await contexts(),
    });
    await unmoved(read, async () => {
      for (;;) {
        const next = await t.call('nextIdeaToRate', {
          token: p.rater.token,
          params: { id: challenge.id },
        });
        if (!next.body.data.idea) break;
        tick();
        const rated = await t.call('rateIdea', {
          token: p.rater.token,
          params: { id: challenge.id },
          body: { idea_id: next.body.data.idea.id, stars: 4.6 },
        });
        expect(rated.status).toBe(201);
      }
    });
  });

  it('moves nothing the mentor reads of themselves when the author rates their mentoring', async () => {
    tick();
    const mentored = await t.call('mentorIdea', {
      token: p.mentor.token,
      params: { id: authorIdea },
      body: { what_i_like: 'The big ones.', what_could_be_improved: 'Who signs them out?' },
    });
    expect(mentored.status).toBe(201);
    await unmoved(
      async () => ({ mentor: await ownView('mentor'), contexts: await contexts() }),
      async () => {
        tick();
        const rated = await t.call('rateMentoring', {
          token: p.author.token,
          params: { id: mentored.body.data.id },
          body: { rating: 2 },
        });
        expect(rated.status).toBe(200);
      },
    );
  });

  it("keeps hidden play out of the admins' outbox until the close", async () => {
    // The mentor's feedback told the author at once (a highlight, and its mail): the author may
    // know who mentored their idea, an admin reading every player's mail may not.
    const mailed = await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, p.author.id));
    expect(mailed.map((m) => m.kind)).toContain('mentions');
    await deliverDue(t.db, outboxMailer(), { publicUrl: 'https://nervus.test' }, t.clock.now);
    // A week on, each player's digest lists their newest highlights, those above among them.
    const later = new Date(t.clock.now.getTime() + 8 * 86_400_000);
    expect(await queueDueDigests(t.db, later)).toBeGreaterThan(0);
    await deliverDue(t.db, outboxMailer(), { publicUrl: 'https://nervus.test' }, later);
    type Listed = { kind: string; to: string; text: string };
    const listed: Listed[] = (await adminOutbox()).data;
    // Listed: the catalyst's medal for publishing (public), nothing of the hidden play: not the
    // mentor's feedback, nor the medals of a first idea or rating (each dated to its action).
    const told = listed.filter((m) => m.kind !== 'verify-email' && m.kind !== 'digest');
    expect(told.map((m) => m.to)).toEqual([p.catalyst.email]);
    // The digests are there (a week's sums), without the words of those who played.
    const digests = listed.filter((m) => m.kind === 'digest');
    expect(digests.find((m) => m.to === p.author.email)?.text).toBe('');
    expect(digests.find((m) => m.to === p.catalyst.email)?.text).toContain('Question Asker');
    for (const said of [p.mentor.handle, p.rater.handle, 'share its ladders', 'First Spark'])
      expect(JSON.stringify([...told, ...digests]), said).not.toContain(said);
    tick();
    const ended = await t.call('endChallenge', {
      token: p.catalyst.token,
      params: { id: challenge.id },
    });
    expect(ended.status).toBe(200);
    // Once settled the play is public: the outbox lists the mail.
    const after = JSON.stringify(await adminOutbox());
    expect(after).toContain(`@${p.mentor.handle} gave feedback on your idea`);
    expect(after).toContain('the First Spark medal');
    const digest = (await adminOutbox()).data.find(
      (m: Listed) => m.kind === 'digest' && m.to === p.author.email,
    );
    expect(digest.text).toContain(`@${p.mentor.handle} gave feedback`);
  });
});

describe('unsubscribe links', () => {
  async function linkOf(userId: string) {
    await deliverDue(t.db, outboxMailer(), { publicUrl: 'https://nervus.test' }, t.clock.now);
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));
    const mail = rows.find((m) => m.kind === 'mentions' && m.sentAt);
    const token = /link=([A-Za-z0-9_-]{43})/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1];
    expect(token).toBeDefined();
    return token as string;
  }

  it("turn off only their own player's own kind of mail, whoever's cookie comes along", async () => {
    const token = await linkOf(p.author.id);
    // Only the hash is kept.
    const stored = await t.db.select().from(emailUnsubscribeTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    const mine = (await t.call('getPreferences', { token: p.fan.token })).body;
    const done = await t.call('unsubscribe', { token: p.fan.token, query: { token } });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ kind: 'mentions', done: true });
    // The fan, whose session came with the link, changed nothing of their own.
    expect((await t.call('getPreferences', { token: p.fan.token })).body).toEqual(mine);
    const author = (await t.call('getPreferences', { token: p.author.token })).body.data;
    expect(author.email).toMatchObject({ mentions: false });
    expect(author.email.challenge_updates).not.toBe(false);
    expect(author.email.digest).not.toBe('never');
    // Said again (a replay), it does nothing.
    await t.call('putPreferences', { token: p.author.token, body: { email: { mentions: true } } });
    const again = await t.call('unsubscribe', { query: { token } });
    expect(again.body.data).toEqual({ kind: 'mentions', done: false });
    const kept = (await t.call('getPreferences', { token: p.author.token })).body.data;
    expect(kept.email.mentions).toBe(true);
  });

  it('answer a guessed link as an unknown one, and a wrong-shaped one with 422', async () => {
    const guessed = 'A'.repeat(43);
    for (const call of ['unsubscribeInfo', 'unsubscribe'] as const) {
      expect((await t.call(call, { query: { token: guessed } })).status).toBe(404);
      expect((await t.call(call, { query: { token: 'short' } })).status).toBe(422);
    }
  });
});

describe('stream tokens', () => {
  it("end with the player's session: none outlives a sign-out on a shared device", async () => {
    const { token, user } = await t.signUp();
    const auth = await t.call('notificationsAuth', { token });
    expect(auth.body.data.transport).toBe('builtin');
    const tokensOf = () =>
      t.db.select().from(realtimeTokens).where(eq(realtimeTokens.userId, user.id));
    expect(await tokensOf()).toHaveLength(1);
    expect((await t.call('startSession', { token })).status).toBe(200);
    const ended = await t.call('endSession', {
      headers: { cookie: `nervus_session=${token}`, 'x-csrf-token': csrfFor(token) },
    });
    expect(ended.status).toBe(200);
    expect(await tokensOf()).toEqual([]);
  });
});

describe('following', () => {
  it('tells a player of a follower once, however often they follow again', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await t.call('follow', { token: p.fan.token, params: { id: p.rater.id } })).status,
      ).toBe(200);
      expect(
        (await t.call('unfollow', { token: p.fan.token, params: { id: p.rater.id } })).status,
      ).toBe(200);
    }
    const told = await t.db.select().from(highlights).where(eq(highlights.userId, p.rater.id));
    expect(told.filter((h) => h.type === 'new-follower')).toHaveLength(1);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, p.rater.id));
    expect(mails.filter((m) => m.kind === 'mentions')).toHaveLength(1);
  });

  it('answers whether the signed-in player follows someone, for them only', async () => {
    const state = () => t.call('followState', { token: p.fan.token, params: { id: p.mentor.id } });
    expect((await state()).body).toEqual({ data: { following: false } });
    await t.call('follow', { token: p.fan.token, params: { id: p.mentor.id } });
    expect((await state()).body).toEqual({ data: { following: true } });
    // Another player's answer is their own, and a visitor's is a sign-in.
    const other = await t.call('followState', {
      token: p.rater.token,
      params: { id: p.mentor.id },
    });
    expect(other.body).toEqual({ data: { following: false } });
    expect((await t.call('followState', { params: { id: p.mentor.id } })).status).toBe(401);
    await t.call('unfollow', { token: p.fan.token, params: { id: p.mentor.id } });
    expect((await state()).body).toEqual({ data: { following: false } });
  });

  it('refuses oneself, and a disabled player as nobody', async () => {
    const self = await t.call('follow', { token: p.fan.token, params: { id: p.fan.id } });
    expect(self.status).toBe(422);
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, p.scout.id));
    const disabled = await t.call('follow', { token: p.fan.token, params: { id: p.scout.id } });
    const nobody = await t.call('follow', {
      token: p.fan.token,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect([disabled.status, disabled.body]).toEqual([nobody.status, nobody.body]);
    await t.db.update(users).set({ isDisabled: false }).where(eq(users.id, p.scout.id));
  });

  it('is limited per follower: each new follow may mail the player followed', async () => {
    const limited = await createTestServer({
      seedDemo: false,
      limits: { follows: [2, 3_600_000] },
    });
    try {
      const fan = await limited.signUp();
      const players = await Promise.all([1, 2, 3].map(() => limited.signUp()));
      const answers = [];
      for (const player of players)
        answers.push(
          await limited.call('follow', { token: fan.token, params: { id: player.user.id } }),
        );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]?.headers.get('retry-after')).toBeTruthy();
      const third = players[2]?.user.id as string;
      const told = await limited.db.select().from(highlights).where(eq(highlights.userId, third));
      expect(told).toEqual([]);
      // Another follower is not held back by the first one's follows.
      const other = await limited.signUp();
      const followed = await limited.call('follow', { token: other.token, params: { id: third } });
      expect(followed.status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it("answers another player's highlights as anyone's: 403, the same for nobody", async () => {
    const other = await t.call('highlights', { token: p.fan.token, params: { id: p.rater.id } });
    const nobody = await t.call('highlights', {
      token: p.fan.token,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(other.status).toBe(403);
    expect([other.status, other.body]).toEqual([nobody.status, nobody.body]);
  });
});
