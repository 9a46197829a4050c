// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Bell, ChevronDown, Menu } from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');

/** The `d` of each path lucide-react draws for an icon. */
function paths(Icon: ComponentType): string[] {
  return [...renderToStaticMarkup(<Icon />).matchAll(/ d="([^"]+)"/g)].map((m) => m[1] as string);
}

describe('the icons app.css draws', () => {
  it.each([
    ['bell', Bell],
    ['menu', Menu],
    ['chevron-down', ChevronDown],
  ] as const)("%s is lucide-react's, path for path", (name, Icon) => {
    const rule = css.match(new RegExp(`\\.app-icon\\[data-icon="${name}"\\] \\{([^}]*)\\}`))?.[1];
    expect(rule, `.app-icon[data-icon="${name}"]`).toBeDefined();
    const drawn = [...(rule ?? '').matchAll(/<path d='([^']+)'\/>/g)].map((m) => m[1]);
    expect(drawn).toEqual(paths(Icon));
  });
});
