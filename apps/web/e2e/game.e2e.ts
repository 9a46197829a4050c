import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callAs, publishChallenge, tokenOf } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function publishAsCora(title: string): Promise<string> {
  const challenge = await publishChallenge({
    title,
    detail: 'Played to the end by the browser tests.',
    prize: { prize_type: 'money', prize_money: '90' },
  });
  return challenge.slug;
}

/**
 * The whole loop is one journey of some ten players' sessions (~41 s alone on the CI machine), so
 * it runs as steps, each within the suite's own 60 s budget: a busy machine slows every step
 * alike, and a failure names the step. Each step starts from what the steps before it left.
 */
describe('the game loop', () => {
  let slug = '';
  const titles = {
    ivan: 'A tool library at the town hall',
    pat: 'Tool swap Saturdays',
    sam: 'Lend tools by app',
  };
  let ivanCents = 0;

  it('a visitor sees a new challenge with its sign-in prompts', async () => {
    slug = await publishAsCora('How could a town share its tools');
    const { page, errors, close } = await newPage(browser);
    await page.goto(`/challenges/${slug}`);
    await page.getByRole('link', { name: 'Sign in to rate this challenge' }).waitFor();
    await page.getByRole('link', { name: 'Sign in to enter ideas and rate' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Enter an idea' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  /** One innovator signs in, enters an idea and sees only their own listed. */
  async function enterIdea(who: string, title: string) {
    const { page, errors, close } = await newPage(browser);
    await signIn(page, who);
    await page.waitForURL(`**/${who}/my-dashboard`);
    await page.goto(`/challenges/${slug}`);
    await page.getByRole('heading', { name: 'Enter an idea' }).waitFor();
    if (who === 'ivan') {
      await expectAccessible(page, 'challenge page');
      await page
        .getByRole('radiogroup', { name: 'Rate this challenge' })
        .getByRole('radio', { name: '4 stars' })
        .click();
      await page.getByText('You rated it: Unexpected and interesting').waitFor();
    }
    await page.getByLabel(/^Idea title/).fill(title);
    await page.getByLabel(/^Describe your idea/).fill(`${title}, so everyone can borrow.`);
    await page.getByRole('button', { name: 'Submit idea' }).click();
    await page.getByText(/Your idea is in\. You earned \d+ neurons?\./).waitFor();
    // Only their own idea is listed.
    const listed = page.getByRole('list', { name: 'Ideas', exact: true }).getByRole('heading');
    await listed.first().waitFor();
    expect(await listed.allTextContents()).toEqual([title]);
    expect(errors).toEqual([]);
    await close();
  }

  /**
   * A rater rates every idea they are handed, as `plan` says, until none is left. Ideas come
   * least rated first and, among equals, in an order of the rater's own (never the order
   * entered), so the plan names every idea the rater can be handed.
   */
  async function rateAll(who: string, plan: Record<string, number>, through: 'rules' | 'tab') {
    const { page, errors, close } = await newPage(browser);
    await signIn(page, who);
    await page.waitForURL(`**/${who}/my-dashboard`);
    if (through === 'rules') {
      await page.goto(`/challenges/${slug}`);
      await page.getByRole('link', { name: 'Start rating' }).click();
      await page.getByRole('heading', { name: 'Rate the crowd’s ideas' }).waitFor();
      await expectAccessible(page, 'start-rate');
      await page.getByRole('link', { name: 'Start rating' }).click();
      await page.waitForURL(`**/challenges/${slug}/rate`);
    } else {
      await page.goto(`/challenges/${slug}?tab=mentoring`);
      await page.getByRole('tab', { name: 'Mentoring & Ratings', selected: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Rate ideas' }).waitFor();
    const rated: string[] = [];
    for (;;) {
      const card = page.getByRole('heading', { level: 3 }).first();
      const done = page.getByText('No ideas left for you to rate.');
      await Promise.race([card.waitFor(), done.waitFor()]);
      if (await done.isVisible()) break;
      const title = (await card.textContent()) ?? '';
      const value = plan[title];
      expect(value, `${who} was handed “${title}”`).toBeDefined();
      await page
        .getByRole('radiogroup', { name: 'Your rating' })
        .getByRole('radio', { name: `${value} stars` })
        .click();
      await page.getByRole('button', { name: 'Rate this idea' }).click();
      await page
        .getByText(/Rated\. You earned/)
        .last()
        .waitFor();
      await page.getByRole('heading', { level: 3, name: title }).waitFor({ state: 'detached' });
      rated.push(title);
    }
    expect(rated.sort()).toEqual(Object.keys(plan).sort());
    expect(errors).toEqual([]);
    await close();
  }

  it('innovators enter hidden ideas, each seeing only their own', async () => {
    expect(slug).not.toBe('');
    await enterIdea('ivan', titles.ivan);
    await enterIdea('pat', titles.pat);
  });

  it('raters rate the ideas blind', async () => {
    // Ivan's idea best, pat's second.
    await rateAll('rita', { [titles.ivan]: 5, [titles.pat]: 3 }, 'rules');
    await rateAll('mona', { [titles.ivan]: 4, [titles.pat]: 3 }, 'tab');
  });

  it('a late idea gets one rating only (it cannot rank)', async () => {
    await enterIdea('sam', titles.sam);
    await rateAll('rita', { [titles.sam]: 4 }, 'tab');
  });

  it('a mentor mentors an idea and its author rates the mentoring', async () => {
    // A mentor mentors the idea she is handed (sam's: the least rated), and sam rates it.
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'dora');
      await page.waitForURL('**/dora/my-dashboard');
      await page.goto(`/challenges/${slug}`);
      await page.getByRole('tab', { name: 'Mentoring & Ratings' }).click();
      await page.getByRole('heading', { level: 3, name: titles.sam }).waitFor();
      await page.getByText('Mentor this idea').click();
      await page.getByLabel(/^What I like/).fill('Everyone has a phone already.');
      await page.getByLabel(/^What could be improved/).fill('Who insures the drills?');
      await page.getByRole('button', { name: 'Send mentoring' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      await page.getByText(/Mentoring sent\. You earned/).waitFor();
      expect(errors).toEqual([]);
      await close();
    }
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'sam');
      await page.waitForURL('**/sam/my-dashboard');
      // The mentoring-to-rate flow: a rating under 4 first suggests skipping.
      await page.goto(`/challenges/${slug}?tab=mentoring`);
      await page.getByText('Who insures the drills?').waitFor();
      await page.getByText('1 mentoring to rate').waitFor();
      // Choosing only selects; the button sends (the rating is final).
      await page.getByLabel('How helpful was this mentoring?').selectOption('2');
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.getByRole('button', { name: 'Rate this mentoring' }).click();
      await page
        .getByRole('alert')
        .getByText(/Ratings under 4 lower/)
        .waitFor();
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await page.getByText('You skipped the rest; it will be here again next time.').waitFor();
      await expectAccessible(page, 'mentoring tab');
      await page.reload();
      await page.getByLabel('How helpful was this mentoring?').selectOption('4');
      await page.getByRole('button', { name: 'Rate this mentoring' }).click();
      await page.getByText('You have rated all the mentoring you received here.').waitFor();
      await page.getByRole('tab', { name: 'Ideas' }).click();
      await page.getByText('Rated: Useful nice insight').waitFor();
      // The mentor dashboard's Received tab lists it too, rated.
      await page.goto('/sam/my-dashboard/mentor?tab=received');
      const received = page.getByRole('list', { name: 'Received' });
      await received.getByText('Who insures the drills?').waitFor();
      await received.getByText('Rated: Useful nice insight').waitFor();
      await expectAccessible(page, 'mentor dashboard');
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('the catalyst picks, ends the challenge, and the ranking and prizes show', async () => {
    const { page, errors, close } = await newPage(browser);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    await page.goto(`/challenges/${slug}`);
    // Its owner edits the details in their tab; the deep dives stay read-only.
    await page.getByRole('tab', { name: 'Edit Details' }).click();
    await page.getByRole('heading', { name: 'Details', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Edit Details', exact: true }).waitFor();
    await expectAccessible(page, 'details tab');
    await page.getByRole('tab', { name: 'Ideas' }).click();
    // The catalyst picks pat's idea first; the crowd's best fills the other places.
    await page.getByRole('button', { name: `Pick “${titles.pat}”` }).click();
    const top3 = page.getByRole('list', { name: 'Top 3', exact: true }).getByRole('listitem');
    await page.getByText(`${titles.pat} (your pick)`).waitFor();
    expect(await top3.allTextContents()).toEqual([
      `${titles.pat} (your pick)`,
      `${titles.ivan} (the crowd’s choice)`,
    ]);
    await page.getByRole('button', { name: 'End challenge now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Results' }).waitFor();
    const results = page.getByRole('list', { name: 'Ideas', exact: true }).getByRole('heading');
    expect(await results.allTextContents()).toEqual([
      `#1 · ${titles.ivan}`,
      `#2 · ${titles.pat}`,
      titles.sam,
    ]);
    await page.getByText('@ivan').first().waitFor();
    expect(await page.getByText(/Content hash:/).count()).toBe(3);
    // Anyone can check a revealed idea against the hash its author was shown at entry.
    await page.getByRole('button', { name: 'Check the hash' }).first().click();
    await page.getByText('The revealed idea matches the hash shown at entry.').waitFor();
    await expectAccessible(page, 'challenge results');
    await page.getByRole('tab', { name: 'Participants' }).click();
    await page.getByText('3 innovators · 2 raters · 1 mentor').waitFor();
    await page.getByRole('row', { name: /@ivan 1 #1/ }).waitFor();
    // idea/{id} leads to its challenge; a closed challenge's child pages lead to its detail.
    const listed = await fetch(`${inject('baseURL')}/api/challenges/${slug}/ideas`);
    const first = ((await listed.json()) as { data: { id: string }[] }).data[0]?.id;
    await page.goto(`/idea/${first}`);
    await page.waitForURL((url) => url.search === `?idea=${first}`);
    await page.getByRole('heading', { name: 'Results' }).waitFor();
    await page.goto(`/challenges/${slug}/rate`);
    await page.waitForURL((url) => url.pathname === `/challenges/${slug}`);
    await page.getByRole('heading', { name: 'Results' }).waitFor();
    // The $90 prize is split between the two ranked ideas (sam's, with one rating, cannot win).
    await page.goto(`/cora/my-dashboard/catalyst/closed/detail/${slug}/closed`);
    await page.getByText('$90.00 put up: $90.00 paid to the winners, $0.00 went back.').waitFor();
    const prizes = page.getByRole('table', { name: 'Prize money paid per place' });
    const ivanPrize = await prizes.getByRole('row', { name: /@ivan/ }).getByRole('cell').last();
    const patPrize = await prizes.getByRole('row', { name: /@pat/ }).getByRole('cell').last();
    const cents = async (cell: typeof ivanPrize) =>
      Math.round(Number(((await cell.textContent()) ?? '').replace(/[$,]/g, '')) * 100);
    ivanCents = await cents(ivanPrize);
    expect(ivanCents + (await cents(patPrize))).toBe(9000);
    expect(ivanCents).toBeGreaterThan(await cents(patPrize));
    expect(await prizes.getByRole('row', { name: /@sam/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('the winner sees his bonus and his prize money', async () => {
    expect(ivanCents).toBeGreaterThan(0);
    // Ivan's idea came first: his dashboard shows the first Community Top 5 bonus.
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'ivan');
      await page.waitForURL('**/ivan/my-dashboard');
      await page.getByRole('heading', { name: 'Your brain' }).waitFor();
      await page.getByText(/Nerve Score \d+/).waitFor();
      // In words, with the challenge's link: never the reason code (community-top-5:1).
      await page
        .getByRole('listitem')
        .filter({
          hasText:
            /^You earned 50 points as Innovator ?The community placed your idea #1 in How could a town share its tools/,
        })
        .getByRole('link', { name: /How could a town share its tools/ })
        .waitFor();
      expect(await page.getByText('(community-top-5:1)').count()).toBe(0);
      await expectAccessible(page, 'dashboard with brains');
      await page.goto('/ivan/my-dashboard/innovator/challenges/closed');
      const entry = page
        .getByRole('listitem')
        .filter({ hasText: 'How could a town share its tools' });
      await entry
        .first()
        .getByText(/your best place #1/)
        .waitFor();
      await expectAccessible(page, 'innovator dashboard');
      // His share of the prize is in his wallet.
      await page.goto('/ivan/my-dashboard/money-prizes');
      await page
        .getByRole('table', { name: 'Money rows' })
        .getByRole('row', {
          name: new RegExp(`Challenge prize won.*\\$${(ivanCents / 100).toFixed(2)}`),
        })
        .waitFor();
      expect(errors).toEqual([]);
      await close();
    }
    const brains = await fetch(`${inject('baseURL')}/api/neurons?size=50`, {
      headers: { authorization: `Bearer ${await tokenOf('ivan')}` },
    });
    const neurons = (await brains.json()) as { data: { reason: string }[] };
    expect(neurons.data.map((n) => n.reason)).toContain('community-top-5:1');
    const patNeurons = await fetch(`${inject('baseURL')}/api/neurons?size=50`, {
      headers: { authorization: `Bearer ${await tokenOf('pat')}` },
    });
    const pats = (await patNeurons.json()) as { data: { reason: string }[] };
    expect(pats.data.map((n) => n.reason)).toContain('catalyst-top-3:1');
  });

  it('every player’s dashboard shows the Nerve Score the ledger gives them', async () => {
    // Every player's dashboard shows the Nerve Score the ledger gives them, and all earned some.
    for (const who of ['cora', 'ivan', 'pat', 'sam', 'rita', 'mona', 'dora']) {
      const brains = await callAs<{ data: { role: string; score: number }[] }>(
        who,
        'GET',
        '/brain',
      );
      const overall = brains.body.data.find((b) => b.role === 'overall');
      expect(overall?.score, who).toBeGreaterThan(0);
      const { page, errors, close } = await newPage(browser);
      await signIn(page, who);
      await page.waitForURL(`**/${who}/my-dashboard`);
      await page
        .getByText(
          new RegExp(`Nerve Score ${String(overall?.score).replace('.', '\\.')}(?![\\d.])`),
        )
        .first()
        .waitFor();
      expect(errors).toEqual([]);
      await close();
    }
  });
});

describe('test an idea', () => {
  it('shows, once closed, how the tested idea fared against the crowd’s', async () => {
    const { id, slug } = await publishChallenge({
      title: 'How could a library open at night',
      challenge: { solution_format: 'test-an-idea' },
      idea: { title: 'Volunteer night shifts', description: 'Readers keep it open in turns.' },
    });
    const entered = await callAs('ivan', 'POST', `/challenges/${id}/ideas`, {
      title: 'Self-service lockers',
      description: 'Borrow and return at any hour.',
    });
    expect(entered.status).toBe(201);
    // Two raters rate both ideas blind: the tested one 5 and 4, the crowd's 2 and 3.
    for (const [who, tested, crowd] of [
      ['rita', 5, 2],
      ['mona', 4, 3],
    ] as const) {
      for (;;) {
        const next = await callAs<{ data: { idea: { id: string; title: string } | null } }>(
          who,
          'GET',
          `/challenges/${id}/rate/next`,
        );
        const idea = next.body.data.idea;
        if (!idea) break;
        const stars = idea.title === 'Volunteer night shifts' ? tested : crowd;
        expect(
          (await callAs(who, 'POST', `/challenges/${id}/ratings`, { idea_id: idea.id, stars }))
            .status,
        ).toBe(201);
      }
    }
    expect((await callAs('cora', 'POST', `/challenges/${id}/end`)).status).toBeLessThan(300);

    const { page, errors, close } = await newPage(browser);
    await page.goto(`/challenges/${slug}`);
    await page
      .getByText(
        'The tested idea “Volunteer night shifts” placed #1 of 2 ranked ideas, judged blind beside the crowd’s.',
      )
      .waitFor();
    await expectAccessible(page, 'test-an-idea results');
    expect(errors).toEqual([]);
    await close();
  });
});
