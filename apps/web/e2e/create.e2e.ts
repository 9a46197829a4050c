import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function start(page: Page, path = '/challenges/create') {
  await signIn(page, 'cora');
  await page.waitForURL('**/cora/my-dashboard');
  await page.goto(path);
  await page.getByRole('button', { name: 'Ask a Question' }).waitFor();
}

async function chooseEnvironment(page: Page) {
  await page.getByRole('button', { name: 'Ask a Question' }).click();
  await page.getByRole('button', { name: 'Science & Technology' }).click();
  await page.getByRole('button', { name: 'Environment' }).click();
}

async function publishFromHere(page: Page) {
  await advanceUntil(
    page,
    async () => (await page.getByRole('button', { name: 'Publish & Share' }).count()) > 0,
  );
  await page.getByRole('button', { name: 'Publish & Share' }).click();
  await page.getByText('Your challenge is live!').waitFor();
}

/** Next (or Skip on optional steps) until `done` shows. */
async function advanceUntil(page: Page, done: () => Promise<boolean>) {
  while (!(await done())) {
    const skip = page.getByRole('button', { name: 'Skip' });
    if (
      (await skip.count()) > 0 &&
      (await page
        .getByRole('heading', { name: /Your Idea|Assumptions|Article Source|Purpose/ })
        .count()) > 0
    )
      await skip.click();
    else await page.getByRole('button', { name: 'Next' }).click();
  }
}

async function pickImage(page: Page) {
  await page.getByRole('heading', { name: 'Image' }).waitFor();
  await page
    .getByRole('button', { name: /Use this image by/ })
    .first()
    .click();
}

describe('creating a challenge', () => {
  it('publishes a standard question, with neurons and a share link', async () => {
    const { page, errors, close } = await newPage(browser);
    await start(page);
    await expectAccessible(page, 'create: category');
    await chooseEnvironment(page);
    await page.getByLabel(/^Your question/).fill('How could we cut plastic waste at school');
    await page.getByLabel('Describe the question').fill('Canteens throw away so much plastic.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await pickImage(page);
    await expectAccessible(page, 'create: image');
    await publishFromHere(page);
    await page.getByText('You earned 20 neurons.').waitFor();
    expect(
      await page.getByText('/challenges/how-could-we-cut-plastic-waste-at-school').count(),
    ).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('holds a money prize from the wallet, and says so when the wallet is short', async () => {
    const { page, errors, close } = await newPage(browser);
    await start(page);
    await chooseEnvironment(page);
    await page.getByLabel(/^Your question/).fill('How could a town fund a giant prize');
    await page.getByLabel('Describe the question').fill('More money than the wallet holds.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await pickImage(page);
    await advanceUntil(
      page,
      async () => (await page.getByLabel('Prize', { exact: true }).count()) > 0,
    );
    // Only a money prize asks for an amount, and tells where the money comes from.
    expect(await page.getByLabel(/^Prize money/).count()).toBe(0);
    await page.getByLabel('Prize', { exact: true }).selectOption('money');
    await page.getByLabel(/^Prize money/).fill('5000');
    await page.getByText(/The prize is held from your wallet/).waitFor();
    await page.getByText(/Your wallet holds \$[\d,]+\.\d\d\./).waitFor();
    await advanceUntil(
      page,
      async () => (await page.getByRole('button', { name: 'Publish & Share' }).count()) > 0,
    );
    await page.getByRole('button', { name: 'Publish & Share' }).click();
    await page.getByText(/A \$5,000\.00 prize is held from your wallet/).waitFor();
    await page.getByText('Not enough money in your wallet for this prize.').waitFor();
    expect(await page.getByText('Your challenge is live!').count()).toBe(0);
    await page.getByRole('button', { name: 'Start over' }).click();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows every required tile that is missing, and keeps Publish disabled', async () => {
    const { page, close } = await newPage(browser);
    await start(page);
    await chooseEnvironment(page);
    // Later steps open once the description is there.
    expect(await page.getByRole('button', { name: /Preview, Edit & Publish/ }).isDisabled()).toBe(
      true,
    );
    await page.getByLabel(/^Your question/).fill('How could we share bikes');
    await page.getByLabel('Describe the question').fill('Bikes for everyone.');
    await page.getByRole('button', { name: 'Preview, Edit & Publish' }).click();
    await page.getByText('Image missing').waitFor();
    expect(await page.getByRole('button', { name: 'Publish & Share' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'create: publish');
    await close();
  });

  it('resumes the local draft after a reload', async () => {
    const { page, close } = await newPage(browser);
    await start(page);
    await chooseEnvironment(page);
    await page.getByLabel(/^Your question/).fill('How could libraries stay open later');
    await page.waitForTimeout(800);
    await page.reload();
    await page.getByLabel(/^Your question/).waitFor();
    expect(await page.getByLabel(/^Your question/).inputValue()).toBe(
      'How could libraries stay open later',
    );
    await page.getByRole('button', { name: 'Start over' }).click();
    await close();
  });

  it('asks local questions for a place, and offers the deep dives', async () => {
    const { page, close } = await newPage(browser);
    await start(page);
    await page.getByRole('button', { name: 'Ask a Question' }).click();
    await page.getByRole('button', { name: 'Society' }).click();
    await page.getByRole('button', { name: 'Local Civics' }).click();
    await page.getByRole('combobox', { name: 'Place' }).fill('Bangor');
    await page.getByRole('option', { name: 'Bangor, Maine' }).click();
    await page.getByText('Bangor, Maine', { exact: true }).last().waitFor();
    await page.getByLabel(/^Your question/).fill('What could make our bus stops better');
    await page.getByLabel('Describe the question').fill('Shelters, signs, small services.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('tab', { name: 'Deep Dive What' }).click();
    await page.getByText('Start with the Monkey first!').waitFor();
    await expectAccessible(page, 'create: deep dives');
    await page.getByRole('button', { name: 'Start over' }).click();
    await close();
  });

  it('publishes a quick question (QQ)', async () => {
    const { page, close } = await newPage(browser);
    await start(page, '/challenges/create?format=qq');
    await chooseEnvironment(page);
    await page.getByLabel(/^Your question/).fill('Best question about recycling');
    await page.getByLabel('Describe the question').fill('Ask the crowd a better question.');
    await page.getByRole('button', { name: 'Next' }).click();
    await pickImage(page);
    await publishFromHere(page);
    await page.getByText('You earned 10 neurons.').waitFor();
    await close();
  });

  it('publishes an improve-an-idea challenge named after the idea', async () => {
    const { page, close } = await newPage(browser);
    await start(page, '/challenges/create?format=improve');
    await chooseEnvironment(page);
    await page.getByLabel(/^Your idea/).fill('Refill stations in schools');
    await page.getByLabel('Describe your idea').fill('Water refill stations instead of bottles.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('What is the purpose of your idea').fill('Less plastic.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Describe the question').fill('Help make it better.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await pickImage(page);
    await publishFromHere(page);
    expect(await page.getByText('/challenges/refill-stations-in-schools').count()).toBe(1);
    await close();
  });

  it('publishes a test-an-idea challenge', async () => {
    const { page, close } = await newPage(browser);
    await start(page, '/challenges/test-idea');
    await chooseEnvironment(page);
    await page.getByLabel(/^Your idea/).fill('Solar lunch boxes');
    await page.getByLabel('Describe your idea').fill('Boxes that keep food warm with sunlight.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Your question/).fill('How could lunch stay warm without power');
    await page.getByLabel('Describe the question').fill('Ideas welcome.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await pickImage(page);
    await publishFromHere(page);
    await close();
  });
});
