import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileFor, GROUP, routeFiles } from '../../scripts/route-files.js';
import { sidebarFor, titleKey } from './route-meta.js';
import { ROUTES } from './route-table.js';

const routesDir = fileURLToPath(new URL('../routes/', `file://${__filename}`));

/** A route file's text without white space and trailing commas (the formatter breaks long calls). */
function compact(file: string): string {
  return readFileSync(`${routesDir}${file}`, 'utf8').replace(/\s+/g, '').replaceAll(',)', ')');
}

describe('the route table', () => {
  it('has unique paths and names', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('has a route file for every entry, declaring its path and name', () => {
    const missing = routeFiles().filter((route) => {
      if (!existsSync(`${routesDir}${route.file}`)) return true;
      const text = compact(route.file);
      if (route.kind === 'generated') {
        return !text.includes(`createFileRoute('${route.id}')(tableRoute('${route.path}'))`);
      }
      return (
        !text.includes(`createFileRoute('${route.path}'`) || !text.includes(`'${route.entry.name}'`)
      );
    });
    expect(missing.map((r) => r.file)).toEqual([]);
  });

  it('keeps placeholders and redirects in their group folders, and nothing else there', () => {
    const generated = routeFiles().filter((r) => r.file.includes(GROUP));
    const inGroups = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.includes(GROUP) && file.endsWith('.tsx'))
      .sort();
    expect(inGroups).toEqual(generated.map((r) => r.file).sort());
  });

  it('calls no shipped page a placeholder', () => {
    // A placeholder whose address also has a hand-written page would hide that the page exists.
    const shadowed = routeFiles()
      .filter((r) => r.file.includes(GROUP) && existsSync(`${routesDir}${fileFor(r.path)}`))
      .map((r) => r.path);
    expect(shadowed).toEqual([]);
    const labels = new Set(ROUTES.flatMap((r) => (r.feature ? [r.feature] : [])));
    expect([...labels]).toEqual(['a later issue']);
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

describe('route files', () => {
  it('puts a group folder below the nearest real page, so the router nests its routes there', () => {
    const files = new Map(routeFiles().map((r) => [r.path, r]));
    expect(files.get('/discussion-forums/highest-dope')?.file).toBe(
      `${GROUP}/discussion-forums.highest-dope.tsx`,
    );
    expect(files.get('/$platformSlug/medals')).toMatchObject({
      file: `$platformSlug/${GROUP}/medals.tsx`,
      id: `/$platformSlug/${GROUP}/medals`,
    });
    expect(files.get('/$platformSlug/my-dashboard/idea-log')?.file).toBe(
      `$platformSlug/my-dashboard/${GROUP}/idea-log.tsx`,
    );
    // Below a real layout: the group folder sits under the layout's own folder.
    expect(files.get('/$platformSlug/my-dashboard/my-progress/scores-stats')).toMatchObject({
      file: `$platformSlug/my-dashboard/my-progress/${GROUP}/scores-stats.tsx`,
      id: `/$platformSlug/my-dashboard/my-progress/${GROUP}/scores-stats`,
    });
  });

  it('gives a placeholder with children a layout and an index', () => {
    const files = new Map(routeFiles().map((r) => [r.path, r]));
    expect(files.get('/admin')?.file).toBe(`${GROUP}/admin.tsx`);
    expect(files.get('/admin/')?.file).toBe(`${GROUP}/admin.index.tsx`);
    // A page without one of its own: the table's index entry is the page.
    expect(files.get('/faqs')).toMatchObject({ file: 'faqs.tsx', kind: 'generated' });
    expect(files.get('/faqs/')).toMatchObject({ file: 'faqs.index.tsx', kind: 'static' });
  });

  it('names flat files after the path', () => {
    expect(fileFor('/')).toBe('index.tsx');
    expect(fileFor('/a/$b')).toBe('a.$b.tsx');
    expect(fileFor('/a/')).toBe('a.index.tsx');
  });
});

describe('route meta', () => {
  it('chooses the sidebar from the first segment of the name', () => {
    expect(sidebarFor('dashboard.innovator')).toBe('dashboard');
    expect(sidebarFor('account.my-account')).toBe('account');
    expect(sidebarFor('faqs.patrons')).toBe('faqs');
    expect(sidebarFor('faqs')).toBe('faqs');
    expect(sidebarFor('admin.dashboards.users')).toBe('admin');
  });

  it('gives the about pages, contact, feedback and the legal pages the About sidebar', () => {
    for (const name of [
      'about',
      'about.about-nervus',
      'about.code-of-conduct',
      'contact',
      'send-feedback',
      'about.send-feedback',
      'tos',
      'policy',
      'gdpr',
      'dmca',
      'accessibility',
    ]) {
      expect(sidebarFor(name), name).toBe('about');
    }
  });

  it('gives every other page none, so it takes the whole width', () => {
    for (const name of ['challenges.challenge', 'idea', 'home.user', 'login.me', 'moved']) {
      expect(sidebarFor(name), name).toBeNull();
    }
    // Every boxed route outside the spec's sections: a challenge's page above all.
    const boxed = ROUTES.filter((r) => r.layout === 'boxed' && sidebarFor(r.name) === null);
    expect(boxed.some((r) => r.path.startsWith('/challenges/'))).toBe(true);
    expect(boxed.some((r) => /^(about|account|dashboard|faqs|admin)\b/.test(r.name))).toBe(false);
  });

  it('keys titles without dots', () => {
    expect(titleKey('dashboard.innovator')).toBe('routes:dashboard~innovator');
  });
});
