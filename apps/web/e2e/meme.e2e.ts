import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publishChallenge } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('caption challenges', () => {
  it('draw the caption on a 500 px meme canvas and upload it as a PNG with the idea', async () => {
    const { slug } = await publishChallenge({
      title: 'Caption this rainy picnic',
      detail: 'Funny beats clever.',
      challenge: {
        platform_category: 'caption-funny',
        caption_solution_format: 'caption',
        primary_image: '/api/images/generated/5be1a2c3d4e5f607?w=1200',
      },
    });

    const { page, errors, close } = await newPage(browser);
    await signIn(page, 'pat');
    await page.waitForURL('**/pat/my-dashboard');
    await page.goto(`/challenges/${slug}`);
    await page.getByRole('heading', { name: 'Enter an idea' }).waitFor();
    // Caption challenges ask for a caption, drawn live on the canvas; no separate image upload.
    await page.getByLabel(/^Your caption/).fill('When the forecast said sunny');
    const canvas = page.getByRole('img', { name: /Your meme/ });
    await canvas.waitFor();
    expect(await canvas.evaluate((el) => (el as HTMLCanvasElement).width)).toBe(500);
    expect(await page.getByLabel('Add an image (optional)').count()).toBe(0);
    await expectAccessible(page, 'caption entry');
    await page.getByLabel(/^Describe your idea/).fill('Everyone brought umbrellas but me.');
    await page.getByRole('button', { name: 'Submit idea' }).click();
    await page.getByText(/Your idea is in\./).waitFor();
    const image = page
      .getByRole('list', { name: 'Ideas', exact: true })
      .getByRole('img', { name: 'When the forecast said sunny' });
    await image.waitFor();
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/cover$/);
    const png = await fetch(`${inject('baseURL')}${src}`);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    // PNG header: width is the big-endian word at byte 16 of the IHDR chunk.
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(500);
    expect(errors).toEqual([]);
    await close();
  });
});
