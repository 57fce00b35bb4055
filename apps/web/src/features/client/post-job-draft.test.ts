import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, hasProgress, parseSaved } from './post-job-draft';

describe('parseSaved', () => {
  it('reads back what the form saved', () => {
    const saved = {
      step: 6,
      values: {
        workType: 'plumber',
        serviceTime: 'no_date',
        propertyType: 'flat',
        address: { street: '1 High Street', city: 'Leeds', postcode: 'LS1 6HD' },
        email: 'a@example.com',
        jobDescription: 'Fix the tap',
        requestId: '0b7f8f5e-8d8e-4a57-9a2b-0f3c2a8d9e10',
      },
    };
    expect(parseSaved(JSON.stringify(saved))).toEqual(saved);
  });

  it('drops what it does not recognise and keeps the step in range', () => {
    const parsed = parseSaved(
      JSON.stringify({ step: 42, values: { workType: 'astronaut', address: 'nowhere', email: 7, isAdmin: true } }),
    );
    expect(parsed).toEqual({ step: 6, values: { ...EMPTY_VALUES } });
    expect(parseSaved(JSON.stringify({ step: 0.5, values: {} }))?.step).toBe(1);
  });

  it('ignores anything that is not saved answers', () => {
    expect(parseSaved(null)).toBeNull();
    expect(parseSaved('not json')).toBeNull();
    expect(parseSaved('[]')).toBeNull();
    expect(parseSaved(JSON.stringify({ step: 2 }))).toBeNull();
  });
});

describe('hasProgress', () => {
  it('is true once something was answered', () => {
    expect(hasProgress(null)).toBe(false);
    expect(hasProgress({ step: 1, values: EMPTY_VALUES })).toBe(false);
    expect(hasProgress({ step: 1, values: { ...EMPTY_VALUES, workType: 'roofer' } })).toBe(true);
    expect(hasProgress({ step: 3, values: EMPTY_VALUES })).toBe(true);
  });
});
