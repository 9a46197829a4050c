/**
 * The words of the players' mail: a notification (one highlight) and the digest, each in plain
 * text and simple HTML. Everything that comes from players (statements naming challenges,
 * handles) is escaped in the HTML; links are the site's own. Every such mail ends with the link
 * to the email preferences and a one-click unsubscribe (RFC 8058): `List-Unsubscribe` with the
 * https address (and a mailto when one is configured) and `List-Unsubscribe-Post`.
 */
import type { UnsubscribeKind } from '@nervus/contracts';
import { escapeHtml } from '../../http/first-paint.js';

export const PRODUCT = 'Nervus';

/** Where the site is, as mail links name it. */
export interface MailSite {
  /** `https://nervus.example`, no trailing slash. */
  readonly publicUrl: string;
  /** A mailbox that unsubscribes whoever writes to it, when there is one. */
  readonly unsubscribeMailto?: string | undefined;
}

/** What a notification mail tells: one highlight, as the player's Game Dash shows it. */
export interface NotificationPayload {
  readonly type: 'notification';
  readonly statement: string;
  /** An in-app path, or null. */
  readonly link: string | null;
  readonly challengeTitle: string | null;
}

/** What a digest tells: the neurons and highlights of its window the player may see. */
export interface DigestPayload {
  readonly type: 'digest';
  readonly frequency: 'daily' | 'weekly';
  /** The window, ISO times. */
  readonly from: string;
  readonly to: string;
  /** Neurons earned in the window, in thousandths, and how many awards. */
  readonly milliPoints: number;
  readonly awards: number;
  /** The newest highlights (a few), and how many there were. */
  readonly highlights: readonly { readonly statement: string; readonly link: string | null }[];
  readonly highlightsTotal: number;
}

export type MailPayload = NotificationPayload | DigestPayload;

export interface ComposedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Record<string, string>;
}

/**
 * The address of the page that confirms an unsubscribe, and takes the one-click POST. The token
 * goes as `link`: a `token` in any address of the web app is taken for a session token.
 */
export function unsubscribeUrl(site: MailSite, token: string): string {
  return `${site.publicUrl}/unsubscribe?link=${encodeURIComponent(token)}`;
}

/** RFC 8058's headers: the https address first, the mailto after it when there is one. */
export function unsubscribeHeaders(site: MailSite, token: string): Record<string, string> {
  const targets = [`<${unsubscribeUrl(site, token)}>`];
  if (site.unsubscribeMailto)
    targets.push(
      `<mailto:${site.unsubscribeMailto}?subject=${encodeURIComponent(`unsubscribe ${token}`)}>`,
    );
  return {
    'List-Unsubscribe': targets.join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** A site path as an address (links in highlights are in-app paths). */
function absolute(site: MailSite, path: string): string {
  // Only the site's own paths: a highlight's link never leads elsewhere from our mail.
  return path.startsWith('/') && !path.startsWith('//')
    ? `${site.publicUrl}${path}`
    : site.publicUrl;
}

/** `12.5` from 12500 thousandths: at most 3 decimals, no trailing zeros. */
export function neuronsText(milliPoints: number): string {
  const sign = milliPoints < 0 ? '-' : '';
  const abs = Math.abs(milliPoints);
  const whole = Math.floor(abs / 1000);
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole.toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
}

function truncate(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length <= max ? single : `${single.slice(0, max - 1).trimEnd()}…`;
}

const KIND_WORDS: Record<UnsubscribeKind, string> = {
  mentions: 'mail about feedback and followers',
  challenge_updates: 'mail about your challenges and game',
  digest: 'the digest',
};

interface Parts {
  readonly greeting: string;
  readonly lines: readonly { readonly text: string; readonly link?: string | null }[];
  readonly action?: { readonly label: string; readonly href: string } | undefined;
}

/** Text and HTML of one mail from its parts, with the shared footer. */
function render(
  site: MailSite,
  kind: UnsubscribeKind,
  token: string,
  subject: string,
  parts: Parts,
): ComposedMail {
  const preferences = `${site.publicUrl}/my-account/email-preferences`;
  const unsubscribe = unsubscribeUrl(site, token);
  const footer = `You get ${KIND_WORDS[kind]} because of your ${PRODUCT} email preferences.`;
  const text = [
    parts.greeting,
    '',
    ...parts.lines.map((l) =>
      l.link ? `- ${l.text}\n  ${absolute(site, l.link)}` : `- ${l.text}`,
    ),
    ...(parts.action ? ['', `${parts.action.label}: ${parts.action.href}`] : []),
    '',
    '--',
    `${PRODUCT}`,
    footer,
    `Change what we send: ${preferences}`,
    `Unsubscribe from ${KIND_WORDS[kind]}: ${unsubscribe}`,
    '',
  ].join('\n');
  const item = (l: Parts['lines'][number]) =>
    l.link
      ? `<li><a href="${escapeHtml(absolute(site, l.link))}">${escapeHtml(l.text)}</a></li>`
      : `<li>${escapeHtml(l.text)}</li>`;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(parts.greeting)}</p>`,
    `<ul>${parts.lines.map(item).join('')}</ul>`,
    parts.action
      ? `<p><a href="${escapeHtml(parts.action.href)}">${escapeHtml(parts.action.label)}</a></p>`
      : '',
    '<hr>',
    `<p><strong>${PRODUCT}</strong><br>${escapeHtml(footer)}<br>`,
    `<a href="${escapeHtml(preferences)}">Email preferences</a> · `,
    `<a href="${escapeHtml(unsubscribe)}">Unsubscribe from ${escapeHtml(KIND_WORDS[kind])}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html, headers: unsubscribeHeaders(site, token) };
}

/**
 * A mail from its payload, for a player known by `screenName`, unsubscribable from `kind` with
 * `token`.
 *
 * @example composeMail(site, { type: 'notification', statement: 'Your idea placed 2nd.', link: '/challenges/x', challengeTitle: null }, { screenName: 'ada', kind: 'challenge_updates', token })
 */
export function composeMail(
  site: MailSite,
  payload: MailPayload,
  to: { readonly screenName: string; readonly kind: UnsubscribeKind; readonly token: string },
): ComposedMail {
  const greeting = `Hello @${to.screenName},`;
  const subject = subjectOf(payload);
  if (payload.type === 'notification') {
    return render(site, to.kind, to.token, subject, {
      greeting,
      lines: [{ text: payload.statement, link: payload.link }],
      action: {
        label: `Open ${PRODUCT}`,
        href: payload.link ? absolute(site, payload.link) : site.publicUrl,
      },
    });
  }
  const period = payload.frequency === 'daily' ? 'day' : 'week';
  const neurons = neuronsText(payload.milliPoints);
  const lines: Parts['lines'][number][] = [];
  if (payload.awards > 0)
    lines.push({
      text: `You earned ${neurons} neurons in ${payload.awards} ${payload.awards === 1 ? 'award' : 'awards'}.`,
      link: '/my-dashboard/notifications/neurons-earned',
    });
  for (const h of payload.highlights) lines.push({ text: h.statement, link: h.link });
  const more = payload.highlightsTotal - payload.highlights.length;
  if (more > 0)
    lines.push({ text: `… and ${more} more ${more === 1 ? 'highlight' : 'highlights'}.` });
  return render(site, to.kind, to.token, subject, {
    greeting: `${greeting} here is your ${period} on ${PRODUCT}.`,
    lines,
    action: { label: 'See your progress', href: `${site.publicUrl}/my-dashboard/my-progress` },
  });
}

/** A mail's subject: known when it is queued (the outbox shows it before the mail is written). */
export function subjectOf(payload: MailPayload): string {
  if (payload.type === 'notification') return `${PRODUCT}: ${truncate(payload.statement, 120)}`;
  const summary = [
    payload.awards > 0 ? `${neuronsText(payload.milliPoints)} neurons` : null,
    payload.highlightsTotal > 0
      ? `${payload.highlightsTotal} ${payload.highlightsTotal === 1 ? 'highlight' : 'highlights'}`
      : null,
  ]
    .filter(Boolean)
    .join(', ');
  return `Your ${PRODUCT} ${payload.frequency} digest: ${summary}`;
}
