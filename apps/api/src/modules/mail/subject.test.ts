import { describe, expect, it } from 'vitest';
import { renderEmail } from './render.js';

describe('an email subject', () => {
  it('is one line even from words stored before they were cleaned (no header injection)', () => {
    const rendered = renderEmail({
      kind: 'hired',
      to: 'a@example.com',
      language: 'en',
      values: { trade: 'plumber', city: 'Leeds\r\nBcc: evil@probe.test\u202e\u200b' },
    });
    expect(rendered.subject).toBe('You are hired: plumber job in LeedsBcc: evil@probe.test');
  });
});
