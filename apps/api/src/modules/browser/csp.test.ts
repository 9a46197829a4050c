import { describe, expect, it } from 'vitest';
import { violations, withoutQuery } from './csp.js';

describe('withoutQuery', () => {
  it('drops the query and fragment, which may hold tokens', () => {
    expect(withoutQuery('http://localhost/my-account?token=secret#x')).toBe(
      'http://localhost/my-account',
    );
    expect(withoutQuery('inline')).toBe('inline');
    expect(withoutQuery(undefined)).toBeUndefined();
  });
});

describe('violations', () => {
  it('reads the report-uri form', () => {
    expect(
      violations({
        'csp-report': {
          'document-uri': 'http://localhost/?token=t',
          'blocked-uri': 'inline',
          'violated-directive': 'script-src',
          'effective-directive': 'script-src-elem',
          'line-number': 4,
        },
      }),
    ).toEqual([
      {
        document: 'http://localhost/',
        blocked: 'inline',
        directive: 'script-src-elem',
        source: undefined,
        line: 4,
        column: undefined,
        sample: undefined,
        disposition: undefined,
      },
    ]);
  });

  it("reads the Reporting API's csp-violation reports and leaves the others out", () => {
    const found = violations([
      { type: 'deprecation', body: { id: 'x' } },
      {
        type: 'csp-violation',
        url: 'http://localhost/a?b=c',
        body: {
          blockedURL: 'https://evil.example/x.js?k=v',
          effectiveDirective: 'script-src-elem',
          sourceFile: 'http://localhost/assets/a.js',
          lineNumber: 1,
          columnNumber: 2,
          sample: 'x'.repeat(300),
          disposition: 'enforce',
        },
      },
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      document: 'http://localhost/a',
      blocked: 'https://evil.example/x.js',
      directive: 'script-src-elem',
      line: 1,
      column: 2,
      disposition: 'enforce',
    });
    expect(found[0]?.sample).toHaveLength(200);
  });
});
