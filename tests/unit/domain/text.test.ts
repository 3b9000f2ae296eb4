// The identity text rules of src/domain/text: one line of text (no control characters), and one
// account key per e-mail under NFKC and case folding; the registration form applies the same rule.
import { describe, expect, it } from 'vitest';
import { MESSAGES, registrationProblems, validateRegistration } from '../../../src/domain/claim/validation.ts';
import { isSingleLineText, normalizeEmail } from '../../../src/domain/text/index.ts';

describe('isSingleLineText', () => {
  it('takes any script and refuses C0 control characters and DEL', () => {
    for (const ok of ['Ada', 'José Ñúñez', '王小明', "O'Brien-Smith", '']) expect(isSingleLineText(ok), ok).toBe(true);
    for (const bad of ['a\u0000b', 'a\nb', 'a\rb', 'a\tb', 'a\u007fb', '\u001f']) expect(isSingleLineText(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('folds fullwidth, decomposed and upper-case spellings into one key', () => {
    const key = normalizeEmail('josé@example.com');
    expect(normalizeEmail(' JOSÉ@Example.COM ')).toBe(key);
    expect(normalizeEmail('jose\u0301@example.com')).toBe(key);
    expect(normalizeEmail('\uff4a\uff4f\uff53\u00e9@example.com')).toBe(key);
  });
});

describe('registrationProblems (issue #15: every problem at once)', () => {
  it('a short password that does not match its confirmation gets both messages, with a bad e-mail and no terms', () => {
    const input = { firstName: 'Ada', lastName: 'L', email: 'ada@', password: 'short', confirmPassword: 'other', acceptTerms: false };
    expect(registrationProblems(input)).toEqual([MESSAGES.emailInvalid, MESSAGES.passwordsDoNotMatch, MESSAGES.passwordTooShort, MESSAGES.termsRequired]);
    expect(validateRegistration(input)).toBe(MESSAGES.emailInvalid);
  });
});

describe('validateRegistration', () => {
  it('refuses a name or e-mail that is not one line of text, with the shared message', () => {
    const base = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'long enough',
      confirmPassword: 'long enough',
      acceptTerms: true,
    };
    expect(validateRegistration(base)).toBeNull();
    expect(validateRegistration({ ...base, firstName: 'Ada\nPay at evil.example' })).toBe(MESSAGES.oneLineOfText);
    expect(validateRegistration({ ...base, email: 'ada\u0000@example.com' })).toBe(MESSAGES.oneLineOfText);
  });
});
