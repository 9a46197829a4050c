import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('the content security policy', () => {
  it('lets the app run and stops a script injected into the page', async () => {
    const context = await browser.newContext({ baseURL: baseURL() });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // The app's own scripts and its inline first-paint script run under it.
    await page.locator('.app-slogan', { hasText: 'Where ideas compete' }).first().waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect
      .poll(() => console.some((text) => /Content Security Policy/.test(text)))
      .toBe(true);
    await context.close();
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and SameSite: no script of the page can read the session', async () => {
    const { page, close } = await newPage(browser);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'nervus_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain('nervus_csrf=');
    expect(readable).not.toContain(session?.value as string);
    await close();
  });
});
