/**
 * The length of a label once Punycode-encoded (RFC 3492), as punycode.js 1.4's `toASCII` gives
 * it: a label with any character outside printable ASCII becomes `xn--` plus its encoding, and the separators
 * `。．｡` split it like dots. DNS allows at most 63 characters a label, so the link rules need
 * this length, never the encoding itself.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  for (; d > ((BASE - T_MIN) * T_MAX) >> 1; k += BASE) d = Math.floor(d / (BASE - T_MIN));
  return Math.floor(k + ((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** Code points as punycode.js reads them: a lone surrogate stands for itself. */
function codePoints(text: string): number[] {
  const points: number[] = [];
  for (const ch of text) points.push(ch.codePointAt(0) as number);
  return points;
}

/** Characters of the Punycode encoding of `input` (without `xn--`). */
function encodedLength(input: string): number {
  const points = codePoints(input);
  const basic = points.filter((p) => p < 0x80).length;
  let length = basic + (basic > 0 ? 1 : 0);
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  let handled = basic;
  while (handled < points.length) {
    let m = Number.MAX_SAFE_INTEGER;
    for (const p of points) if (p >= n && p < m) m = p;
    delta += (m - n) * (handled + 1);
    n = m;
    for (const p of points) {
      if (p < n) delta += 1;
      if (p !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
        if (q < t) break;
        length += 1;
        q = Math.floor((q - t) / (BASE - t));
      }
      length += 1;
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled += 1;
    }
    delta += 1;
    n += 1;
  }
  return length;
}

/**
 * The length of `label` in ASCII-compatible form.
 *
 * @example punycodeLength('münchen') // 13 ('xn--mnchen-3ya')
 */
export function punycodeLength(label: string): number {
  return label
    .split(/[.\u3002\uFF0E\uFF61]/)
    .reduce(
      (sum, part, i) =>
        sum + (i > 0 ? 1 : 0) + (/[^\x20-\x7E]/.test(part) ? 4 + encodedLength(part) : part.length),
      0,
    );
}
