/**
 * Players' mail through the API and the outbox viewer (no SMTP_URL): notification mail per
 * preference and quiet hours, the one-click unsubscribe (GET changes nothing, POST once, bad
 * links refused), the admins' outbox, the email preferences, and the digest.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/after-commit.js';
import { emailDigests, emailOutbox, users } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { writeHighlight } from '../highlights/commands.js';
import { awardNeurons } from '../ledger/neurons.js';
import { type HighlightMail, queueHighlightMails } from './commands.js';
import { queueDueDigests } from './digest.js';
import { outboxMailer } from './mailer.js';
import { deliverDue } from './worker.js';

let t: TestServer;
const site = { publicUrl: 'https://nervus.test' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

/** A new player with a verified address and the given email preferences. */
async function player(email: Record<string, unknown> = {}) {
  const { user, token, input } = await t.signUp();
  const id = user.id as string;
  await t.db.update(users).set({ emailVerifiedAt: t.clock.now }).where(eq(users.id, id));
  // Their verification mail is not what these tests look at.
  await t.db
    .update(emailOutbox)
    .set({ sentAt: t.clock.now, deliveredBy: 'outbox' })
    .where(eq(emailOutbox.userId, id));
  if (Object.keys(email).length > 0) {
    const saved = await t.call('putPreferences', { token, body: { email } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return { id, token, email: input.email, handle: input.screen_name };
}

function highlight(userId: string, overrides: Partial<HighlightMail> = {}): HighlightMail {
  return {
    id: crypto.randomUUID(),
    userId,
    type: 'challenge-settled',
    statement: 'Your idea placed 3rd in How could we cool cities?',
    link: '/challenges/how-could-we-cool-cities',
    challengeTitle: 'How could we cool cities?',
    at: t.clock.now,
    ...overrides,
  };
}

const queue = (...highlights: HighlightMail[]) =>
  inTransaction(t.db, (tx) => queueHighlightMails(tx, highlights));

const deliver = (at = t.clock.now) => deliverDue(t.db, outboxMailer(), site, at);

/** A player's mail but the verification. */
function mailsOf(userId: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), ne(emailOutbox.kind, 'verify-email')))
    .orderBy(emailOutbox.createdAt, emailOutbox.id);
}

function tokenOf(row: { headers: Record<string, string> }): string {
  const token = /link=([A-Za-z0-9_-]{43})/.exec(row.headers['List-Unsubscribe'] ?? '')?.[1];
  expect(token, 'the mail has an unsubscribe link').toBeDefined();
  return token as string;
}

describe('notification mail', () => {
  it('is queued per kind and kept in the outbox without SMTP, with its unsubscribe headers', async () => {
    const ada = await player();
    expect(
      await queue(
        highlight(ada.id, {
          type: 'mentor-comment',
          statement: '@kim gave feedback on <your> idea.',
        }),
        highlight(ada.id),
      ),
    ).toBe(2);
    expect(await deliver()).toMatchObject({ sent: 2, failed: 0 });
    const mails = await mailsOf(ada.id);
    expect(mails.map((m) => [m.kind, m.deliveredBy])).toEqual(
      expect.arrayContaining([
        ['mentions', 'outbox'],
        ['challenge_updates', 'outbox'],
      ]),
    );
    const mention = mails.find((m) => m.kind === 'mentions');
    expect(mention?.subject).toBe('Nervus: @kim gave feedback on <your> idea.');
    expect(mention?.text).toContain(`Hello @${ada.handle},`);
    expect(mention?.text).toContain('https://nervus.test/my-account/email-preferences');
    expect(mention?.html).toContain('@kim gave feedback on &lt;your&gt; idea.');
    expect(mention?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // No mailto without a mailbox that reads it.
    expect(mention?.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/nervus\.test\/unsubscribe\?link=[A-Za-z0-9_-]{43}>$/,
    );
    // Each mail its own link.
    expect(tokenOf(mails[0] as never)).not.toBe(tokenOf(mails[1] as never));
  });

  it('is queued by the game’s own highlights, in their transaction', async () => {
    const kim = await player();
    const fan = await t.signUp();
    const followed = await t.call('follow', { token: fan.token, params: { id: kim.id } });
    expect(followed.status, JSON.stringify(followed.body)).toBeLessThan(300);
    const [mail] = await mailsOf(kim.id);
    expect(mail).toMatchObject({ kind: 'mentions', sentAt: null });
    expect(mail?.subject).toContain(`@${fan.input.screen_name}`);
    await deliver();
    const [sent] = await mailsOf(kim.id);
    expect(sent?.text).toContain(`@${fan.input.screen_name}`);
    expect(sent?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('is queued once per highlight', async () => {
    const bo = await player();
    const once = highlight(bo.id);
    expect(await queue(once)).toBe(1);
    expect(await queue(once)).toBe(0);
    expect(await mailsOf(bo.id)).toHaveLength(1);
  });

  it('is not queued for a kind turned off, nor to an unverified address', async () => {
    const cy = await player({ mentions: false });
    expect(await queue(highlight(cy.id, { type: 'new-follower' }))).toBe(0);
    expect(await queue(highlight(cy.id, { type: 'medal-earned' }))).toBe(1);
    const unverified = await t.signUp();
    expect(await queue(highlight(unverified.user.id as string))).toBe(0);
  });

  it('is skipped when the player turns that mail off before it goes', async () => {
    const di = await player();
    await queue(highlight(di.id));
    await t.call('putPreferences', {
      token: di.token,
      body: { email: { challenge_updates: false } },
    });
    expect((await deliver()).skipped).toBe(1);
    const [mail] = await mailsOf(di.id);
    expect(mail).toMatchObject({ deliveredBy: 'skipped', text: '' });
  });

  it('waits for the end of the quiet hours on the player’s clock', async () => {
    const quiet = { quiet_hours: true, quiet_start: '22:00', quiet_end: '08:00' };
    const tokyo = await player({ ...quiet, time_zone: 'Asia/Tokyo' });
    const newYork = await player({ ...quiet, time_zone: 'America/New_York' });
    // 14:00 UTC: 23:00 in Tokyo (quiet until 08:00 there, 23:00 UTC), 09:00 in New York.
    const at = new Date('2026-11-22T14:00:00Z');
    await queue(highlight(tokyo.id, { at }), highlight(newYork.id, { at }));
    const [held] = await mailsOf(tokyo.id);
    const [free] = await mailsOf(newYork.id);
    expect(held?.sendAfter.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(free?.sendAfter.toISOString()).toBe(at.toISOString());
    await deliver(at);
    expect((await mailsOf(tokyo.id))[0]?.sentAt).toBeNull();
    expect((await mailsOf(newYork.id))[0]?.sentAt).not.toBeNull();
    await deliver(new Date('2026-11-22T22:59:59Z'));
    expect((await mailsOf(tokyo.id))[0]?.sentAt).toBeNull();
    await deliver(new Date('2026-11-22T23:00:00Z'));
    expect((await mailsOf(tokyo.id))[0]?.sentAt?.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });
});

describe('the unsubscribe link', () => {
  async function mailedPlayer() {
    const p = await player();
    await queue(highlight(p.id));
    await deliver();
    const [mail] = await mailsOf(p.id);
    return { ...p, token: p.token, link: tokenOf(mail as never) };
  }

  it('GET tells what it turns off and changes nothing', async () => {
    const eve = await mailedPlayer();
    const before = await t.databaseDigest();
    const info = await t.call('unsubscribeInfo', { query: { token: eve.link } });
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({ kind: 'challenge_updates', done: false });
    expect(info.headers.get('cache-control')).toBe('no-store');
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('POST turns that kind off, once, without signing in', async () => {
    const fay = await mailedPlayer();
    const first = await t.call('unsubscribe', { query: { token: fay.link } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ kind: 'challenge_updates', done: true });
    // The player's own reads see it at once (the cached session holds the user row).
    const prefs = await t.call('getPreferences', { token: fay.token });
    expect(prefs.body.data.email).toEqual({ challenge_updates: false });
    expect(await queue(highlight(fay.id))).toBe(0);
    // The player turns it on again: the used link does not turn it off a second time.
    await t.call('putPreferences', {
      token: fay.token,
      body: { email: { challenge_updates: true } },
    });
    const before = await t.databaseDigest();
    const again = await t.call('unsubscribe', { query: { token: fay.link } });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ kind: 'challenge_updates', done: false });
    expect(await t.databaseDigest()).toEqual(before);
    expect((await t.call('unsubscribeInfo', { query: { token: fay.link } })).body.data.done).toBe(
      true,
    );
  });

  it('refuses an unknown or malformed link and changes nothing', async () => {
    await mailedPlayer();
    const before = await t.databaseDigest();
    const unknown = 'A'.repeat(43);
    for (const call of ['unsubscribe', 'unsubscribeInfo'] as const) {
      const answer = await t.call(call, { query: { token: unknown } });
      expect(answer.status).toBe(404);
      const malformed = await t.call(call, { query: { token: 'not-a-token' } });
      expect(malformed.status).toBe(422);
      expect(malformed.body.errors).toEqual([
        { field: 'token', error: 'This unsubscribe link is not valid.' },
      ]);
    }
    const none = await t.request('POST', '/email/unsubscribe');
    expect(none.status).toBe(422);
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('takes the mail client’s one-click POST at the header’s address, cookies or not', async () => {
    const gus = await mailedPlayer();
    const answer = await t.app.request(`http://localhost/unsubscribe?link=${gus.link}`, {
      method: 'POST',
      headers: {
        host: 'localhost',
        'content-type': 'application/x-www-form-urlencoded',
        // A browser's session cookie would otherwise ask for a CSRF token.
        cookie: 'nervus_session=whatever',
        'x-forwarded-for': '198.51.100.9',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { kind: 'challenge_updates', done: true } });
  });
});

describe('the admins’ outbox', () => {
  it('lists mail, newest first, to admins only', async () => {
    const hal = await player();
    await queue(highlight(hal.id, { statement: 'Hal’s highlight.' }));
    expect((await t.call('adminOutbox')).status).toBe(401);
    expect((await t.call('adminOutbox', { token: hal.token })).status).toBe(403);
    const admin = await t.signIn('ada');
    const waiting = await t.call('adminOutbox', { token: admin, query: { state: 'waiting' } });
    expect(waiting.status).toBe(200);
    const mine = waiting.body.data.find((m: { to: string }) => m.to === hal.email);
    expect(mine).toMatchObject({
      kind: 'challenge_updates',
      subject: 'Nervus: Hal’s highlight.',
      text: '',
      sent_at: null,
      delivered_by: null,
    });
    await deliver();
    const sent = await t.call('adminOutbox', {
      token: admin,
      query: { state: 'sent', size: '100' },
    });
    expect(sent.body.meta).toMatchObject({ page: 0, size: 100 });
    expect(sent.body.meta.total).toBeLessThan(100);
    const kept = sent.body.data.find(
      (m: { to: string; kind: string }) => m.to === hal.email && m.kind === 'challenge_updates',
    );
    expect(kept).toMatchObject({ delivered_by: 'outbox', attempts: 1 });
    expect(kept.text).toContain('Hal’s highlight.');
    const times = sent.body.data.map((m: { created_at: string }) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('email preferences', () => {
  it('keep digest, quiet hours and time zone, and refuse bad ones with field errors', async () => {
    const ivy = await player();
    const good = {
      digest: 'daily',
      quiet_hours: true,
      quiet_start: '21:30',
      quiet_end: '07:00',
      time_zone: 'Europe/Paris',
    };
    const saved = await t.call('putPreferences', { token: ivy.token, body: { email: good } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.email).toEqual(good);
    const before = await t.databaseDigest();
    for (const [body, field] of [
      [{ quiet_start: '24:00' }, 'email.quiet_start'],
      [{ quiet_end: '7am' }, 'email.quiet_end'],
      [{ time_zone: 'Mars/Olympus' }, 'email.time_zone'],
      [{ quiet_start: '08:00', quiet_end: '08:00' }, 'email.quiet_end'],
      // The stored start is 21:30: ending then too is refused as a whole.
      [{ quiet_end: '21:30' }, 'email.quiet_end'],
    ] as const) {
      const refused = await t.call('putPreferences', { token: ivy.token, body: { email: body } });
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect(await t.databaseDigest()).toEqual(before);
  });
});

describe('the digest', () => {
  /** An open challenge (not a suggestion box): its play is hidden until it settles. */
  async function openChallenge(): Promise<string> {
    const result = await t.db.execute(
      sql`select id from challenges where settled_at is null and solution_format <> 'ama' limit 1`,
    );
    const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
    expect(id).toBeDefined();
    return id as string;
  }

  const award = (
    userId: string,
    reason: string,
    points: number,
    challengeId?: string,
    at = t.clock.now,
  ) =>
    awardNeurons(
      t.db,
      [
        {
          userId,
          role: 'innovator',
          points,
          reason,
          isStatic: true,
          key: `test/${reason}/${crypto.randomUUID()}`,
        },
      ],
      { ...(challengeId ? { challengeId } : {}), now: at },
    );

  const announcer = () => ({ realtime: t.deps.realtime, log: t.deps.log });

  it('sums up what the player may see of the window, once, and nothing when nothing happened', async () => {
    const jo = await player({ digest: 'daily' });
    const quietOne = await player({ digest: 'daily' });
    const challenge = await openChallenge();
    const start = t.clock.now.getTime();
    // Their own idea in an open challenge, and something outside any challenge: shown at once.
    await award(jo.id, 'idea-created', 10, challenge, new Date(start + HOUR));
    await award(jo.id, 'profile-completed', 2.5, undefined, new Date(start + HOUR));
    // A rating of their idea while the challenge is open: hidden until it settles.
    await award(jo.id, 'rating-received', 5, challenge, new Date(start + 2 * HOUR));
    await inTransaction(t.db, async (tx) => {
      for (const n of [1, 2])
        await writeHighlight(tx, announcer(), {
          userId: jo.id,
          type: 'medal-earned',
          role: 'overall',
          statement: `You earned medal ${n}.`,
          link: '/medals',
          key: `test-digest:${jo.id}:${n}`,
          at: new Date(start + n * HOUR),
        });
    });

    // Not a day yet.
    await queueDueDigests(t.db, new Date(start + DAY - 1));
    expect(await digestsOf(jo.id)).toHaveLength(0);

    const firstRun = new Date(start + DAY + 60_000);
    await Promise.all([queueDueDigests(t.db, firstRun), queueDueDigests(t.db, firstRun)]);
    const [digest] = await digestsOf(jo.id);
    expect(await digestsOf(jo.id)).toHaveLength(1);
    expect(digest?.subject).toBe('Your Nervus daily digest: 12.5 neurons, 2 highlights');
    expect(digest?.payload).toMatchObject({ milliPoints: 12_500, awards: 2, highlightsTotal: 2 });
    // Nothing happened to the other player: no mail, but their window moved on.
    expect(await digestsOf(quietOne.id)).toHaveLength(0);
    const [moved] = await t.db
      .select()
      .from(emailDigests)
      .where(eq(emailDigests.userId, quietOne.id));
    expect(moved?.lastDigestAt.toISOString()).toBe(firstRun.toISOString());

    await deliver(firstRun);
    const [sent] = await digestsOf(jo.id);
    expect(sent?.text).toContain('You earned 12.5 neurons in 2 awards.');
    expect(sent?.text).toContain('You earned medal 2.');
    expect(sent?.text).toContain('https://nervus.test/medals');
    expect(sent?.text).not.toMatch(/rating/i);
    expect(sent?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The challenge settles: the rating's neurons are told in the next window, dated then.
    await t.db.execute(
      sql`update challenges set settled_at = ${new Date(start + DAY + 2 * HOUR).toISOString()}::timestamptz where id = ${challenge}::uuid`,
    );
    const secondRun = new Date(firstRun.getTime() + DAY);
    await queueDueDigests(t.db, secondRun);
    const digests = await digestsOf(jo.id);
    expect(digests).toHaveLength(2);
    expect(digests[1]?.payload).toMatchObject({
      milliPoints: 5_000,
      awards: 1,
      highlightsTotal: 0,
    });

    // Unsubscribing from the digest turns it off.
    await deliver(secondRun);
    const link = tokenOf((await digestsOf(jo.id))[1] as never);
    const off = await t.call('unsubscribe', { query: { token: link } });
    expect(off.body.data).toEqual({ kind: 'digest', done: true });
    expect((await t.call('getPreferences', { token: jo.token })).body.data.email.digest).toBe(
      'never',
    );
  });

  function digestsOf(userId: string) {
    return t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.kind, 'digest')))
      .orderBy(emailOutbox.createdAt);
  }
});
