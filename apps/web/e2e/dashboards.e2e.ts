import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, publishChallenge } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function call<T>(who: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await callAs<T>(who, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

async function publishAsCora(title: string, days: number) {
  return publishChallenge({
    title,
    days,
    detail: 'Listed on the dashboards by the browser tests.',
  });
}

async function enterIdea(who: string, challenge: string, title: string) {
  const answer = await call<{ data: { idea: { id: string; content_hash: string } } }>(
    who,
    'POST',
    `/challenges/${challenge}/ideas`,
    { title, description: `${title}, described for the dashboards.` },
  );
  return answer.data.idea;
}

type Published = Awaited<ReturnType<typeof publishAsCora>>;

// One journey in steps, each within the suite's per-test budget on a busy machine: every page's
// axe check runs in light and dark, and the whole journey went over 60 s while other suites ran.
describe("role dashboards show each role's challenges", () => {
  let open: Published;
  let ended: Published;
  let ivanIdea: Awaited<ReturnType<typeof enterIdea>>;

  it('after cora publishes two, players enter and rate ideas, and she ends one', async () => {
    open = await publishAsCora('How could dashboards help busy catalysts', 10);
    ended = await publishAsCora('How could a dashboard show a closed challenge', 10);
    ivanIdea = await enterIdea('ivan', open.id, 'A morning digest of ideas');
    await enterIdea('pat', open.id, 'A weekly podcast of ideas');
    await call('rita', 'POST', `/challenges/${open.id}/ratings`, {
      idea_id: ivanIdea.id,
      stars: 4,
    });
    const endedIdea = await enterIdea('ivan', ended.id, 'Close it with a party');
    await call('rita', 'POST', `/challenges/${ended.id}/ratings`, {
      idea_id: endedIdea.id,
      stars: 5,
    });
    await call('mona', 'POST', `/challenges/${ended.id}/ratings`, {
      idea_id: endedIdea.id,
      stars: 4,
    });
    await call('cora', 'POST', `/challenges/${ended.id}/end`);
    await call('cora', 'POST', '/drafts', {
      origin: 'challenge-creation-flow',
      draft_type: 'challenge',
      content: {
        challenge: {
          question_title: 'How could a saved draft wait for me',
          solution_format: 'standard',
        },
      },
    });
  });

  it("the catalyst's open challenges in easy and advanced mode, a challenge's detail and ideas", async () => {
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'cora');
      await page.waitForURL('**/cora/my-dashboard');

      // Open goes to the mode chosen last: easy mode at first.
      await page.goto('/cora/my-dashboard/catalyst/open');
      await page.waitForURL('**/catalyst/open/easy-mode/list');
      await page.getByRole('heading', { level: 1, name: 'My open challenges' }).waitFor();
      const cards = page.getByRole('list', { name: 'My open challenges' });
      await cards.getByRole('link', { name: 'How could dashboards help busy catalysts' }).waitFor();
      await page.getByRole('navigation', { name: 'Catalyst dashboard' }).waitFor();
      await expectAccessible(page, 'catalyst easy mode');

      await page.getByRole('link', { name: /Switch to advanced mode/ }).click();
      await page.waitForURL('**/catalyst/open/advanced-mode/list');
      const table = page.getByRole('table', {
        name: 'Your open challenges and how they are playing',
      });
      const row = table.getByRole('row', { name: /How could dashboards help busy catalysts/ });
      await row.waitFor();
      // Ideas 2, ratings 1, mentoring 0, not rated as a challenge.
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        '2',
        '1',
        '0',
        '—',
      ]);
      await expectAccessible(page, 'catalyst advanced mode');
      // The choice is remembered.
      await page.goto('/cora/my-dashboard/catalyst/open');
      await page.waitForURL('**/catalyst/open/advanced-mode/list');

      await table.getByRole('link', { name: 'How could dashboards help busy catalysts' }).click();
      await page.waitForURL(`**/advanced-mode/detail/${open.slug}`);
      await page
        .getByRole('heading', { level: 1, name: 'How could dashboards help busy catalysts?' })
        .or(
          page.getByRole('heading', { level: 1, name: 'How could dashboards help busy catalysts' }),
        )
        .waitFor();
      await page.getByRole('heading', { name: 'Your Top 3' }).waitFor();
      await expectAccessible(page, 'catalyst challenge detail');

      await page
        .getByRole('navigation', { name: 'Challenge sections' })
        .getByRole('link', { name: 'Ideas' })
        .click();
      await page.waitForURL(`**/detail/${open.slug}/ideas`);
      const ideas = page.getByRole('list', { name: 'Ideas so far' });
      await ideas.getByRole('heading', { name: 'A morning digest of ideas' }).waitFor();
      await ideas.getByRole('heading', { name: 'A weekly podcast of ideas' }).waitFor();
      // Anonymous while it runs.
      expect(await ideas.getByText('@ivan').count()).toBe(0);
      await expectAccessible(page, 'catalyst challenge ideas');
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("the catalyst's closed guard, drafts (deleted after asking), and someone else's challenge", async () => {
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'cora');
      await page.waitForURL('**/cora/my-dashboard');

      // The guard: a closed challenge's detail address lands on its closed detail.
      await page.goto(`/cora/my-dashboard/catalyst/open/easy-mode/detail/${ended.slug}`);
      await page.waitForURL(`**/catalyst/closed/detail/${ended.slug}/closed`);
      await page.getByRole('heading', { name: 'Ranking' }).waitFor();
      await page
        .getByRole('table', { name: /Ideas by place/ })
        .getByRole('row', { name: /Close it with a party/ })
        .waitFor();
      await expectAccessible(page, 'catalyst closed detail');

      await page.goto('/cora/my-dashboard/catalyst/drafts');
      await page.getByRole('heading', { level: 1, name: 'My drafts' }).waitFor();
      await page.getByRole('heading', { name: 'How could a saved draft wait for me' }).waitFor();
      await page
        .getByRole('link', { name: 'Resume “How could a saved draft wait for me”' })
        .waitFor();
      await expectAccessible(page, 'catalyst drafts');
      // The filter leaves out creation drafts (other journeys may have left promotion drafts).
      await page.getByRole('tab', { name: 'QQ Ideas to Promotion' }).click();
      await page.getByRole('tab', { name: 'QQ Ideas to Promotion', selected: true }).waitFor();
      await page
        .getByRole('heading', { name: 'How could a saved draft wait for me' })
        .waitFor({ state: 'detached' });
      // Deleting asks first (a dialog that loads apart from the page), then the draft is gone.
      await page.getByRole('tab', { name: 'All', exact: true }).click();
      await page
        .getByRole('button', { name: 'Delete “How could a saved draft wait for me”' })
        .click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Delete the draft “How could a saved draft wait for me”?').waitFor();
      await confirm.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Draft deleted.').waitFor();
      await page
        .getByRole('heading', { name: 'How could a saved draft wait for me' })
        .waitFor({ state: 'detached' });

      // Someone else's challenge: the owner-only pages send her back to her own list.
      await page.goto(
        '/cora/my-dashboard/catalyst/open/easy-mode/detail/what-could-an-unusual-use-for-old-phones-be',
      );
      await page.getByText('Current user is not the owner of this challenge.').waitFor();
      await page.waitForURL('**/cora/my-dashboard/catalyst/closed');
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("the innovator's open challenge with his own ideas only, and the resolved one", async () => {
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'ivan');
      await page.waitForURL('**/ivan/my-dashboard');
      await page.goto('/ivan/my-dashboard/innovator');
      await page.waitForURL('**/ivan/my-dashboard/innovator/challenges/open');
      await page
        .getByRole('list', { name: 'My open challenges' })
        .getByRole('link', { name: 'How could dashboards help busy catalysts' })
        .click();
      await page.waitForURL(`**/innovator/challenges/open/detail/${open.slug}`);
      const mine = page.getByRole('list', { name: 'Your ideas' });
      await mine.getByRole('link', { name: 'A morning digest of ideas' }).waitFor();
      await mine.getByText(ivanIdea.content_hash).waitFor();
      expect(await mine.getByText('A weekly podcast of ideas').count()).toBe(0);
      await expectAccessible(page, 'innovator open detail');
      await mine.getByRole('link', { name: 'A morning digest of ideas' }).click();
      await page.waitForURL(`**/open/detail/${open.slug}/${ivanIdea.id}`);
      await page.getByRole('heading', { level: 1, name: 'A morning digest of ideas' }).waitFor();
      await page.getByText(ivanIdea.content_hash).waitFor();

      await page.goto(`/ivan/my-dashboard/innovator/challenges/resolve/${ended.slug}`);
      await page.getByRole('heading', { name: 'Close it with a party' }).waitFor();
      await page.getByText('Checked: the revealed idea matches the hash shown at entry.').waitFor();
      await expectAccessible(page, 'innovator resolve');
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("the rater's challenges with what is rated and what is left", async () => {
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'rita');
      await page.waitForURL('**/rita/my-dashboard');
      await page.goto('/rita/my-dashboard/rater/my-challenges');
      const table = page.getByRole('table', { name: 'Open challenges you have rated ideas in' });
      const row = table.getByRole('row', { name: /How could dashboards help busy catalysts/ });
      await row.waitFor();
      // One rated (ivan's), one left (pat's), and a way back to rating.
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        '1',
        '1',
        'Keep rating',
      ]);
      await expectAccessible(page, 'rater my challenges');
      expect(errors).toEqual([]);
      await close();
    }
  });
});
