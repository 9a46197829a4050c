import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The balance the page shows (`Your balance: $50.00`), in cents. */
async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByText(/^Your balance: \$[\d,]+\.\d\d$/).textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

describe('funding a player', () => {
  it('sam funds dora $2.50 from her pay page; dora sees it in her money rows', async () => {
    {
      const { page, errors, close } = await newPage(browser);
      // Signed out: the page sends to the sign-in gateway and back.
      await page.goto('/dora/mentor/pay');
      await page.waitForURL('**/accounts/gateway?continue=**');
      await page.getByLabel('Email or screen name').fill('sam');
      await page.getByLabel('Password').fill('nervus-demo-2026');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/dora/mentor/pay');

      await page.getByRole('heading', { level: 1, name: 'Fund @dora' }).waitFor();
      await page.getByText(/^Your balance: /).waitFor();
      const before = await shownBalance(page);
      expect(before).toBeGreaterThanOrEqual(250);
      await expectAccessible(page, 'pay');

      // Below the minimum: refused on the page, no confirmation asked.
      await page.getByLabel(/^Amount in dollars/).fill('0.50');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByText('The minimum is $1.00.').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.getByLabel(/^Amount in dollars/).fill('2.505');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByText('Enter an amount in dollars and cents, for example 2.50.').waitFor();

      await page.getByLabel(/^Amount in dollars/).fill('2.50');
      await page.getByLabel(/^A message for @dora/).fill('For the olympiads.');
      // Cancelling the confirmation pays nothing.
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Fund @dora' });
      await dialog.getByText('Pay $2.50 from your wallet to @dora?').waitFor();
      await expectAccessible(page, 'pay confirmation');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await shownBalance(page)).toBe(before);

      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByRole('status')
        .getByText(
          `You funded @dora with $2.50 and earned 2 patron neurons. Your wallet now holds ${dollars(before - 250)}.`,
        )
        .waitFor();
      // The form is gone: focus moved to the outcome rather than being dropped on the page.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
        'status',
      );
      await expectAccessible(page, 'pay success');

      // Back to the box (open or not), which offers funding to signed-in visitors.
      await page.getByRole('link', { name: 'Back to @dora’s suggestion box' }).click();
      await page.waitForURL('**/dora/mentor');
      await page.getByRole('link', { name: 'Fund @dora' }).waitFor();

      await page.goto('/sam/my-dashboard/money-prizes');
      const rows = page.getByRole('table', { name: 'Money rows' }).getByRole('row');
      await rows.nth(1).waitFor();
      expect(await rows.nth(1).textContent()).toContain('Funding given to @dora');
      expect(await rows.nth(1).textContent()).toContain('-$2.50');
      expect(errors).toEqual([]);
      await close();
    }
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'dora');
      await page.waitForURL('**/dora/my-dashboard');
      await page.goto('/dora/my-dashboard/money-prizes');
      const row = page
        .getByRole('table', { name: 'Money rows' })
        .getByRole('row')
        .filter({ hasText: 'Funding received from @sam' });
      await row.waitFor();
      expect(await row.textContent()).toContain('+$2.50');
      expect(await row.textContent()).toContain('For the olympiads.');
      await expectAccessible(page, 'money-prizes with a funding');

      // Her own pay page says she cannot fund herself.
      await page.goto('/dora/mentor/pay');
      await page.getByText('You cannot fund yourself.', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
