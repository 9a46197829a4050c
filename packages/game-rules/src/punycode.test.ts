import { describe, expect, it } from 'vitest';
import { punycodeLength } from './punycode.js';

describe('punycodeLength', () => {
  it('is the length of the ASCII-compatible form (RFC 3492 examples)', () => {
    expect(punycodeLength('example')).toBe(7);
    expect(punycodeLength('münchen')).toBe('xn--mnchen-3ya'.length);
    expect(punycodeLength('中国')).toBe('xn--fiqs8s'.length);
    expect(punycodeLength('пример')).toBe('xn--e1afmkfd'.length);
    expect(punycodeLength('ليهمابتكلموشعربي؟')).toBe('xn--egbpdaj6bu4bxfgehfvwxn'.length);
    expect(punycodeLength('他们为什么不说中文')).toBe('xn--ihqwcrb4cv8a8dqg056pqjye'.length);
    expect(punycodeLength('\u{1F600}')).toBe('xn--e28h'.length);
  });

  it('splits at the ideographic and full-width full stops like at dots', () => {
    expect(punycodeLength('a\u3002b')).toBe(3);
    expect(punycodeLength('ü\uFF0Eb')).toBe('xn--tda.b'.length);
  });
});
