// Mail (issue 16, decision 22), on the embedded default where mail stays in the outbox: a new
// player confirms their address with the code from their mail (read as an admin reads the
// outbox), sets quiet hours and their time zone on the email preferences page; another player
// follows them, and the mail about it, kept in the outbox with its unsubscribe link, turns that
// mail off from the unsubscribe page, signed out, with one button. The pages pass axe in light
// and dark, at 390 and 1280 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callAs } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PASSWORD = 'a long enough secret';

interface Mail {
  readonly kind: string;
  readonly to: string;
  readonly text: string;
  readonly delivered_by: string | null;
}

async function signUp(handle: string): Promise<{ id: string; token: string }> {
  const answer = await fetch(`${inject('baseURL')}/api/account/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${handle}@example.org`,
      password: PASSWORD,
      screen_name: handle,
    }),
  });
  expect(answer.status).toBe(201);
  const body = (await answer.json()) as {
    data: { user: { id: string }; token: { access_token: string } };
  };
  return { id: body.data.user.id, token: body.data.token.access_token };
}

/** The newest mail of a kind to an address, as the admins' outbox lists it, once it is there. */
async function mailTo(address: string, kind: string, written = true): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const list = await callAs<{ data: Mail[] }>('ada', 'GET', '/admin/outbox?size=100');
        found = list.body.data.find(
          (m) => m.to === address && m.kind === kind && (!written || m.text !== ''),
        );
        return Boolean(found);
      },
      // The worker writes a player's mail out within its 10 s turn.
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  return found as Mail;
}

describe('mail', () => {
  const handle = `mailer${Date.now().toString(36)}`;
  const address = `${handle}@example.org`;

  it('confirms, keeps quiet hours, and unsubscribes in one click from the mail’s link', async () => {
    const player = await signUp(handle);
    // The verification code is only in the mail, which the outbox keeps.
    const verification = await mailTo(address, 'verify-email');
    const code = /code:\s+(\S+)/.exec(verification.text)?.[1];
    expect(code).toBeDefined();
    const verified = await fetch(`${inject('baseURL')}/api/account/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: code }),
    });
    expect(verified.status).toBe(200);

    // The email preferences page: quiet hours in the player's zone.
    const { page, errors, close } = await newPage(browser, { width: 390, height: 900 });
    await signIn(page, handle, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/accounts/'));
    await page.goto('/my-account/email-preferences');
    await page.getByRole('heading', { name: 'Quiet hours' }).waitFor();
    await page.getByLabel('Hold mail during quiet hours').check();
    await page.getByLabel(/^From/).fill('21:30');
    await page.getByLabel(/^Until/).fill('07:15');
    await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await expectAccessible(page, 'the email preferences page at 390 px');
    await page.reload();
    await page.getByRole('heading', { name: 'Quiet hours' }).waitFor();
    expect(await page.getByLabel(/^From/).inputValue()).toBe('21:30');
    expect(await page.getByLabel('Time zone').inputValue()).toBe('Asia/Tokyo');
    // Mail is not held for this journey: quiet hours off again, zone kept.
    await page.getByLabel('Hold mail during quiet hours').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    expect(errors).toEqual([]);
    await close();

    // Someone follows them: the mail about it waits in the outbox with its unsubscribe link.
    const followed = await callAs('cora', 'PUT', `/users/${player.id}/follow`);
    expect(followed.status).toBe(200);
    const mail = await mailTo(address, 'mentions');
    expect(mail.delivered_by).toBe('outbox');
    expect(mail.text).toContain('@cora follows you');
    const link = /(\/unsubscribe\?link=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(link).toBeDefined();

    // The link, opened signed out: it asks first, then turns that mail off.
    const visitor = await newPage(browser, { width: 1280, height: 900 });
    await visitor.page.goto(link as string);
    await visitor.page
      .getByText('Stop sending you mail about feedback and new followers?')
      .waitFor();
    await expectAccessible(visitor.page, 'the unsubscribe page at 1280 px');
    await visitor.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.page.getByText('Done: we no longer send you mail about feedback').waitFor();
    await expectAccessible(visitor.page, 'the unsubscribe page, done');
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    const preferences = await fetch(`${inject('baseURL')}/api/me/preferences`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    const stored = (await preferences.json()) as { data: { email: Record<string, unknown> } };
    expect(stored.data.email).toMatchObject({ mentions: false, time_zone: 'Asia/Tokyo' });
  });
});
