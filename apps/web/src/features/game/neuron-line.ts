/**
 * A neuron line's words: the reason's translated text, or the spec's fallback sentence ("You
 * earned/lost points as {role} in {challenge}") for a reason without one, never the raw reason
 * code. The challenge's title is a link, so the text comes in parts around it.
 */
import type { CallResponse } from '@nervus/contracts';
import type { TFunction } from '@nervus/ui-kit';
import { gameDashEnglish } from '../../i18n/game-dash.en.js';
import '../../i18n/game.en.js';

/** One line of `GET /neurons`. */
export type Neuron = CallResponse<'neurons'>['data'][number];

const REASONS: Readonly<Record<string, string>> = gameDashEnglish.dash.reason;
// Stands for the challenge's link while the sentence is translated, then splits it.
const SLOT = '\u0000';

export interface NeuronText {
  /** The text before the challenge (all of it when there is no challenge). */
  readonly before: string;
  /** The challenge named in the text, to link; null when the text names none. */
  readonly challenge: { readonly title: string; readonly slug: string } | null;
  readonly after: string;
}

/**
 * @example
 * neuronText(t, { reason: 'community-top-5:1', challenge_title: 'How?', challenge_slug: 'how', … })
 * // { before: 'The community placed your idea #1 in ', challenge: { title: 'How?', slug: 'how' }, after: '' }
 */
export function neuronText(
  t: TFunction,
  neuron: Pick<Neuron, 'reason' | 'role' | 'points' | 'challenge_title' | 'challenge_slug'>,
): NeuronText {
  const [base = '', arg] = neuron.reason.split(':');
  const challenge =
    neuron.challenge_title && neuron.challenge_slug
      ? { title: neuron.challenge_title, slug: neuron.challenge_slug }
      : null;
  const text = REASONS[base];
  const needsChallenge = text?.includes('{{challenge}}') ?? false;
  const needsPlace = text?.includes('{{place}}') ?? false;
  const placeOk = !needsPlace || (arg !== undefined && /^\d+$/.test(arg));
  let sentence: string;
  if (text && placeOk && (!needsChallenge || challenge)) {
    sentence = t(`dash.reason.${base}`, { challenge: SLOT, place: arg ?? '' });
  } else {
    const role = t(`brains.roleName.${neuron.role}`);
    const lost = neuron.points < 0;
    sentence = challenge
      ? t(lost ? 'dash.fallback.lost' : 'dash.fallback.earned', { role, challenge: SLOT })
      : t(lost ? 'dash.fallback.lostNoChallenge' : 'dash.fallback.earnedNoChallenge', { role });
  }
  const at = sentence.indexOf(SLOT);
  if (at < 0 || !challenge)
    return { before: sentence.replaceAll(SLOT, ''), challenge: null, after: '' };
  return { before: sentence.slice(0, at), challenge, after: sentence.slice(at + SLOT.length) };
}

const signed = new Intl.NumberFormat('en', { maximumFractionDigits: 3, signDisplay: 'exceptZero' });

/**
 * Points with their sign, to three decimals at most.
 *
 * @example signedPoints(2) // '+2'; signedPoints(-0.5) // '-0.5'
 */
export function signedPoints(points: number): string {
  return signed.format(points);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago, in words ("3 minutes ago", "yesterday"); under a minute is "now".
 *
 * @example relativeTime('2026-11-22T11:00:00Z', Date.parse('2026-11-22T12:00:00Z')) // '1 hour ago'
 */
export function relativeTime(iso: string, now: number, language = 'en'): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const diff = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS)
    if (Math.abs(diff) >= ms) return format.format(Math.trunc(diff / ms), unit);
  return format.format(0, 'second');
}
