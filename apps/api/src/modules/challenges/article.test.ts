import { describe, expect, it } from 'vitest';
import { parseArticle } from './article.js';

describe('parseArticle', () => {
  it('prefers OpenGraph, resolves the image and splits keywords', () => {
    const html =
      '<head><title>Plain</title><meta property="og:title" content="Schools &amp; waste &#8211; a guide"><meta content="About canteens" name="description"><meta property="og:image" content="/img/a.jpg"><meta name="keywords" content=" food, schools ,"></head>';
    expect(parseArticle(html, 'https://news.example/story')).toEqual({
      url: 'https://news.example/story',
      title: 'Schools & waste – a guide',
      description: 'About canteens',
      image_url: 'https://news.example/img/a.jpg',
      keywords: ['food', 'schools'],
    });
  });

  it('falls back to the title tag, and drops unsafe image addresses', () => {
    const html =
      '<title> Just a   title </title><meta property="og:image" content="javascript:alert(1)">';
    expect(parseArticle(html, 'https://x.example/')).toMatchObject({
      title: 'Just a title',
      image_url: null,
      description: null,
      keywords: [],
    });
  });
});
