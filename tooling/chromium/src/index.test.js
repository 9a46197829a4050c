import { describe, expect, it } from 'vitest';
import { CANDIDATES, chromiumPath, findChromium, HOW_TO_INSTALL } from './index.js';

const only =
  (...paths) =>
  (path) =>
    paths.includes(path);

describe('findChromium', () => {
  it('takes the first installed candidate', () => {
    expect(findChromium({}, only('/usr/bin/google-chrome', '/snap/bin/chromium'))).toBe(
      '/snap/bin/chromium',
    );
    expect(findChromium({}, only(CANDIDATES[0]))).toBe('/usr/bin/chromium');
  });

  it('takes CHROMIUM_PATH when set, and never another browser when it is wrong', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(findChromium(env, only('/opt/chrome/chrome', '/usr/bin/chromium'))).toBe(
      '/opt/chrome/chrome',
    );
    expect(findChromium(env, only('/usr/bin/chromium'))).toBeNull();
  });

  it('finds nothing on a machine without a browser', () => {
    expect(findChromium({}, () => false)).toBeNull();
  });
});

describe('chromiumPath', () => {
  it('says how to install a browser when there is none', () => {
    expect(() => chromiumPath({}, () => false)).toThrow(HOW_TO_INSTALL);
    expect(HOW_TO_INSTALL).toContain('apt-get install -y chromium');
  });

  it('names a wrong CHROMIUM_PATH', () => {
    expect(() => chromiumPath({ CHROMIUM_PATH: '/nope' }, () => false)).toThrow(
      'CHROMIUM_PATH=/nope is not an executable.',
    );
  });

  it('finds this machine’s browser (the test tiers need one)', () => {
    expect(chromiumPath()).toMatch(/chrom/i);
  });
});
