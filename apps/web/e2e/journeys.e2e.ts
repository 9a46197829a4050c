import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('accounts', () => {
  it('sign up, land signed in, open My Dashboard, sign out', async () => {
    const { page, errors, close } = await newPage(browser);
    const handle = `e2e${Date.now().toString(36)}`;
    await page.goto('/accounts/signup');
    await expectAccessible(page, 'sign-up');
    await page.getByLabel('Email').fill(`${handle}@example.org`);
    await page.getByLabel(/^Screen name/).fill(handle);
    await page.getByLabel(/^Password/).fill('a long enough secret');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`**/${handle}/my-dashboard`);
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeTruthy();
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await expectAccessible(page, 'dashboard');
    // The player's links and Sign Out are in the menu behind their avatar.
    const account = page.getByRole('button', { name: `Your account (@${handle})` });
    await account.click();
    await page.getByRole('link', { name: 'My Dashboard' }).first().click();
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    await account.click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    expect(await account.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('a wrong password shows the error', async () => {
    const { page, close } = await newPage(browser);
    await page.goto('/accounts/gateway');
    await expectAccessible(page, 'sign-in');
    await signIn(page, 'cora', 'not the password');
    await page.getByText('The email, screen name or password is not right.').waitFor();
    expect(page.url()).toContain('/accounts/gateway');
    await close();
  });

  it('a protected page sends visitors to sign in, and back after', async () => {
    const { page, close } = await newPage(browser);
    await page.goto('/my-account/profile');
    await page.waitForURL('**/accounts/gateway**');
    await page.getByLabel('Email or screen name').fill('rita');
    await page.getByLabel('Password').fill('nervus-demo-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/my-account/profile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await close();
  });
});

describe('the shell', () => {
  it('the home page is accessible and shows the platform', async () => {
    const { page, errors, close } = await newPage(browser);
    await page.goto('/');
    await page.locator('.app-slogan', { hasText: 'Where ideas compete' }).waitFor();
    await expectAccessible(page, 'home');
    expect(await page.getByText('Version 3.207.0').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("a visitor's theme, chosen in the footer, is the page's from the next one's first paint", async () => {
    const { page, errors, close } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('contentinfo').getByTitle('Dark theme').click();
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? 'system');
    expect(await theme()).toBe('dark');
    // Before the app has started: index.html's head applies the remembered choice.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await theme()).toBe('dark');
    await page.locator('.app-slogan', { hasText: 'Where ideas compete' }).waitFor();
    await expectAccessible(page, 'home in the dark theme');
    await page.getByRole('contentinfo').getByTitle('System theme').click();
    expect(await theme()).toBe('system');
    expect(errors).toEqual([]);
    await close();
  });

  it('has an icon: the page names it, and /favicon.ico is one for those that ask there', async () => {
    const { page, close } = await newPage(browser);
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    for (const path of [href ?? '(no icon link)', '/favicon.ico']) {
      const answer = await fetch(`${inject('baseURL')}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toMatch(/^image\//);
    }
    await close();
  });

  it('an unknown path lands on send-feedback with "Page not found"', async () => {
    const { page, close } = await newPage(browser);
    await page.goto('/no/such/page/here');
    await page.waitForURL('**/send-feedback?**');
    expect(new URL(page.url()).searchParams.get('about')).toBe('Page not found');
    await page.getByText('We could not find the page /no/such/page/here').waitFor();
    await expectAccessible(page, 'send-feedback');
    await page.getByLabel(/^Your feedback/).fill('I followed an old link.');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByText('Thank you! Your feedback is with the team.').waitFor();
    await close();
  });

  it('an unknown user goes home with the notice', async () => {
    const { page, close } = await newPage(browser);
    await page.goto('/nobody-by-this-name');
    await page.getByText(/User not found! The username does not exist/).waitFor();
    await close();
  });

  it('the Game Dash opens from the navbar (its code loads on demand) and closes', async () => {
    const { page, close } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Game Dash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Game Dash' });
    await dialog.getByRole('tab', { name: 'Tips' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await close();
  });

  it('a subdomain shows its platform', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Chromium resolves every *.localhost name to this machine.
    await page.goto(`http://comedy.localhost:${inject('port')}/`);
    // The slogan is in the banner and in the home page's platform header.
    await page.getByRole('banner').getByText('The funniest idea wins').waitFor();
    await page.locator('#main').getByText('The funniest idea wins').waitFor();
    expect(await page.getByRole('link', { name: 'Comedy Club' }).count()).toBe(1);
    await context.close();
  });

  it('works on a 375 px phone: the menu opens, closes on Escape, and navigates', async () => {
    const { page, errors, close } = await newPage(browser, { width: 375, height: 740 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/accounts/gateway**');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'sign-in on a phone');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('shadow mode', () => {
  it('an admin shadows a user, acts as them, and stops', async () => {
    const { page, close } = await newPage(browser);
    await signIn(page, 'ada');
    await page.waitForURL('**/ada/my-dashboard');
    await page.goto('/ivan');
    await page.getByRole('button', { name: 'Shadow this user' }).click();
    await page.waitForURL('**/ivan/my-dashboard');
    await page.getByText('Shadowing @ivan').waitFor();
    // The shadowed player's menu has no Sign Out: Stop ends the session.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Your account (@ivan)' }).click();
    await nav.getByRole('link', { name: 'My Account' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await nav.getByRole('button', { name: 'Your account (@ada)' }).click();
    await nav.getByRole('link', { name: '@ada' }).waitFor();
    await close();
  });

  it('a token and shadow=true in the address start a session and leave the address', async () => {
    const api = await fetch(`${inject('baseURL')}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: 'mona',
        password: 'nervus-demo-2026',
      }),
    });
    const { access_token: token } = (await api.json()) as { access_token: string };
    const { page, close } = await newPage(browser);
    await page.goto(`/my-account?token=${token}`);
    await page.waitForURL((url) => !url.search.includes('token'));
    await page.getByText('Signed in as @mona').waitFor();
    await close();
  });
});
