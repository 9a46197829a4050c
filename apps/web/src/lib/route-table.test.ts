import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileFor, ROUTES } from '../../scripts/route-table.js';
import { sidebarFor, titleKey } from './route-meta.js';

const routesDir = new URL('../routes/', `file://${__filename}`);

describe('the route table', () => {
  it('has unique paths and names', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('has a route file for every entry, declaring its path and name', () => {
    const missing = ROUTES.filter((r) => {
      const file = fileURLToPath(new URL(fileFor(r.path), routesDir));
      if (!existsSync(file)) return true;
      // The formatter may break long calls over lines: compare without white space.
      const text = readFileSync(file, 'utf8').replace(/\s+/g, '');
      return !text.includes(`createFileRoute('${r.path}'`) || !text.includes(`'${r.name}'`);
    });
    expect(missing.map((r) => r.path)).toEqual([]);
  });

  it('covers the spec’s named routes', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const name of [
      'challenges.show',
      'challenges.rate',
      'challenges.start-rate',
      'home.user',
      'home.user.medals',
      'home.user.snoozed-sharings',
      'suggestion-box.ama',
      'platform.olympiad.leaderboard',
      'discussion-forums',
      'discussion-forums.most-recent',
      'discussion-forums.topics.all',
      'account.my-account',
      'account.my-account.email-preferences',
      'account.my-account.security',
      'account.my-account.masthead',
      'admin.dashboards.users',
      'admin.dashboards.feedbacks',
      'dashboard.dashboard',
      'dashboard.innovator',
      'dashboard.my-progress.score-stats',
    ]) {
      expect(names, name).toContain(name);
    }
  });
});

describe('route meta', () => {
  it('chooses the sidebar from the first segment of the name', () => {
    expect(sidebarFor('dashboard.innovator')).toBe('dashboard');
    expect(sidebarFor('account.my-account')).toBe('account');
    expect(sidebarFor('faqs.patrons')).toBe('faqs');
    expect(sidebarFor('admin.dashboards.users')).toBe('admin');
    expect(sidebarFor('tos')).toBe('about');
  });

  it('keys titles without dots', () => {
    expect(titleKey('dashboard.innovator')).toBe('routes:dashboard~innovator');
  });
});
