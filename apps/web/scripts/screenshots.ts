// `pnpm screenshots` (root, after the build): the product's main pages as PNGs under
// docs/screenshots/, so a reviewer sees it without running it. Starts the built server on a free
// port with a fresh data directory (demo data seeded), sets the scene through the API (a
// challenge played to the end, so its page shows the Top 3), signs the players in through the
// sign-in page, and shoots every page at 390 and 1280 px wide, in light and dark, full page.
//   tsx scripts/screenshots.ts [--only home,create]   (WEB_DIST: a build elsewhere;
//   CHROMIUM_PATH: the browser, as @nervus/chromium finds it)
// Pages are shot once drawn, never after a fixed delay: their heading shown, the network idle,
// fonts and images loaded; motion reduced and the caret hidden, so runs differ only in content.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { startBuiltServer } from './built-server.js';

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const WEB_DIST = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const PASSWORD = 'nervus-demo-2026';
/** Demo challenges (apps/api `seed/demo.ts`). */
const OPEN_CHALLENGE = 'how-could-we-cut-food-waste-in-school-canteens';
/** The challenge this run plays to the end (`playToTheEnd`). */
const SETTLED_TITLE = 'How could a town share its tools?';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;
/** Pages shot at once (each in its own browser context). */
const PARALLEL = 4;
/** The longest any one page may take to draw before the run fails. */
const STEP_TIMEOUT_MS = 30_000;

/** The challenge played to the end by `playToTheEnd`, set before any page is shot. */
let settledSlug = '';

interface Shot {
  /** The file name's start: `<name>-<width>-<theme>.png`. */
  readonly name: string;
  /** What the picture shows, for the README's table. */
  readonly caption: string;
  /** Who is signed in; none: a visitor. */
  readonly who?: string;
  /** Opens the page and brings it to the state shot. */
  readonly open: (page: Page) => Promise<void>;
}

async function heading(page: Page, name: string | RegExp, level?: number) {
  await page
    .getByRole('heading', { name, ...(level ? { level } : {}) })
    .first()
    .waitFor();
}

const SHOTS: readonly Shot[] = [
  {
    name: 'home',
    caption: 'Home, as a visitor',
    open: async (page) => {
      await page.goto('/');
      await page.locator('main h1, main h2').first().waitFor();
    },
  },
  {
    name: 'challenge-open',
    caption: 'An open challenge (ivan): rating it, entering an idea',
    who: 'ivan',
    open: async (page) => {
      await page.goto(`/challenges/${OPEN_CHALLENGE}`);
      await heading(page, 'How could we cut food waste in school canteens?', 1);
      await heading(page, 'Enter an idea');
    },
  },
  {
    name: 'challenge-results',
    caption: 'A settled challenge: the results and the Top 3 podium, as a visitor',
    open: async (page) => {
      await page.goto(`/challenges/${settledSlug}`);
      await heading(page, 'Results');
      await page.getByRole('list', { name: 'Podium', exact: true }).waitFor();
    },
  },
  {
    name: 'create',
    caption: 'Creating a challenge (cora): the preview before publishing',
    who: 'cora',
    open: async (page) => {
      await page.goto('/challenges/create');
      await page.getByRole('button', { name: 'Ask a Question' }).click();
      await page.getByRole('button', { name: 'Science & Technology' }).click();
      await page.getByRole('button', { name: 'Environment' }).click();
      await page.getByLabel(/^Your question/).fill('How could our street grow more of its food?');
      await page
        .getByLabel('Describe the question')
        .fill('Verges, roofs and balconies sit empty. What would get neighbours planting?');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Skip' }).click();
      await heading(page, 'Image');
      await page
        .getByRole('button', { name: /Use this image by/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Preview, Edit & Publish' }).click();
      await page.getByRole('button', { name: 'Publish & Share' }).waitFor();
    },
  },
  {
    name: 'dashboard',
    caption: 'My Dashboard (cora): the brain panel and the role sections',
    who: 'cora',
    open: async (page) => {
      await page.goto('/cora/my-dashboard');
      await heading(page, 'My Dashboard', 1);
      await heading(page, 'Your brain');
    },
  },
  {
    name: 'dashboard-catalyst',
    caption: "The catalyst's dashboard (cora): her open challenges",
    who: 'cora',
    open: async (page) => {
      await page.goto('/cora/my-dashboard/catalyst/open');
      await heading(page, 'My open challenges', 1);
      await page
        .getByRole('list', { name: 'My open challenges' })
        .getByRole('link')
        .first()
        .waitFor();
    },
  },
  {
    name: 'dashboard-innovator',
    caption: "The innovator's dashboard (ivan): his closed challenges and places",
    who: 'ivan',
    open: async (page) => {
      await page.goto('/ivan/my-dashboard/innovator/challenges/closed');
      await page.locator('main h1').first().waitFor();
      await page.getByRole('link', { name: SETTLED_TITLE }).first().waitFor();
    },
  },
  {
    name: 'account',
    caption: 'My Account (ivan): his profile',
    who: 'ivan',
    open: async (page) => {
      await page.goto('/my-account/profile');
      await page.locator('main h1').first().waitFor();
      await page.getByRole('textbox').first().waitFor();
    },
  },
];

/** Calls the API as a demo player (password grant), failing the run on any refusal. */
function apiAs(base: string) {
  const tokens = new Map<string, string>();
  async function token(who: string): Promise<string> {
    const known = tokens.get(who);
    if (known) return known;
    const answer = await fetch(`${base}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: who, password: PASSWORD }),
    });
    if (!answer.ok) throw new Error(`sign-in as ${who}: ${answer.status}`);
    const body = (await answer.json()) as { access_token: string };
    tokens.set(who, body.access_token);
    return body.access_token;
  }
  return async <T>(who: string, method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(who)}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${who} ${method} ${path}: ${answer.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/**
 * A challenge played to the end: cora puts up a money prize, three innovators enter ideas, two
 * raters rate each (an idea needs two ratings to rank), and cora ends it, which settles it.
 */
async function playToTheEnd(base: string): Promise<string> {
  const call = apiAs(base);
  const published = await call<{ data: { challenge: { id: string; slug: string } } }>(
    'cora',
    'POST',
    '/challenges',
    {
      challenge: {
        question_title: SETTLED_TITLE,
        question_detail:
          'Drills, ladders and lawnmowers sit unused most of the year. How could neighbours share them?',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: '/api/images/generated/3fa94c12d07e81b5?w=1200',
        duration_end: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        tags: [],
      },
      prize: { prize_type: 'money', prize_money: '90' },
    },
  );
  const { id, slug } = published.data.challenge;
  const ideas = [
    ['ivan', 'A tool library at the town hall', 5, 4],
    ['pat', 'Tool swap Saturdays', 4, 4],
    ['sam', 'Lend tools by app', 3, 4],
  ] as const;
  for (const [who, title, rita, mona] of ideas) {
    const entered = await call<{ data: { idea: { id: string } } }>(
      who,
      'POST',
      `/challenges/${id}/ideas`,
      { title, description: `${title}, so everyone on the street can borrow what they need.` },
    );
    const idea = entered.data.idea.id;
    await call('rita', 'POST', `/challenges/${id}/ratings`, { idea_id: idea, stars: rita });
    await call('mona', 'POST', `/challenges/${id}/ratings`, { idea_id: idea, stars: mona });
  }
  await call('cora', 'POST', `/challenges/${id}/end`);
  return slug;
}

/** Signs a demo player in through the sign-in page; answers the browser's session to reuse. */
async function signIn(browser: Browser, base: string, who: string) {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto('/accounts/gateway');
    await page.getByLabel('Email or screen name').fill(who);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**/${who}/my-dashboard`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Waits until the page is drawn whole: the network idle, fonts ready, every image decoded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // A full-page picture shows what is below the fold, which lazy images would leave blank.
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete ? null : image.decode().catch(() => null),
      ),
    );
  });
  await page.waitForLoadState('networkidle');
}

async function shoot(
  browser: Browser,
  base: string,
  sessions: Map<string, Awaited<ReturnType<typeof signIn>>>,
  shot: Shot,
  size: (typeof WIDTHS)[number],
): Promise<string[]> {
  const session = shot.who ? sessions.get(shot.who) : undefined;
  const context: BrowserContext = await browser.newContext({
    baseURL: base,
    viewport: size,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    ...(session ? { storageState: session } : {}),
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(String(error)));
    await shot.open(page);
    const files: string[] = [];
    const opened = performance.now();
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await settle(page);
      const file = `${shot.name}-${size.width}-${theme}.png`;
      await page.screenshot({
        path: join(OUT, file),
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
      });
      files.push(file);
    }
    if (errors.length) throw new Error(errors.join('\n'));
    console.info(
      `${shot.name} at ${size.width} px: shot in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
    );
    return files;
  } catch (error) {
    throw new Error(`${shot.name} at ${size.width} px: ${String(error)}`);
  } finally {
    await context.close();
  }
}

/** Runs `tasks` with at most `limit` at once, in order of start. */
async function pool<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

function readme(): string {
  const rows = SHOTS.map((shot) => {
    const cells = WIDTHS.flatMap((size) =>
      THEMES.map((theme) => {
        const file = `${shot.name}-${size.width}-${theme}.png`;
        return `[${size.width} ${theme}](${file})`;
      }),
    );
    return [shot.caption, cells.join(' · ')] as const;
  });
  // Padded as the formatter (biome) writes tables, so the written file passes `biome ci`.
  const header = ['page', 'pictures'] as const;
  const width = [0, 1].map((i) =>
    Math.max(header[i]?.length ?? 0, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(width[i] ?? 0)).join(' | ')} |`;
  return [
    '# Screenshots',
    '',
    'The product as a reviewer would see it, written by `pnpm screenshots` (apps/web',
    '`scripts/screenshots.ts`): every page at 390 px (a phone) and 1280 px wide, in the light and',
    'the dark theme, full page. The demo data are seeded into a fresh embedded database, and a',
    'challenge is played to the end through the API so that its page shows the results.',
    '',
    line(header),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    '## Regenerate',
    '',
    '```sh',
    'pnpm screenshots                                # builds what it needs, then shoots them all',
    'pnpm --filter @nervus/web exec tsx scripts/screenshots.ts --only home,create   # some, no build',
    '```',
    '',
    'It needs Chromium (or Chrome) on the machine, as the browser tests do (`CHROMIUM_PATH` to',
    'choose one); nothing is downloaded. `--only` rewrites the pictures named and leaves this',
    'file alone. Two runs differ in dates and in what each run makes anew (content hashes, the',
    'pictures generated for new challenges).',
    '',
  ].join('\n');
}

const args = process.argv.slice(2);
const onlyArg = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const only = onlyArg ? new Set(onlyArg.split(',')) : null;
const wanted = SHOTS.filter((shot) => !only || only.has(shot.name));

const started = performance.now();
// RATE_LIMIT_FACTOR: every player signs in from this one address, many times.
const server = await startBuiltServer({
  name: 'screenshots',
  webDist: WEB_DIST,
  env: { RATE_LIMIT_FACTOR: '20' },
});
const { base } = server;
let browser: Browser | undefined;
try {
  const up = performance.now();
  settledSlug = await playToTheEnd(base);
  console.info(
    `server up in ${((up - started) / 1000).toFixed(1)} s, a challenge played in ${((performance.now() - up) / 1000).toFixed(1)} s`,
  );
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const sessions = new Map<string, Awaited<ReturnType<typeof signIn>>>();
  for (const who of new Set(wanted.flatMap((shot) => (shot.who ? [shot.who] : [])))) {
    sessions.set(who, await signIn(browser, base, who));
  }
  mkdirSync(OUT, { recursive: true });
  const open = browser;
  const files = await pool(
    PARALLEL,
    wanted.flatMap((shot) => WIDTHS.map((size) => () => shoot(open, base, sessions, shot, size))),
  );
  if (!only) writeFileSync(join(OUT, 'README.md'), readme());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`${files.flat().length} screenshots in docs/screenshots/ (${seconds} s)`);
} finally {
  await browser?.close();
  await server.stop();
}
