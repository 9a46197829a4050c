// @vitest-environment node
/**
 * The app's look comes from the ui-kit's tokens and components (issue 13): no stylesheet under
 * src writes its own colour, length or duration, no source writes a colour in a string, and no
 * inline style holds a literal value. Each offender is printed as `file:line: hit`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(__dirname);

/** Files allowed a colour in a string, each with why; nothing else is allowed. */
const COLOUR_ALLOWED: Record<string, string> = {
  // The canvas paints the meme itself: white capitals with a black outline over a dark ground
  // are the picture's content (uploaded as the idea's PNG), not the page's look, and a canvas
  // cannot read a custom property.
  'features/challenge/meme-canvas.tsx': "a meme's white text with a black outline is its picture",
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const COLOUR =
  /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?|oklch|oklab|lab|lch|hwb|color-mix)\(/gi;
const CSS_LITERAL = new RegExp(
  `${COLOUR.source}|(?<![\\w-])\\d*\\.?\\d+(?:px|rem|em|ms|s)\\b`,
  'gi',
);
/** A number with a unit, in a string an inline style holds. */
const STYLE_UNIT =
  /(?<![\w-])\d*\.?\d+(?:px|rem|em|ex|ch|vw|vh|vmin|vmax|dvh|svh|lvh|fr|pt|%|ms|s|deg)(?![\w-])/i;

/** The literal colours, lengths and durations of a stylesheet, by line; comments and `@media` lines ignored. */
function cssLiterals(css: string): string[] {
  const found: string[] = [];
  css
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .forEach((line, i) => {
      if (/^\s*@media\b/.test(line)) return;
      for (const hit of line.match(CSS_LITERAL) ?? []) found.push(`${i + 1}: ${hit}`);
    });
  return found;
}

interface Token {
  readonly kind: 'string' | 'code';
  readonly text: string;
  /** Offset of the token's first character in the source. */
  readonly at: number;
}

/** Where a `/` starts a regular expression rather than a division (the usual heuristic). */
const REGEX_BEFORE = /(?:^|[(,=:[!&|?{;+\-*%~^]|\breturn|\btypeof|\bcase|\bin|\bof)\s*$/;

/**
 * Splits TypeScript into code and string literal parts (a template's static parts are strings,
 * its `${}` parts code); comments become spaces, regular expressions are dropped.
 */
function tokens(source: string): Token[] {
  const out: Token[] = [];
  let code = '';
  let codeAt = 0;
  const add = (text: string, at: number) => {
    if (!code) codeAt = at;
    code += text;
  };
  const flush = (end: number) => {
    if (code) out.push({ kind: 'code', text: code, at: codeAt });
    code = '';
    codeAt = end;
  };
  // Brace depths at which a template's `${` was opened, innermost last.
  const templates: number[] = [];
  let depth = 0;
  let i = 0;
  const template = () => {
    // Reads a template's static part from i (after ` or }) up to its end or the next `${`.
    const start = i;
    let text = '';
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        out.push({ kind: 'string', text, at: start });
        i += 1;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        out.push({ kind: 'string', text, at: start });
        i += 2;
        templates.push(depth);
        depth += 1;
        return;
      } else {
        text += c;
        i += 1;
      }
    }
    out.push({ kind: 'string', text, at: start });
  };
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      add(' '.repeat(stop - i), i);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      add(source.slice(i, stop).replace(/[^\n]/g, ' '), i);
      i = stop;
    } else if (c === '/' && REGEX_BEFORE.test(code)) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n') {
        const r = source[j];
        if (r === '\\') j += 1;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        j += 1;
      }
      add(' '.repeat(j + 1 - i), i);
      i = j + 1;
    } else if (c === "'" || c === '"') {
      flush(i);
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') {
        j += source[j] === '\\' ? 2 : 1;
      }
      out.push({ kind: 'string', text: source.slice(i + 1, j), at: i + 1 });
      i = j + 1;
      codeAt = i;
    } else if (c === '`') {
      flush(i);
      i += 1;
      template();
      codeAt = i;
    } else if (c === '}' && templates.length > 0 && templates.at(-1) === depth - 1) {
      flush(i);
      templates.pop();
      depth -= 1;
      i += 1;
      template();
      codeAt = i;
    } else {
      if (c === '{') depth += 1;
      if (c === '}') depth -= 1;
      add(c, i);
      i += 1;
    }
  }
  flush(i);
  return out;
}

const lineOf = (source: string, at: number) => source.slice(0, at).split('\n').length;

/** A TypeScript source's colours in strings and literal values in inline `style={{ }}` objects. */
function sourceLiterals(source: string): { colours: string[]; styles: string[] } {
  const parts = tokens(source);
  const colours: string[] = [];
  for (const part of parts) {
    if (part.kind !== 'string') continue;
    for (const match of part.text.matchAll(COLOUR)) {
      colours.push(`${lineOf(source, part.at + match.index)}: ${match[0]}`);
    }
  }
  const styles: string[] = [];
  // The parts from each `style={{` to its matching `}}`.
  for (let p = 0; p < parts.length; p += 1) {
    const part = parts[p] as Token;
    if (part.kind !== 'code') continue;
    for (const open of part.text.matchAll(/\bstyle=\{\{/g)) {
      let depth = 2;
      let q = p;
      let from = open.index + open[0].length;
      while (depth > 0 && q < parts.length) {
        const piece = parts[q] as Token;
        if (piece.kind === 'string') {
          const hit = piece.text.match(COLOUR) ?? piece.text.match(STYLE_UNIT);
          if (hit) styles.push(`${lineOf(source, piece.at)}: ${piece.text}`);
        } else {
          let k = from;
          for (; k < piece.text.length && depth > 0; k += 1) {
            if (piece.text[k] === '{') depth += 1;
            if (piece.text[k] === '}') depth -= 1;
          }
          // Numbers in a value's place: after `:`, or in a ternary's branches.
          for (const num of piece.text
            .slice(from, k)
            .matchAll(/[:?]\s*(-?(?:\d[\d_]*\.?\d*|\.\d+)(?:e-?\d+)?)(?![\w.])/gi)) {
            styles.push(`${lineOf(source, piece.at + from + num.index)}: ${num[1]}`);
          }
        }
        if (depth > 0) {
          q += 1;
          from = 0;
        }
      }
    }
  }
  return { colours, styles };
}

describe('cssLiterals', () => {
  it('finds colours, lengths and durations, not tokens, unitless numbers, comments or @media', () => {
    expect(
      cssLiterals(
        'a { color: #fff; margin: 4px; transition: x 120ms; opacity: 0.6 }\n' +
          'b { background: rgb(0 0 0 / 0.5); inset: 1.5rem; delay: .2s; c: color-mix(in srgb, red, blue) }',
      ),
    ).toEqual(['1: #fff', '1: 4px', '1: 120ms', '2: rgb(', '2: 1.5rem', '2: .2s', '2: color-mix(']);
    expect(
      cssLiterals(
        'a { padding: var(--nv-space-2); line-height: 1.5; width: 100%; grid-area: h1 }\n' +
          '/* 4px #fff\n   2rem */\n@media (min-width: 768px) {\n.x-2px-s { z-index: 2 }',
      ),
    ).toEqual([]);
  });
});

describe('sourceLiterals', () => {
  it('finds colours in strings (plain and in templates), not in comments or names', () => {
    const sample = [
      "const a = '#7048e8';",
      '// a comment says #fff',
      `const b = \`solid \${w} rgb(0 0 0)\`;`,
      "const c = { href: '#main', url: 'https://x.y/#fade-in' }; /* hsl(1 2 3) */",
      'const d = colour(1) / 2; const e = /#fff/.test(x);',
      'const f = "hsla(0, 0%, 0%, 0.5)";',
    ].join('\n');
    expect(sourceLiterals(sample).colours).toEqual(['1: #7048e8', '3: rgb(', '6: hsla(']);
  });

  it('finds literal values in inline styles, not computed ones or custom properties from data', () => {
    const sample = [
      '<p style={{ margin: 0 }} />',
      "<p style={{ marginTop: '8px', whiteSpace: 'pre-wrap' }} />",
      '<p',
      '  style={{',
      "    gridTemplateColumns: 'repeat(3, 1fr)',",
      "    flex: big ? 2 : 1, color: '#fff',",
      '  }}',
      '/>',
      `<p style={{ width: \`\${pct}%\`, '--nv-accent': platform.colour, height: size.h }} />`,
      `<div style={{ ...rest, inset: \`\${x}px\` }} data-x={{ margin: 1 }} />`,
    ].join('\n');
    expect(sourceLiterals(sample).styles).toEqual([
      '1: 0',
      '2: 8px',
      '5: repeat(3, 1fr)',
      '6: 2',
      '6: 1',
      '6: #fff',
    ]);
  });
});

const files = walk(src)
  .map((file) => relative(src, file).split('\\').join('/'))
  .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'));
const read = (file: string) => readFileSync(join(src, file), 'utf8');

describe('apps/web/src', () => {
  it('has stylesheets and sources to check', () => {
    expect(files.filter((f) => f.endsWith('.css')).length).toBeGreaterThan(0);
    expect(files.filter((f) => /\.tsx?$/.test(f)).length).toBeGreaterThan(100);
  });

  it('takes every colour, size and duration in its stylesheets from a ui-kit token', () => {
    const offenders = files
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => cssLiterals(read(file)).map((hit) => `${file}:${hit}`));
    // One offender a line in the failure's diff: `file:line: hit`.
    expect(offenders.join('\n')).toBe('');
  });

  it('writes no colour in a string and no literal value in an inline style', () => {
    const offenders = files
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => {
        const { colours, styles } = sourceLiterals(read(file));
        return [...(file in COLOUR_ALLOWED ? [] : colours), ...styles].map(
          (hit) => `${file}:${hit}`,
        );
      });
    // One offender a line in the failure's diff: `file:line: hit`.
    expect(offenders.join('\n')).toBe('');
  });

  it('allows a colour only where one is still painted', () => {
    for (const file of Object.keys(COLOUR_ALLOWED)) {
      expect(sourceLiterals(read(file)).colours, file).not.toEqual([]);
    }
  });
});
