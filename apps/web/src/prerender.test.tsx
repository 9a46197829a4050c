import { describe, expect, it } from 'vitest';
import { appEnglish } from './i18n/en.js';
import { headerlessPattern, renderFirstPaint } from './prerender.js';

describe('renderFirstPaint', () => {
  it("draws the home page as a visitor's browser first shows it: words in place, data not yet", async () => {
    const html = await renderFirstPaint();
    expect(html).toContain(`<h1>${appEnglish.home.title}</h1>`);
    expect(html).toContain(appEnglish.home.lead);
    // The platform header keeps its lines, empty until the platform is known.
    expect(html).toMatch(
      /<header class="app-page-header" aria-busy="true"><p class="app-platform-title"><\/p>/,
    );
    // A visitor: the way in, not a player's links.
    expect(html).toContain(appEnglish.nav.signIn);
    expect(html).toContain(`<p role="status">${appEnglish.notices.loading}</p>`);
  });
});

describe('headerlessPattern', () => {
  it('matches the addresses of pages without a navigation bar, and no other', () => {
    const headerless = new RegExp(headerlessPattern());
    for (const path of ['/welcome', '/welcome/', '/ada/presentation/42'])
      expect(headerless.test(path), path).toBe(true);
    for (const path of [
      '/',
      '/faqs',
      '/challenges/lunch',
      '/ada',
      '/welcome/more',
      '/ada/presentation',
    ])
      expect(headerless.test(path), path).toBe(false);
  });
});
