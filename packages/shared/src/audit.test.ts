import { describe, expect, it } from 'vitest';
import { AUDIT_FIELD_NAMES, auditDataOf } from './audit.js';

describe('audit data read back', () => {
  it('answers a stored kind with its fields', () => {
    expect(auditDataOf('review_hidden', '{"stars":2,"reason":"offensive"}')).toEqual({
      kind: 'review_hidden',
      fields: { stars: 2, reason: 'offensive' },
    });
  });

  it('shows a row the list does not describe as stored, never refusing it', () => {
    expect(auditDataOf('invoice_paid', '{"amount":3}')).toEqual({
      kind: 'legacy',
      fields: { text: 'invoice_paid {"amount":3}' },
    });
    expect(auditDataOf('review_hidden', 'not json')).toEqual({
      kind: 'legacy',
      fields: { text: 'review_hidden not json' },
    });
  });

  it('names every field once, for the CSV columns', () => {
    expect(new Set(AUDIT_FIELD_NAMES).size).toBe(AUDIT_FIELD_NAMES.length);
    expect(AUDIT_FIELD_NAMES).toEqual(expect.arrayContaining(['email', 'trade', 'town', 'stars', 'reason', 'text']));
  });
});
