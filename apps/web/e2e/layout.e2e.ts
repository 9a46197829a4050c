// Issue 13: every page usable at 390 px wide, with no horizontal scroll. Every page route of the
// route table is visited at 390 px, as a visitor and as a signed-in player (cora), its path
// parameters filled from the demo data and from challenges set up here through the API; a page
// whose document is wider than the window fails, naming the elements that stick out, and so does
// a page that never draws. Redirects are visited where they lead, and of the later issues'
// placeholders one per layout (the rest draw the same page); each run prints what it left out.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../src/lib/route-table.js';
import { callAs, publishChallenge } from './api.js';
import { baseURL, launch, signIn } from './browser.js';

const PHONE = { width: 390, height: 844 } as const;
const PLAYER = 'cora';
/** Pages loaded at once in a chunk: the server and the browser share two cores. */
const PARALLEL = 4;
/** Paths per test, so each stays well within the suite's 60 s budget. */
const CHUNK = 16;

let browser: Browser;
let visitor: BrowserContext;
let player: BrowserContext;

async function call<T>(who: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await callAs<T>(who, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

async function enterIdea(who: string, challenge: string, title: string): Promise<string> {
  const answer = await call<{ data: { idea: { id: string } } }>(
    who,
    'POST',
    `/challenges/${challenge}/ideas`,
    { title, description: `${title}, described for the layout sweep.` },
  );
  return answer.data.idea.id;
}

async function rateAndEnd(owner: string, challenge: string, ideas: readonly string[]) {
  for (const idea of ideas) {
    await call('rita', 'POST', `/challenges/${challenge}/ratings`, { idea_id: idea, stars: 4 });
    await call('mona', 'POST', `/challenges/${challenge}/ratings`, { idea_id: idea, stars: 3 });
  }
  await call(owner, 'POST', `/challenges/${challenge}/end`);
}

/**
 * What the parameters are filled with: cora's own challenges (open, and settled) for the
 * catalyst's pages, and dora's (open, and settled) for the pages of a player who entered ideas.
 */
interface Scene {
  readonly own: { slug: string; idea: string };
  readonly ownSettled: { slug: string; idea: string };
  readonly played: { slug: string; idea: string };
  readonly playedSettled: { slug: string; idea: string };
}
let scene: Scene;

async function setScene(): Promise<Scene> {
  const own = await publishChallenge({ title: 'How could a page fit a phone' });
  const ownSettled = await publishChallenge({ title: 'How could a settled page fit a phone' });
  const played = await publishChallenge({
    title: 'How could dora test small screens',
    who: 'dora',
  });
  const playedSettled = await publishChallenge({
    title: 'How could dora settle small screens',
    who: 'dora',
  });
  const ownIdea = await enterIdea('ivan', own.id, 'Stack the columns');
  const ownSettledIdea = await enterIdea('ivan', ownSettled.id, 'Wrap the rows');
  await rateAndEnd('cora', ownSettled.id, [
    ownSettledIdea,
    await enterIdea('pat', ownSettled.id, 'Shrink the pictures'),
  ]);
  const playedIdea = await enterIdea(PLAYER, played.id, 'Try it on a phone');
  const playedSettledIdea = await enterIdea(PLAYER, playedSettled.id, 'Scroll only the tables');
  await rateAndEnd('dora', playedSettled.id, [
    playedSettledIdea,
    await enterIdea('ivan', playedSettled.id, 'Break the long words'),
  ]);
  return {
    own: { slug: own.slug, idea: ownIdea },
    ownSettled: { slug: ownSettled.slug, idea: ownSettledIdea },
    played: { slug: played.slug, idea: playedIdea },
    playedSettled: { slug: playedSettled.slug, idea: playedSettledIdea },
  };
}

/** A route's path with its parameters filled for `who` (null: a visitor). */
function fill(path: string, who: string | null): string {
  const dashboard = path.includes('/my-dashboard');
  let challenge = scene.played;
  if (path.includes('/catalyst/closed')) challenge = scene.ownSettled;
  else if (path.includes('/catalyst/')) challenge = scene.own;
  else if (path.includes('/resolve/')) challenge = scene.playedSettled;
  else if (path.endsWith('/$challenge/end')) challenge = scene.ownSettled;
  return (
    path
      // A dashboard is its owner's; other pages under a handle are another player's.
      .replace('$platformSlug', dashboard ? (who ?? PLAYER) : 'ivan')
      .replace('$challenge', challenge.slug)
      .replace('$idea', challenge.idea)
      .replace(/^\/idea\/\$id$/, `/idea/${scene.ownSettled.idea}`)
      .replace(/\/\$$/, '/innovator')
      // Placeholders of a later issue: any value draws them.
      .replace(/\$[A-Za-z]+/g, 'general')
  );
}

/**
 * Why a route is not visited as `who` (null: a visitor), or null when it is. `placeholders` holds
 * the placeholder first visited in each layout: the others draw the same page with another title.
 */
function skipReason(
  route: RouteEntry,
  who: string | null,
  placeholders: Map<string, string>,
): string | null {
  if (route.redirect) return `redirects to ${route.redirect.to} (visited there)`;
  if (route.path.includes('suggestion-box/$challenge'))
    return 'needs a question asked in a suggestion box (the demo data have none)';
  if (!who && (route.auth || route.path.startsWith('/my-dashboard')))
    return 'a visitor is sent to the sign-in page (visited signed in)';
  if (who && route.path === '/accounts/logout')
    return 'signs the player out (visited as a visitor)';
  if (route.feature) {
    const layout = `${route.layout}${route.hideHeader ? ' without header' : ''}`;
    const first = placeholders.get(layout);
    if (first) return `a placeholder in the ${layout} layout, as ${first} (visited there)`;
    placeholders.set(layout, route.path);
  }
  return null;
}

/**
 * The document's width, and when it is wider than the window the elements that stick out: each
 * one whose right edge is past the window while its parent's is not, and that no scrolling or
 * clipping box holds.
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return { scrollWidth, culprits: [] as string[] };
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` “${text}”` : ''}`;
    };
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const right = element.getBoundingClientRect().right;
      const parent = element.parentElement;
      if (right <= width + 0.5 || !parent) continue;
      if (parent !== document.body && parent.getBoundingClientRect().right > width + 0.5) continue;
      if (clipped(element)) continue;
      culprits.push(`${name(element)} (right edge ${Math.round(right)} px)`);
      if (culprits.length >= 5) break;
    }
    return { scrollWidth, culprits };
  });
}

/** How long a page may take to draw before it counts as broken. */
const DRAW_MS = 15_000;

/** Fails after `ms`: a page whose script never yields would hold `evaluate` until it crashes. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`nothing after ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The page's overflow, or why it could not be measured; null when it fits. */
async function visit(context: BrowserContext, path: string): Promise<string | null> {
  const page = await context.newPage();
  page.setDefaultTimeout(DRAW_MS);
  try {
    const found = await within(
      DRAW_MS * 2,
      (async () => {
        await page.goto(path, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        await page.locator('main, h1').first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        return measure(page);
      })(),
    );
    if (found.scrollWidth <= PHONE.width) return null;
    const landed = new URL(page.url()).pathname;
    const where = landed === path ? '' : ` (landed on ${landed})`;
    const culprits = found.culprits.join('; ') || 'no single element found';
    return `${path}${where}: ${found.scrollWidth} px wide; ${culprits}`;
  } catch (error) {
    const first = String(error).split('\n')[0];
    return `${path}: not drawn (${first})`;
  } finally {
    await page.close().catch(() => {});
  }
}

/** Visits `paths` a few at a time; answers each page that scrolls sideways. */
async function sweep(context: BrowserContext, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  let next = 0;
  async function worker() {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const overflow = await visit(context, path);
      if (overflow) found.push(overflow);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return found.sort();
}

/** The routes visited as `who`, and the ones left out with why. */
function plan(who: string | null) {
  const visited: RouteEntry[] = [];
  const skipped: string[] = [];
  const placeholders = new Map<string, string>();
  for (const route of ROUTES) {
    const reason = skipReason(route, who, placeholders);
    if (reason) skipped.push(`${route.path}: ${reason}`);
    else visited.push(route);
  }
  return { visited, skipped };
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

beforeAll(async () => {
  browser = await launch();
  scene = await setScene();
  visitor = await browser.newContext({ viewport: PHONE, baseURL: baseURL() });
  player = await browser.newContext({ viewport: PHONE, baseURL: baseURL() });
  const page = await player.newPage();
  await signIn(page, PLAYER);
  await page.waitForURL(`**/${PLAYER}/my-dashboard`);
  await page.close();
});
afterAll(async () => {
  await visitor?.close();
  await player?.close();
  await browser?.close();
});

for (const who of [null, PLAYER] as const) {
  const { visited, skipped } = plan(who);
  const as = who ? `signed in as ${who}` : 'as a visitor';
  describe(`every page at 390 px wide ${as}: no horizontal scroll`, () => {
    chunks(visited).forEach((routes, index) => {
      const first = routes[0]?.path;
      const last = routes[routes.length - 1]?.path;
      it(`pages ${index * CHUNK + 1}–${index * CHUNK + routes.length} (${first} … ${last})`, async () => {
        const found = await sweep(
          who ? player : visitor,
          routes.map((route) => fill(route.path, who)),
        );
        expect(found, `pages wider than 390 px ${as}`).toEqual([]);
      });
    });

    it('says which routes it leaves out, and why', () => {
      process.stdout.write(`Not visited ${as}:\n  ${skipped.join('\n  ')}\n`);
    });
  });
}

it('visits every page route as a visitor or as a player, but redirects and what has no data', () => {
  const seen = new Set([...plan(null).visited, ...plan(PLAYER).visited].map((r) => r.path));
  const never = ROUTES.filter(
    (route) =>
      !seen.has(route.path) &&
      !route.redirect &&
      !route.feature &&
      !route.path.includes('suggestion-box/$challenge'),
  );
  expect(never.map((route) => route.path)).toEqual([]);
});

describe('keyboard focus at 390 px', () => {
  for (const path of ['/', '/challenges/how-could-we-cut-food-waste-in-school-canteens']) {
    it(`the first Tab on ${path} shows where the focus is`, async () => {
      const page = await visitor.newPage();
      try {
        await page.goto(path);
        // The app takes over from the first paint after it: a Tab pressed before then focuses an
        // element the app replaces. The footer's theme choice is among the last parts it draws.
        await page.locator('.app-footer .nv-theme-toggle').waitFor();
        await page.waitForLoadState('networkidle');
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          return {
            element: `${element.tagName.toLowerCase()} “${(element.textContent ?? '').trim()}”`,
            outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
            ring: style.boxShadow !== 'none',
            onScreen: rect.width > 0 && rect.height > 0 && rect.right > 0 && rect.bottom > 0,
          };
        });
        expect(focus, 'something takes the focus').not.toBeNull();
        expect(focus?.onScreen, `${focus?.element} is on screen`).toBe(true);
        expect(focus?.outline || focus?.ring, `${focus?.element} draws a focus ring`).toBe(true);
      } finally {
        await page.close();
      }
    });
  }
});
