// @vitest-environment node
import { readFileSync } from 'node:fs';
import { MEDAL_ICONS } from '@nervus/game-rules';
import {
  Award,
  Brain,
  HandHelping,
  Lightbulb,
  Lock,
  Megaphone,
  MessageSquare,
  Star,
  Trophy,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./medals.css', import.meta.url), 'utf8');

/** The lucide icon each medal drawing is (the lock marks a medal not yet earned). */
const LUCIDE: Record<(typeof MEDAL_ICONS)[number] | 'lock', ComponentType> = {
  lightbulb: Lightbulb,
  star: Star,
  message: MessageSquare,
  megaphone: Megaphone,
  users: Users,
  brain: Brain,
  trophy: Trophy,
  podium: Award,
  hand: HandHelping,
  lock: Lock,
};

/** The shapes of an SVG's markup, each as its tag and attributes in order. */
function shapes(markup: string): string[] {
  return [...markup.matchAll(/<(path|circle|rect)\b([^>]*?)\/?>/g)].map(
    (m) => `${m[1]}${(m[2] ?? '').replace(/"/g, "'").trim()}`,
  );
}

describe('the medal drawings medals.css has', () => {
  it.each([...MEDAL_ICONS, 'lock' as const])("%s is lucide-react's, shape for shape", (name) => {
    const rule = css.match(new RegExp(`\\.app-icon\\[data-icon="${name}"\\] \\{([^}]*)\\}`))?.[1];
    expect(rule, `.app-icon[data-icon="${name}"]`).toBeDefined();
    const Icon = LUCIDE[name];
    const drawn = shapes(rule ?? '');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn).toEqual(shapes(renderToStaticMarkup(<Icon />).replace(/^<svg[^>]*>/, '')));
  });
});
