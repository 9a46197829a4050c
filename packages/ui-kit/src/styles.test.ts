import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** The literal colours and lengths a stylesheet writes itself, by line; comments ignored. */
function literals(css: string): string[] {
  const found: string[] = [];
  css
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .forEach((line, i) => {
      const hits = line.match(
        /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|color-mix)\(|(?<![\w-])\d*\.?\d+(?:px|rem|em|ms|s)\b/gi,
      );
      for (const hit of hits ?? []) found.push(`${i + 1}: ${hit}`);
    });
  return found;
}

describe('literals', () => {
  it('finds colours, lengths and durations, not token names or unitless numbers', () => {
    expect(literals('a { color: #fff; margin: 4px; transition: x 120ms; opacity: 0.6 }')).toEqual([
      '1: #fff',
      '1: 4px',
      '1: 120ms',
    ]);
    expect(literals('a { padding: var(--nv-space-2); line-height: 1.5; width: 100% }')).toEqual([]);
  });
});

describe('styles.css', () => {
  it('takes every colour, size and duration from a token (tokens.css)', () => {
    expect(literals(read('./styles.css'))).toEqual([]);
  });
});
