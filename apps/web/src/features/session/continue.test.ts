import { describe, expect, it } from 'vitest';
import { safeContinue } from './continue.js';

describe('safeContinue', () => {
  it('keeps addresses on this site and drops the others', () => {
    expect(safeContinue('/cora/my-dashboard?tab=1#x')).toBe('/cora/my-dashboard?tab=1#x');
    expect(safeContinue(`${window.location.origin}/my-account`)).toBe('/my-account');
    expect(safeContinue('https://evil.example/steal')).toBe('/my-dashboard');
    expect(safeContinue('//evil.example/steal')).toBe('/my-dashboard');
    expect(safeContinue(undefined)).toBe('/my-dashboard');
  });
});
