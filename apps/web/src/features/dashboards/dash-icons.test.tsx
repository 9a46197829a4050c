// @vitest-environment node
import { readFileSync } from 'node:fs';
import {
  Award,
  Clock,
  FileText,
  Flag,
  Inbox,
  Lightbulb,
  MessageSquare,
  Rocket,
  Star,
  Trophy,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DashIconName } from './dash-ui.js';

const css = readFileSync(new URL('./dashboards.css', import.meta.url), 'utf8');

/** The shapes lucide-react draws for an icon, as the stylesheet writes them. */
function shapes(Icon: ComponentType): string {
  return renderToStaticMarkup(<Icon />)
    .replace(/^<svg[^>]*>|<\/svg>$/g, '')
    .replace(/"/g, "'")
    .replace(/><\/\w+>/g, '/>');
}

const ICONS: Record<DashIconName, ComponentType> = {
  ideas: Lightbulb,
  trophy: Trophy,
  inbox: Inbox,
  star: Star,
  drafts: FileText,
  mentoring: MessageSquare,
  clock: Clock,
  flag: Flag,
  users: Users,
  rocket: Rocket,
  award: Award,
};

describe('the icons dashboards.css draws', () => {
  it.each(Object.entries(ICONS))("%s is lucide-react's, shape for shape", (name, Icon) => {
    const rule = css.match(new RegExp(`\\.dash-icon\\[data-icon="${name}"\\] \\{([^}]*)\\}`))?.[1];
    expect(rule, `.dash-icon[data-icon="${name}"]`).toBeDefined();
    const drawn = rule?.match(/stroke-linejoin='round'>(.*)<\/svg>/)?.[1];
    expect(drawn).toBe(shapes(Icon));
  });
});
