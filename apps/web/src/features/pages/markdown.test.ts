import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('keeps the allowed tags and drops scripts, handlers and other tags', () => {
    const html = renderMarkdown(
      '# Title\n\n**bold** [link](https://x.test "t")\n\n<script>alert(1)</script><img src=x onerror=alert(1)><iframe></iframe>',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain(
      '<a href="https://x.test" title="t" target="_blank" rel="noopener noreferrer">link</a>',
    );
    expect(html).not.toMatch(/script|onerror|<img|<iframe/);
  });

  it('drops javascript: links', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('javascript:');
  });
});

describe('renderMarkdown links', () => {
  const anchor = (html: string) => {
    const box = document.createElement('div');
    box.innerHTML = html;
    const a = box.querySelector('a');
    if (!a) throw new Error(`no link in ${html}`);
    return a;
  };
  const relWords = (a: HTMLAnchorElement) => (a.getAttribute('rel') ?? '').split(' ').sort();

  it('opens links to other sites in a new tab without opener or referrer', () => {
    const a = anchor(renderMarkdown('[x](https://elsewhere.test/page)'));
    expect(a.getAttribute('target')).toBe('_blank');
    expect(relWords(a)).toEqual(['noopener', 'noreferrer']);
  });

  it('leaves links within the site in the same tab', () => {
    for (const href of ['/challenges', `${window.location.origin}/home`, '#top']) {
      const a = anchor(renderMarkdown(`[x](${href})`));
      expect(a.hasAttribute('target')).toBe(false);
      expect(a.hasAttribute('rel')).toBe(false);
    }
  });

  it('does not let a written rel weaken a new tab', () => {
    const cases = [
      '<a href="/a" target="_blank" rel="opener">x</a>',
      '<a href="/a" target="_BLANK" rel="">x</a>',
      '<a href="/a" target="_blank" rel="noopener">x</a>',
      '<a href="/a" target="popup" rel="opener nofollow">x</a>',
      '<a href="https://elsewhere.test" target="_self" rel="opener">x</a>',
    ];
    for (const html of cases) {
      const a = anchor(renderMarkdown(html));
      const words = relWords(a);
      expect(words).toContain('noopener');
      expect(words).toContain('noreferrer');
      expect(words).not.toContain('opener');
    }
    expect(relWords(anchor(renderMarkdown(cases[3] as string)))).toEqual([
      'nofollow',
      'noopener',
      'noreferrer',
    ]);
  });

  it('keeps a written rel on a link that stays in the tab', () => {
    const a = anchor(renderMarkdown('<a href="/a" rel="nofollow">x</a>'));
    expect(a.getAttribute('rel')).toBe('nofollow');
  });
});
