/**
 * The SMTP sender against a real SMTP server (the `smtp-server` package, listening on a random
 * port of this machine): what arrives, with its RFC 8058 headers and its words; retries when
 * the server refuses; and two workers delivering one outbox at once, each mail exactly once.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/after-commit.js';
import { emailOutbox, users } from '../../db/schema.js';
import { loadConfig } from '../../env.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { queueHighlightMails } from './commands.js';
import { type Mailer, mailerFrom } from './mailer.js';
import { deliverDue } from './worker.js';

interface Received {
  readonly envelopeTo: string[];
  readonly raw: string;
  readonly parsed: ParsedMail;
}

let t: TestServer;
let server: SMTPServer;
let port: number;
const received: Received[] = [];
/** Recipients the server refuses (a full mailbox), to test retries. */
const refused = new Set<string>();

beforeAll(async () => {
  t = await createTestServer();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        const error = new Error('Mailbox full') as Error & { responseCode: number };
        error.responseCode = 452;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

function smtpConfig() {
  return loadConfig(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Nervus <hello@nervus.test>',
      PUBLIC_URL: 'https://nervus.test',
      MAIL_UNSUBSCRIBE_MAILTO: 'unsubscribe@nervus.test',
    },
    '0.0.0-test',
  ).mail;
}

/** A new player with a verified address (their verification mail out of the way). */
async function player() {
  const { user, input } = await t.signUp();
  await t.db
    .update(users)
    .set({ emailVerifiedAt: t.clock.now })
    .where(eq(users.id, user.id as string));
  await t.db
    .update(emailOutbox)
    .set({ sentAt: t.clock.now, deliveredBy: 'outbox' })
    .where(eq(emailOutbox.userId, user.id as string));
  return { id: user.id as string, email: input.email, handle: input.screen_name };
}

/** A player's notification mails. */
function notification(userId: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.kind, 'challenge_updates')));
}

async function queueHighlight(userId: string, id: string, statement: string) {
  return inTransaction(t.db, (tx) =>
    queueHighlightMails(tx, [
      {
        id,
        userId,
        type: 'challenge-settled',
        statement,
        link: '/challenges/how-could-we-reuse-rainwater',
        challengeTitle: 'How could we reuse rainwater?',
        at: t.clock.now,
      },
    ]),
  );
}

describe('the SMTP sender', () => {
  it('is the sender when SMTP_URL is set, the outbox viewer otherwise', () => {
    expect(mailerFrom(smtpConfig()).kind).toBe('smtp');
    expect(mailerFrom(loadConfig({}, '0').mail).kind).toBe('outbox');
  });

  it('delivers a notification with its one-click unsubscribe, and the link turns it off', async () => {
    const ada = await player();
    const statement = 'Your idea <b>"Rain & roofs"</b> placed 2nd in How could we reuse rainwater?';
    expect(await queueHighlight(ada.id, crypto.randomUUID(), statement)).toBe(1);
    const mailer = mailerFrom(smtpConfig());
    try {
      const report = await deliverDue(t.db, mailer, smtpConfig(), t.clock.now);
      expect(report).toEqual({ sent: 1, skipped: 0, failed: 0 });
    } finally {
      await mailer.close();
    }
    const mail = received.find((r) => r.envelopeTo.includes(ada.email));
    expect(mail, 'the SMTP server received the mail').toBeDefined();
    const parsed = (mail as Received).parsed;
    expect(parsed.from?.value).toEqual([{ name: 'Nervus', address: 'hello@nervus.test' }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : null).toBe(
      ada.email,
    );
    expect(parsed.subject).toBe(`Nervus: ${statement}`);
    // RFC 8058: an https address (with the mailto after it), and the one-click POST's body.
    // As sent, unfolded (RFC 5322 §2.2.3).
    const header = /^List-Unsubscribe:(.*(?:\r\n[ \t].*)*)/im.exec((mail as Received).raw)?.[1];
    const unfolded = (header ?? '').replace(/\r\n[ \t]+/g, ' ').trim();
    expect(unfolded).toMatch(
      /^<https:\/\/nervus\.test\/unsubscribe\?link=[A-Za-z0-9_-]{43}>, <mailto:unsubscribe@nervus\.test\?subject=unsubscribe%20[A-Za-z0-9_-]{43}>$/,
    );
    // mailparser reads the List-* headers into one `list` object; the raw lines are what count.
    expect((mail as Received).raw).toMatch(
      /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m,
    );
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@nervus\.test>$/);
    // Once sent, the outbox keeps the subject, not the link's secret (kept only as a hash).
    const secret = /link=([A-Za-z0-9_-]{43})/.exec(unfolded)?.[1] as string;
    const kept = await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, ada.id));
    expect(kept.find((m) => m.subject === `Nervus: ${statement}`)?.deliveredBy).toBe('smtp');
    expect(JSON.stringify(kept)).not.toContain(secret);
    // Plain text with the statement as is, HTML with it escaped, both with the product and the
    // preferences page.
    expect(parsed.text).toContain(`Hello @${ada.handle},`);
    expect(parsed.text).toContain(statement);
    expect(parsed.text).toContain('https://nervus.test/challenges/how-could-we-reuse-rainwater');
    expect(parsed.text).toContain('https://nervus.test/my-account/email-preferences');
    const html = String(parsed.html);
    expect(html).toContain('Your idea &lt;b&gt;&quot;Rain &amp; roofs&quot;&lt;/b&gt; placed 2nd');
    expect(html).not.toContain('<b>"Rain');
    expect(html).toContain('<strong>Nervus</strong>');
    expect(html).toContain('href="https://nervus.test/my-account/email-preferences"');

    // The mail client's one-click: POST to the header's https address, form body, no sign-in.
    const address = /<(https:[^>]+)>/.exec(unfolded)?.[1] as string;
    const url = new URL(address);
    const click = await t.app.request(`http://localhost${url.pathname}${url.search}`, {
      method: 'POST',
      headers: {
        host: 'localhost',
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '198.51.100.7',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    expect(await click.json()).toEqual({ data: { kind: 'challenge_updates', done: true } });
    const [row] = await t.db.select().from(users).where(eq(users.id, ada.id));
    expect((row?.preferences as { email?: Record<string, unknown> } | undefined)?.email).toEqual({
      challenge_updates: false,
    });
    // And the next such highlight is not mailed.
    expect(await queueHighlight(ada.id, crypto.randomUUID(), 'Another highlight')).toBe(0);
  });

  it('tries a refused mail again later, waiting longer, and sends it once accepted', async () => {
    const bea = await player();
    refused.add(bea.email);
    await queueHighlight(bea.id, crypto.randomUUID(), 'Bea’s idea placed 1st.');
    const mailer = mailerFrom(smtpConfig());
    try {
      const first = await deliverDue(t.db, mailer, smtpConfig(), t.clock.now);
      expect(first).toEqual({ sent: 0, skipped: 0, failed: 1 });
      const [row] = await notification(bea.id);
      expect(row?.sentAt).toBeNull();
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toMatch(/Mailbox full|452/);
      expect(row?.sendAfter.getTime()).toBe(t.clock.now.getTime() + 60_000);
      // Not due yet: nothing is tried.
      expect(await deliverDue(t.db, mailer, smtpConfig(), t.clock.now)).toEqual({
        sent: 0,
        skipped: 0,
        failed: 0,
      });
      refused.delete(bea.email);
      const later = new Date(t.clock.now.getTime() + 60_000);
      expect(await deliverDue(t.db, mailer, smtpConfig(), later)).toEqual({
        sent: 1,
        skipped: 0,
        failed: 0,
      });
    } finally {
      await mailer.close();
    }
    expect(received.filter((r) => r.envelopeTo.includes(bea.email))).toHaveLength(1);
    const [row] = await notification(bea.id);
    expect(row).toMatchObject({ attempts: 2, deliveredBy: 'smtp', claim: null });
  });

  it('sends each mail exactly once when two workers deliver the same outbox at once', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => player()));
    const ids: string[] = [];
    for (const [i, p] of people.entries())
      for (let n = 0; n < 6; n += 1) {
        const id = crypto.randomUUID();
        ids.push(id);
        await queueHighlight(p.id, id, `Highlight ${i}.${n}`);
      }
    const before = received.length;
    const mailers: Mailer[] = [mailerFrom(smtpConfig()), mailerFrom(smtpConfig())];
    try {
      const reports = await Promise.all(
        mailers.map((m) => deliverDue(t.db, m, smtpConfig(), t.clock.now)),
      );
      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(24);
      expect(reports.every((r) => r.failed === 0 && r.skipped === 0)).toBe(true);
    } finally {
      await Promise.all(mailers.map((m) => m.close()));
    }
    const arrived = received.slice(before);
    expect(arrived).toHaveLength(24);
    expect(new Set(arrived.map((r) => r.parsed.messageId)).size).toBe(24);
    expect(new Set(arrived.map((r) => r.parsed.subject)).size).toBe(24);
    const rows = await t.db.select().from(emailOutbox);
    const mine = rows.filter(
      (r) => r.kind === 'challenge_updates' && people.some((p) => p.id === r.userId),
    );
    expect(mine).toHaveLength(24);
    expect(mine.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });
});
