import { describe, expect, it } from 'vitest';
import { appEnglish } from './i18n/en.js';
import {
  CHALLENGE_MARKERS,
  challengePattern,
  headerlessPattern,
  renderChallengeFirstPaint,
  renderFirstPaint,
} from './prerender.js';

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
    // The content security policy refuses style attributes in the page's HTML (each one a
    // violation on every visit); the app's own styles come as classes.
    expect(html).not.toMatch(/\sstyle="/);
  });
});

describe('renderChallengeFirstPaint', () => {
  it("draws a challenge page's header with markers for its texts, in the page's shell", async () => {
    const paint = await renderChallengeFirstPaint();
    const m = CHALLENGE_MARKERS;
    for (const html of [paint.withCoAuthor, paint.withoutCoAuthor]) {
      expect(html).toMatch(
        new RegExp(
          `<header class="nv-hero"><p class="nv-hero-kicker">${m.category}</p><h1 id="page-title" class="nv-hero-title">${m.title}</h1><p class="nv-hero-detail">${m.detail}</p>`,
        ),
      );
      // Down to the question: the lines read from other calls and the tabs are the app's.
      expect(html).toMatch(/<\/header><\/article>/);
      expect(html).not.toContain('role="tablist"');
      // The shell the page draws, as a visitor: the way in, back to this challenge.
      expect(html).toContain(`continue=%2Fchallenges%2F${m.slug}`);
      expect(html).toContain('class="app-footer"');
    }
    expect(paint.withCoAuthor).toContain(`<a href="/${m.coAuthor}">`);
    expect(paint.withoutCoAuthor).not.toContain(m.coAuthor);
    for (const html of [paint.withCoAuthor, paint.withoutCoAuthor])
      expect(html).not.toMatch(/\sstyle="/);
    expect(paint.markers).toEqual(m);
    expect(paint.pattern).toBe(challengePattern());
  });
});

describe('challengePattern', () => {
  it("matches challenge pages' addresses with their key, and not the pages beside them", () => {
    const pattern = new RegExp(challengePattern());
    expect(pattern.exec('/challenges/lunch')?.[1]).toBe('lunch');
    expect(pattern.exec('/challenges/lunch/')?.[1]).toBe('lunch');
    expect(pattern.exec('/challenges/created-by-me')?.[1]).toBe('created-by-me');
    for (const path of [
      '/challenges/create',
      '/challenges/test-idea/',
      '/challenges/',
      '/challenges/lunch/rate',
      '/ada/challenges/lunch',
    ])
      expect(pattern.test(path), path).toBe(false);
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
