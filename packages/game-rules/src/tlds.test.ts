import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iana from 'tlds';
import { describe, expect, it } from 'vitest';
import { renderTldList } from '../scripts/tld-list.js';
import { COMMON_TLDS, endsLikeDomain } from './common-tlds.js';
import { isLinkTld, LINK_TLDS } from './tlds.js';

describe('LINK_TLDS', () => {
  it('is the IANA list of the tlds package (run `pnpm tlds` after upgrading it)', () => {
    const file = readFileSync(join(import.meta.dirname, 'tld-list.ts'), 'utf8');
    expect(file).toBe(renderTldList(iana));
    for (const tld of iana) expect(LINK_TLDS.has(tld)).toBe(true);
  });

  it('holds generic, country and internationalised TLDs, in any case', () => {
    for (const tld of ['com', 'photography', 'jp', 'рф', '中国', 'みんな', 'onion']) {
      expect(isLinkTld(tld)).toBe(true);
    }
    expect(isLinkTld('COM')).toBe(true);
    expect(isLinkTld('РФ')).toBe(true);
    expect(isLinkTld('tsx')).toBe(false);
    expect(isLinkTld('localhost')).toBe(false);
  });
});

describe('COMMON_TLDS', () => {
  it('is a part of the IANA list (handles and mentions keep to it, so every handle is mentionable)', () => {
    for (const tld of COMMON_TLDS) expect(LINK_TLDS.has(tld)).toBe(true);
    expect(endsLikeDomain('support.com')).toBe(true);
    expect(endsLikeDomain('Shop.CO.UK')).toBe(true);
    expect(endsLikeDomain('team.rocket')).toBe(false);
    expect(endsLikeDomain('.com')).toBe(false);
  });
});
