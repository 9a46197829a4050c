// @vitest-environment node
import { readFileSync } from 'node:fs';
import { THEME_SCRIPT } from '@nervus/ui-kit';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('index.html', () => {
  it("applies the remembered theme in its head, with the ui-kit's script as it is", () => {
    // A copy, not an import: the server allows inline scripts by the hash of the built file's
    // text, so the script has to be in the file. This keeps the copy the ui-kit's.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${THEME_SCRIPT}</script>`);
    // Before anything is drawn or fetched.
    expect(head.indexOf(THEME_SCRIPT)).toBeLessThan(head.indexOf('<title>'));
  });
});
