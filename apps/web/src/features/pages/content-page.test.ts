import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './content-page.js';

describe('renderMarkdown', () => {
  it('keeps the allowed tags and drops scripts, handlers and other tags', () => {
    const html = renderMarkdown(
      '# Title\n\n**bold** [link](https://x.test "t")\n\n<script>alert(1)</script><img src=x onerror=alert(1)><iframe></iframe>',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://x.test" title="t">link</a>');
    expect(html).not.toMatch(/script|onerror|<img|<iframe/);
  });

  it('drops javascript: links', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('javascript:');
  });
});
