import { describe, expect, it } from 'vitest';
import { normaliseCoverage, parsePostcode } from './postcode.js';
import { normalisePhone } from './phone.js';
import { clientRegisterSchema } from './schemas/accounts.js';

describe('UK postcodes', () => {
  it.each([
    ['sw1a1aa', { postcode: 'SW1A 1AA', outward: 'SW1A', area: 'SW', district: 'SW1' }],
    ['  m1   5qa ', { postcode: 'M1 5QA', outward: 'M1', area: 'M', district: 'M1' }],
    ['EH2 2PR', { postcode: 'EH2 2PR', outward: 'EH2', area: 'EH', district: 'EH2' }],
    ['cf10 2gp', { postcode: 'CF10 2GP', outward: 'CF10', area: 'CF', district: 'CF10' }],
  ])('normalises %j', (input, expected) => {
    expect(parsePostcode(input)).toEqual(expected);
  });

  it.each(['', 'ABC 123', '12345', 'SW1A', 'SW1A 1AAA', '<script>'])('refuses %j', (input) => {
    expect(parsePostcode(input)).toBeNull();
  });

  it('accepts coverage as areas or districts and refuses anything else', () => {
    expect(normaliseCoverage(' sw ')).toBe('SW');
    expect(normaliseCoverage('sw1a')).toBe('SW1A');
    expect(normaliseCoverage('M1')).toBe('M1');
    expect(normaliseCoverage('SW1A 1AA')).toBeNull();
    expect(normaliseCoverage('123')).toBeNull();
  });
});

describe('phone numbers', () => {
  it('stores valid numbers in E.164 with the leading plus, UK by default', () => {
    expect(normalisePhone('07911 123456')).toBe('+447911123456');
    expect(normalisePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalisePhone('020 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('12345')).toBeNull();
  });
});

describe('client registration schema', () => {
  it('checks "passwords do not match" only when both passwords are strings', () => {
    const result = clientRegisterSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain('signupPage.validation.passwordsDoNotMatch');
    const typeless = clientRegisterSchema.safeParse({ password: 5 });
    expect(typeless.error!.issues.map((i) => i.message)).not.toContain('signupPage.validation.passwordsDoNotMatch');
  });
});
