import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, publishChallenge } from './api.js';
import { baseURL, expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

describe('the addresses issue 14 found broken', () => {
  it('/my-dashboard/<sub-path> keeps the sub-path under the player’s screen name', async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    await page.goto('/my-dashboard/catalyst/open');
    await page.waitForURL('**/cora/my-dashboard/catalyst/open**');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the player’s own brain level on their profile, and n/a on another’s', async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    await page.goto('/cora');
    // The profile block (the user menu names the player too).
    const own = page.locator('.app-profile');
    await expect.poll(() => own.textContent(), { timeout: 10_000 }).toMatch(/Level: \d+\.\d/);
    await page.goto('/ivan');
    const other = page.locator('.app-profile');
    await expect.poll(() => other.textContent(), { timeout: 10_000 }).toContain('Level: n/a');
    expect(errors).toEqual([]);
    await close();
  });

  it('/about/contact-us and /about/send-feedback render their page below the heading', async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await page.goto('/about/contact-us');
    await page.getByText('Send us feedback from any page').first().waitFor();
    await expectAccessible(page, '/about/contact-us');
    await page.goto('/about/send-feedback');
    await page
      .getByRole('textbox', { name: /your feedback/i })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('redirects category/{category} and a player’s podcast with their filters', async () => {
    const { page, close } = await newPage(browser, PHONE);
    await page.goto('/category/education');
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?category=education');
    await page.goto('/cora/podcast');
    await page.waitForURL(
      (url) => url.pathname === '/cora' && url.searchParams.get('filter') === 'idea_entry_fee',
    );
    await close();
  });
});

/** The demo's closed challenge in Education (under Ask a Question), and the one in Captions. */
const LIBRARY = {
  slug: 'how-could-a-small-library-double-its-visitors',
  title: 'How could a small town library double its visitors?',
};
const CAPTION = 'Caption this: a cat asleep on a keyboard';

/** The titles of the challenge cards on the page, in the order they are shown. */
const cardTitles = (page: Page) => page.locator('article.nv-challenge-card h3').allTextContents();

describe('a visitor finds a challenge from the home page', () => {
  for (const [size, viewport] of [
    ['390 px', PHONE],
    ['1280 px', DESK],
  ] as const) {
    it(`at ${size}: home, a category, a search with a typo, the challenge`, async () => {
      const { page, errors, close } = await newPage(browser, viewport);
      await page.goto('/');
      // The widgets' sections, with cards from every category.
      await page.getByRole('heading', { level: 2, name: 'Ending soon' }).waitFor();
      await page.getByRole('link', { name: CAPTION }).first().waitFor();
      await page.getByRole('link', { name: LIBRARY.title }).first().waitFor();
      await expectAccessible(page, `home at ${size}`);

      // The category strip narrows the sections to Ask a Question and the categories below it.
      const strip = page.getByRole('navigation', { name: 'Categories' });
      await strip.getByRole('link', { name: /^Ask a Question \(\d+\)$/ }).click();
      await page.waitForURL((url) => url.searchParams.get('category') === 'ask-a-question');
      await expect
        .poll(() => page.getByRole('link', { name: CAPTION }).count(), { timeout: 15_000 })
        .toBe(0);
      await page.getByRole('link', { name: LIBRARY.title }).first().waitFor();
      expect(
        await strip.getByRole('link', { name: /^Ask a Question/ }).getAttribute('aria-current'),
      ).toBe('page');
      expect(await strip.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe(
        null,
      );
      const narrowed = await cardTitles(page);
      expect(narrowed.length).toBeGreaterThan(1);
      expect(narrowed).not.toContain(CAPTION);

      // The home's search box, with a typo: the search page still finds the library.
      const box = page.getByRole('searchbox', { name: 'Search challenges' });
      await box.fill('librery');
      await box.press('Enter');
      await page.waitForURL(
        (url) => url.pathname === '/search' && url.searchParams.get('q') === 'librery',
      );
      await page.getByRole('heading', { level: 2, name: /^\d+ challenges? found$/ }).waitFor();
      const hit = page.getByRole('link', { name: LIBRARY.title });
      await hit.waitFor();
      expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('librery');
      await expectAccessible(page, `search at ${size}`);

      await hit.click();
      await page.waitForURL((url) => url.pathname === `/challenges/${LIBRARY.slug}`);
      await page.getByRole('heading', { level: 1, name: LIBRARY.title }).waitFor();
      expect(errors).toEqual([]);
      await close();
    });
  }
});

describe('a shared search link reproduces its results', () => {
  /** Lantern challenges: 23 in Environment, ending one day apart, and 3 in Health. */
  const IN_CATEGORY = 23;
  const lantern = (n: number) => `How could lantern walk ${n} light up a town?`;

  beforeAll(async () => {
    const wanted = [
      ...Array.from({ length: IN_CATEGORY }, (_, i) => ({ n: i + 1, category: 'environment' })),
      ...[1, 2, 3].map((i) => ({ n: IN_CATEGORY + i, category: 'health' })),
    ];
    // A few at a time: the server and the browser share two cores.
    for (let i = 0; i < wanted.length; i += 4) {
      await Promise.all(
        wanted.slice(i, i + 4).map(({ n, category }) =>
          publishChallenge({
            title: lantern(n),
            detail: 'Lanterns for the search journeys.',
            days: 2 + n,
            challenge: { platform_category: category },
          }),
        ),
      );
    }
  });

  /** What the page shows: the box, the filters as chosen, the order, the page and the cards. */
  async function shown(page: Page) {
    const select = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
    return {
      q: await page.getByRole('searchbox', { name: 'Search' }).inputValue(),
      category: await select('Category'),
      status: await select('Status'),
      solution_format: await select('Solution format'),
      has_prize: await select('Prize'),
      has_entry_fee: await select('Entry fee'),
      sort: await select('Order'),
      page: await page.locator('.nv-pager span').textContent(),
      titles: await cardTitles(page),
    };
  }

  // Page 2 of the 23 in Environment, ending soonest first: the last three.
  const expected = {
    q: 'lantern',
    category: 'environment',
    status: 'open',
    solution_format: '',
    has_prize: '',
    has_entry_fee: '',
    sort: 'ending-soon',
    page: 'Page 2 of 2',
    titles: [21, 22, 23].map(lantern),
  };

  let built = '';
  let clicked: Awaited<ReturnType<typeof shown>> | undefined;

  it('built by clicking through the filters, the address holds the whole query', async () => {
    const { page, errors, close } = await newPage(browser, DESK);
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search' }).fill('lantern');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'lantern');
    await page.getByRole('heading', { level: 2, name: '26 challenges found' }).waitFor();

    await page.getByLabel('Category', { exact: true }).selectOption('environment');
    await page.waitForURL((url) => url.searchParams.get('category') === 'environment');
    await page
      .getByRole('heading', { level: 2, name: `${IN_CATEGORY} challenges found` })
      .waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('open');
    await page.waitForURL((url) => url.searchParams.get('status') === 'open');
    await page.getByLabel('Order', { exact: true }).selectOption('ending-soon');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'ending-soon');
    await expect
      .poll(() => cardTitles(page).then((titles) => titles.slice(0, 2)), { timeout: 15_000 })
      .toEqual([lantern(1), lantern(2)]);
    await page
      .getByRole('navigation', { name: 'Pages of Results' })
      .getByRole('button', { name: 'Next' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '1');
    await expect.poll(() => cardTitles(page), { timeout: 15_000 }).toEqual(expected.titles);

    clicked = await shown(page);
    expect(clicked).toEqual(expected);
    built = page.url();
    const params = Object.fromEntries(new URL(built).searchParams);
    expect(params).toEqual({
      q: 'lantern',
      category: 'environment',
      status: 'open',
      sort: 'ending-soon',
      page: '1',
    });
    expect(errors).toEqual([]);
    await close();
  });

  it('opened in a fresh browser, the address shows the same results and filters', async () => {
    expect(built, 'the step before built the address').not.toBe('');
    // The link as someone would write it by hand (another order), then the one the clicks made.
    const written = '/search?sort=ending-soon&page=1&status=open&category=environment&q=lantern';
    for (const [address, viewport] of [
      [written, PHONE],
      [built, DESK],
    ] as const) {
      const { page, errors, close } = await newPage(browser, viewport);
      await page.goto(address);
      await expect.poll(() => cardTitles(page), { timeout: 15_000 }).toEqual(expected.titles);
      // On a phone the filters are a closed disclosure: open it, as the reader would.
      const filters = page.locator('details.search-filters');
      if (!(await filters.evaluate((d) => (d as HTMLDetailsElement).open))) {
        await filters.locator('summary').click();
      }
      await page.getByLabel('Category', { exact: true }).waitFor();
      expect(await shown(page), address).toEqual(clicked);
      expect(errors).toEqual([]);
      await close();
    }
    // The API answers the same page for the same query.
    const answer = await callAs<{ data: { question_title: string }[]; meta: { total: number } }>(
      null,
      'GET',
      '/search/challenges?q=lantern&category=environment&status=open&sort=ending-soon&page=1&size=20',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.meta.total).toBe(IN_CATEGORY);
    expect(answer.body.data.map((hit) => hit.question_title)).toEqual(expected.titles);
  });
});

/** The head's title, canonical link and meta tags of a page as served, entities decoded. */
async function headOf(path: string) {
  const answer = await fetch(`${baseURL()}${path}`);
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await answer.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const meta: Record<string, string> = {};
  for (const [, key, value] of head.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"\s*\/?>/g,
  )) {
    expect(meta[key as string], `${path}: one ${key}`).toBeUndefined();
    meta[key as string] = decode(value as string);
  }
  const canonicals = [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)];
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles, `${path}: one title`).toHaveLength(1);
  return {
    title: decode(titles[0]?.[1] ?? ''),
    canonical: canonicals.length === 1 ? decode(canonicals[0]?.[1] ?? '') : undefined,
    meta,
  };
}

/** An absolute http(s) address of this server that answers with an image. */
async function expectImage(address: string | undefined) {
  expect(address).toMatch(/^https?:\/\//);
  const image = await fetch(address as string);
  expect(image.status, address).toBe(200);
  expect(image.headers.get('content-type'), address).toMatch(/^image\//);
}

describe('a page fetched without JavaScript carries its link preview', () => {
  it('a challenge: its title, canonical address, an absolute image and a Twitter card', async () => {
    const title = 'What could a "bread & butter" <café> sell that it\'s not?';
    const challenge = await publishChallenge({
      title,
      detail: 'Previews & their escapes.',
      // A path of the site (publishChallenge's picture): the preview makes it absolute.
      challenge: { primary_image: '/api/images/generated/3fa94c12d07e81b5?w=1200' },
    });
    const canonical = `${baseURL()}/challenges/${challenge.slug}`;
    // By its slug, by its id, and with a tracking query: one canonical address.
    for (const path of [
      `/challenges/${challenge.slug}`,
      `/challenges/${challenge.id}`,
      `/challenges/${challenge.slug}?utm_source=chat`,
    ]) {
      const head = await headOf(path);
      expect(head.meta['og:title'], path).toBe(title);
      expect(head.meta['twitter:title'], path).toBe(title);
      expect(head.title, path).toBe(`${title} · Nervus`);
      expect(head.meta['og:url'], path).toBe(canonical);
      expect(head.canonical, path).toBe(canonical);
      expect(head.meta['og:type'], path).toBe('article');
      expect(head.meta['og:description'], path).toBe('Previews & their escapes.');
      expect(head.meta['og:image'], path).toBe(
        `${baseURL()}/api/images/generated/3fa94c12d07e81b5?w=1200`,
      );
      expect(head.meta['twitter:card'], path).toBe('summary_large_image');
    }
    await expectImage((await headOf(`/challenges/${challenge.slug}`)).meta['og:image']);

    // A demo challenge without a picture of its own gets the default one, absolute too.
    const library = await headOf(`/challenges/${LIBRARY.slug}`);
    expect(library.meta['og:title']).toBe(LIBRARY.title);
    expect(library.meta['og:url']).toBe(`${baseURL()}/challenges/${LIBRARY.slug}`);
    expect(library.meta['twitter:card']).toBeTruthy();
    await expectImage(library.meta['og:image']);

    // An address that is no challenge keeps the site's own head: no preview of anything.
    const none = await headOf('/challenges/no-such-challenge-anywhere');
    expect(none.meta['og:title']).toBeUndefined();
  });

  it('a player: their name, their page’s canonical address, an image and a Twitter card', async () => {
    for (const path of ['/cora', '/CORA']) {
      const head = await headOf(path);
      // The demo's first and last name, and the handle as cora wrote it.
      expect(head.meta['og:title'], path).toBe('Cora Catalyst (@cora)');
      expect(head.meta['og:url'], path).toBe(`${baseURL()}/cora`);
      expect(head.canonical, path).toBe(`${baseURL()}/cora`);
      expect(head.meta['og:type'], path).toBe('profile');
      expect(head.meta['twitter:card'], path).toBe('summary_large_image');
      await expectImage(head.meta['og:image']);
    }
  });
});
