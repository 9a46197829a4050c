import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The seeded open challenge with a $5.00 entry fee (demo players start with $50.00). */
const GATED = 'what-could-make-a-repair-cafe-pay-for-itself';

describe('entry fees and the wallet', () => {
  it('a player is sent to the fee, pays it from the wallet, enters an idea and sees the debit', async () => {
    const { page, errors, close } = await newPage(browser);
    await signIn(page, 'mona');
    await page.waitForURL('**/mona/my-dashboard');

    // Not paid yet: the challenge page offers the unlock instead of the idea form…
    await page.goto(`/challenges/${GATED}`);
    await page.getByRole('link', { name: 'Unlock entering ideas ($5.00)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit idea' }).count()).toBe(0);
    // …and the unlock page sends to the fee page.
    await page.goto(`/challenges/${GATED}/idea-unlock`);
    await page.waitForURL(`**/challenges/${GATED}/idea-entry-fee**`);
    await page.getByRole('heading', { level: 1, name: 'Entry fee: $5.00' }).waitFor();
    await page.getByText('Your balance: $50.00').waitFor();
    await page.getByText('28% joins the prize money shared by the top 5 ideas').waitFor();
    await expectAccessible(page, 'idea-entry-fee');

    // Cancelling the confirmation pays nothing.
    await page.getByRole('button', { name: 'Pay $5.00 and unlock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay the entry fee' });
    await dialog.getByText('Pay $5.00 from your wallet').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Your balance: $50.00').waitFor();

    await page.getByRole('button', { name: 'Pay $5.00 and unlock' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**/challenges/${GATED}/idea-unlock`);
    await page.getByRole('heading', { level: 1, name: 'Ideas unlocked' }).waitFor();
    await page.getByText(/You paid the \$5\.00 entry fee on \d{4}-\d{2}-\d{2}/).waitFor();
    await expectAccessible(page, 'idea-unlock');

    // One payment unlocks rating too; the old alias lands there.
    await page.goto(`/challenges/${GATED}/unlock-rate`);
    await page.waitForURL(`**/challenges/${GATED}/rating-unlock`);
    await page.getByRole('heading', { level: 1, name: 'Rating unlocked' }).waitFor();
    await page.getByRole('link', { name: 'Rate ideas' }).waitFor();

    await page.goto(`/challenges/${GATED}/idea-unlock`);
    await page.getByRole('link', { name: 'Enter an idea' }).click();
    await page.waitForURL(`**/challenges/${GATED}`);
    await page.getByRole('heading', { name: 'Enter an idea' }).waitFor();
    await page.getByLabel(/^Idea title/).fill('Charge for spare parts, fix for free');
    await page.getByLabel(/^Describe your idea/).fill('Parts at cost plus a little pays the rent.');
    await page.getByRole('button', { name: 'Submit idea' }).click();
    await page.getByText(/Your idea is in\. You earned \d+ neurons?\./).waitFor();

    // Paid already: the fee page shows the confirmation instead of a second payment.
    await page.goto(`/challenges/${GATED}/idea-entry-fee`);
    await page.waitForURL(`**/challenges/${GATED}/idea-unlock`);

    await page.goto('/mona/my-dashboard/money-prizes');
    await page.getByRole('heading', { level: 1, name: 'Money & Prizes' }).waitFor();
    await page.getByText('Your balance: $45.00').waitFor();
    const rows = page.getByRole('table', { name: 'Money rows' }).getByRole('row');
    await rows.nth(1).waitFor();
    expect(await rows.nth(1).textContent()).toContain('Entry fee paid');
    expect(await rows.nth(1).textContent()).toContain('-$5.00');
    // The demo's $50 deposit is further down: other journeys may have paid mona a tournament prize
    // (and paid it out) since.
    await rows.filter({ hasText: '+$50.00' }).first().waitFor();
    await expectAccessible(page, 'money-prizes');
    expect(errors).toEqual([]);
    await close();
  });
});
