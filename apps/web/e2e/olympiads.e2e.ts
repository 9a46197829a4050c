// A director's weekly tournament from opening to payout (issue 15): dora runs the daily
// platform's tournament; she opens a weekly cycle and puts up a prize on her dashboard, players
// earn neurons in a challenge of her platform (ideas entered and rated, then settled), she
// closes it behind a confirmation and the allocations appear; an admin pays out once.
import { request } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callAs, tokenOf } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  const flag = await callAs('ada', 'PUT', '/admin/flags/director-dashboard', { enabled: true });
  expect(flag.status).toBe(200);
});
afterAll(async () => {
  await callAs('ada', 'PUT', '/admin/flags/director-dashboard', { enabled: false });
  await browser.close();
});

/** A call on the daily platform's host (where a challenge is published decides its platform). */
async function onDaily<T>(
  who: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await tokenOf(who);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: inject('port'),
        method,
        path: `/api${path}`,
        headers: {
          host: `daily.localhost:${inject('port')}`,
          authorization: `Bearer ${token}`,
          ...(text ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk) => {
          data += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: (data ? JSON.parse(data) : null) as T }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

type Base = { platform: { slug: string }; current_olympiad_id: string | null; cadence: string };

async function dailyBase(): Promise<Base> {
  const answer = await callAs<{ data: Base[] }>('dora', 'GET', '/olympiad/directed');
  const daily = answer.body.data.find((b) => b.platform.slug === 'daily');
  expect(daily, 'dora directs the daily tournament').toBeTruthy();
  return daily as Base;
}

/** Players earn neurons on the daily platform: ideas entered and rated, then the challenge settled. */
async function playOnDaily() {
  const end = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const published = await onDaily<{ data: { challenge: { id: string } } }>(
    'dora',
    'POST',
    '/challenges',
    {
      challenge: {
        question_title: `How could the daily market open later? ${Date.now()}`,
        question_detail: 'Set up by the olympiads journey.',
        platform_category: 'local-civics',
        innovation_scale: 'blue-sky',
        primary_image: '/api/images/generated/3fa94c12d07e81b5?w=1200',
        duration_end: end,
        tags: [],
      },
      prize: { prize_type: 'points', prize_money: '0' },
    },
  );
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  const id = published.body.data.challenge.id;
  for (const [who, title] of [
    ['ivan', 'Lanterns and late buses'],
    ['mona', 'A night stall for repairs'],
    ['sam', 'Music from the neighbours'],
  ] as const) {
    const entered = await callAs(who, 'POST', `/challenges/${id}/ideas`, {
      title,
      description: 'An idea from the olympiads journey, long enough to read as one.',
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
  }
  // Every idea gets at least two ratings, so each one ranks.
  for (const rater of ['rita', 'cora', 'pat', 'ivan']) {
    for (;;) {
      const next = await callAs<{ data: { idea: { id: string } | null } }>(
        rater,
        'GET',
        `/challenges/${id}/rate/next`,
      );
      const idea = next.body.data.idea;
      if (!idea) break;
      const rated = await callAs(rater, 'POST', `/challenges/${id}/ratings`, {
        idea_id: idea.id,
        stars: rater === 'rita' ? 4.5 : 3.5,
      });
      expect(rated.status, JSON.stringify(rated.body)).toBeLessThan(300);
    }
  }
  const ended = await callAs('dora', 'POST', `/challenges/${id}/end`);
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
}

describe('a director’s weekly tournament', () => {
  it('opens, takes a prize, closes with a confirmation, shows its allocations, and pays out once', async () => {
    // The scene: the daily tournament's running cycle ends now and the next ones are weekly
    // (the sweep may open the new cycle before dora does; either way it is the weekly one).
    const set = await callAs('dora', 'PUT', '/olympiad/base-olympiads/daily', {
      cadence: 'weekly',
    });
    expect(set.status).toBe(200);
    const running = (await dailyBase()).current_olympiad_id;
    if (running) {
      const closed = await callAs('dora', 'POST', `/olympiad/olympiads/${running}/close`, {
        confirm: true,
      });
      expect(closed.status).toBe(200);
    }

    const { page, errors, close } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'dora');
    await page.waitForURL((url) => !url.pathname.startsWith('/accounts/'));
    await page.goto('/dora/my-dashboard/director/current-olympiad?tournament=daily');
    await page.getByRole('heading', { level: 1, name: 'Current Olympiad' }).waitFor();

    // Dora opens the weekly cycle: Weekly, Save.
    await page.getByRole('combobox', { name: 'Cycle' }).selectOption('weekly');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 2, name: 'Daily Nerve Olympiad' }).waitFor();
    const opened = await dailyBase();
    expect(opened.cadence).toBe('weekly');
    const olympiadId = opened.current_olympiad_id as string;
    const cycle = await callAs<{
      data: { cycle_key: string; start_time: string; end_time: string };
    }>(null, 'GET', `/olympiad/olympiads/${olympiadId}`);
    expect(cycle.body.data.cycle_key).toMatch(/^\d{4}-W\d{2}$/);
    expect(Date.parse(cycle.body.data.end_time) - Date.parse(cycle.body.data.start_time)).toBe(
      7 * 86_400_000,
    );
    await expectAccessible(page, 'current olympiad');

    // A prize: $10.00 into the Nerve Score race from dora's wallet.
    await page
      .getByRole('navigation', { name: 'Director' })
      .getByRole('link', { name: 'Funding' })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Add money to a race' }).waitFor();
    await page.getByRole('textbox', { name: 'Amount (dollars)' }).fill('10');
    await page.getByRole('button', { name: 'Add money' }).click();
    const fundings = page.getByRole('region', { name: 'Fundings' });
    await fundings.getByRole('cell', { name: '$10.00' }).waitFor();
    await expectAccessible(page, 'funding');

    // Players earn neurons in a challenge of the daily platform.
    await playOnDaily();

    // Dora closes it: the confirmation first (Cancel closes nothing), then the allocations.
    await page.goto('/dora/my-dashboard/director/current-olympiad?tournament=daily');
    await page.getByRole('heading', { level: 2, name: 'Daily Nerve Olympiad' }).waitFor();
    await page.getByRole('button', { name: 'Close the tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close the tournament now?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stillOpen = await callAs<{ data: { status: string } }>(
      null,
      'GET',
      `/olympiad/olympiads/${olympiadId}`,
    );
    expect(stillOpen.body.data.status).toBe('open');
    await page.getByRole('button', { name: 'Close the tournament' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const table = page.getByRole('region', { name: 'Prize allocations' });
    await table.waitFor();
    const allocated = table.getByRole('row').filter({ hasText: 'Allocated' });
    expect(await allocated.count()).toBeGreaterThan(0);
    expect(await table.getByRole('row').filter({ hasText: '@dora' }).count()).toBeLessThanOrEqual(
      1,
    );
    await expectAccessible(page, 'allocations');

    // An admin pays out once; a second payout pays nothing.
    const first = await callAs<{ data: { paid_cents: number } }>(
      'ada',
      'POST',
      '/admin/payout/olympiad',
      { olympiad_id: olympiadId },
    );
    expect(first.status).toBe(200);
    expect(first.body.data.paid_cents).toBe(1000);
    const second = await callAs<{ data: { paid_cents: number } }>(
      'ada',
      'POST',
      '/admin/payout/olympiad',
      { olympiad_id: olympiadId },
    );
    expect(second.body.data.paid_cents).toBe(0);

    // Dora's past olympiads show the payouts, with nothing left to pay.
    await page
      .getByRole('navigation', { name: 'Director' })
      .getByRole('link', { name: 'Past Olympiads' })
      .click();
    const past = page.getByRole('listitem').filter({ hasText: 'Paid out: $10.00' });
    await past.waitFor();
    expect(await past.getByText('Paid', { exact: true }).count()).toBeGreaterThan(0);
    expect(await past.getByRole('button', { name: 'Pay out all eligible' }).count()).toBe(0);
    await expectAccessible(page, 'past olympiads');

    expect(errors).toEqual([]);
    await close();
  });
});
