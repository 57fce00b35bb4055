import { describe, expect, it } from 'vitest';
import { clientRegisterSchema, tradespersonRegisterSchema } from './accounts.js';
import { applyJobSchema } from './jobs.js';
import { contactSchema } from './public.js';
import { cleanText } from './fields.js';

const client = {
  name: 'Amelia Hughes',
  email: 'amelia@example.com',
  password: 'correct-horse-42',
  confirmPassword: 'correct-horse-42',
  phoneNumber: '+447911123456',
  street: '14 Lavender Hill',
  city: 'London',
  postcode: 'SW11 5RW',
};

describe('what people type is cleaned before it is checked and stored', () => {
  it('drops zero-width and control characters and composes accents (NFC)', () => {
    expect(cleanText('Thompson\u200b Plumbing\u200d')).toBe('Thompson Plumbing');
    expect(cleanText('Jos\u0065\u0301')).toBe('José');
    expect(cleanText('a\u202eb\u0000c\nd')).toBe('abcd');
    expect(cleanText('line one\r\nline\u200b two', { singleLine: false })).toBe('line one\nline two');
  });

  it('refuses a name, business name or email that is blank once cleaned', () => {
    const invisible = '\u200b\u200c\u200d\ufeff';
    expect(clientRegisterSchema.safeParse({ ...client, name: invisible }).success).toBe(false);
    expect(clientRegisterSchema.safeParse({ ...client, name: `Ab${invisible}` }).success).toBe(false);
    expect(clientRegisterSchema.safeParse({ ...client, email: invisible }).success).toBe(false);
    const trade = { ...client, businessName: invisible, contactNumber: '+447911123457', trade: 'plumber' };
    expect(tradespersonRegisterSchema.safeParse(trade).success).toBe(false);
  });

  it('stores the cleaned value, so a look-alike email is the same email', () => {
    const parsed = clientRegisterSchema.parse({
      ...client,
      name: 'Amelia\u200b Hughes',
      email: 'Amelia\u200b@Example.com',
    });
    expect(parsed.name).toBe('Amelia Hughes');
    expect(parsed.email).toBe('amelia@example.com');
  });

  it('keeps the line breaks of a message', () => {
    const parsed = contactSchema.parse({
      name: 'Amelia Hughes',
      email: 'amelia@example.com',
      phone: '+447911123456',
      website: 'https://example.com',
      message: 'Hello,\r\nsecond line\u200b.',
    });
    expect(parsed.message).toBe('Hello,\nsecond line.');
  });
});

describe('quotation prices', () => {
  it.each([1, 12.34, 99.9, 1_000_000])('accepts £%s', (price) => {
    expect(applyJobSchema.safeParse({ quotation: 'I can do it.', price }).success).toBe(true);
  });

  it.each([1e-20, 0.5, 0.99, 12.345, 0, -5])('refuses £%s: prices are whole pence from £1', (price) => {
    expect(applyJobSchema.safeParse({ quotation: 'I can do it.', price }).success).toBe(false);
  });
});
