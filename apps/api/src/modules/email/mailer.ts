/**
 * The mail path's one interface, `send(mail)`, with two implementations, as the realtime
 * publisher has (modules/realtime): SMTP through nodemailer when `SMTP_URL` is set, and the
 * outbox viewer otherwise, which sends nothing: the mail stays in the outbox table, marked kept,
 * where admins read it (`GET /admin/outbox`). The mail worker (worker.ts) calls `send` once per
 * claimed row; a throw is a failed attempt, retried later.
 */
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../../env.js';

export interface OutgoingMail {
  /** The outbox row: the Message-ID is made from it, so a resend is recognisably the same mail. */
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly headers: Readonly<Record<string, string>>;
}

export interface Mailer {
  /** What the outbox row is marked delivered by. */
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The embedded default: the outbox is where mail is read; nothing leaves the server. */
export function outboxMailer(): Mailer {
  return { kind: 'outbox', send: async () => {}, close: async () => {} };
}

/**
 * Sends through the SMTP server of `url` (`smtp://user:pass@host:port`, `smtps://` for TLS).
 * nodemailer is loaded with the first mail: the embedded default never loads it.
 */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  const host = new URL(options.url).hostname;
  let transport: Promise<Transporter> | undefined;
  const connect = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.url,
        // Well inside the worker's claim on a row (worker.ts), so no other worker takes it
        // meanwhile.
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    );
    return transport;
  };
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await (await connect()).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: { ...mail.headers },
        messageId: `<${mail.id}@${messageDomain(options.from)}>`,
      });
      // A server that accepted no recipient has not taken the mail.
      if ((info.accepted ?? []).length === 0)
        throw new Error(`${host} accepted no recipient: ${String(info.response)}`);
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}

/** The domain of the sender's address, for Message-IDs. */
function messageDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

/** SMTP when the configuration names a server, else the outbox viewer. */
export function mailerFrom(config: MailConfig): Mailer {
  return config.smtpUrl ? smtpMailer({ url: config.smtpUrl, from: config.from }) : outboxMailer();
}
