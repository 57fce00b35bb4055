import { describe, expect, it } from 'vitest';
import type { Trade } from '@tradewise/shared';
import { hasAnswers, parseDraft, restoreWith, startValues } from './request-draft';

const nameOf = (trade: Trade) => trade.replace(/_/g, ' ');
const empty = startValues({ service: '', location: '' }, nameOf);

describe('request form answers kept for the tab', () => {
  it('counts as answers only what the visitor gave beyond what the form opened with', () => {
    const carried = startValues({ service: 'electrician', location: 'Leeds' }, nameOf);
    expect(carried.tradespersonType).toBe('electrician');
    expect(hasAnswers(carried, carried)).toBe(false);
    expect(hasAnswers({ ...carried, propertyType: 'flat' }, carried)).toBe(true);
    expect(hasAnswers({ ...empty, address: { ...empty.address, street: '  ' } }, empty)).toBe(false);
  });

  it('reads back only what the form can show', () => {
    const saved = parseDraft(
      JSON.stringify({
        step: 9,
        values: {
          tradespersonType: 'roofer',
          serviceCompletionTime: 'someday',
          propertyType: 'house',
          address: { street: '4 Point Street', city: 3 },
          contactDetails: { email: 'amelia@example.com' },
          isAdmin: true,
        },
      }),
    );
    expect(saved).toEqual({
      step: 4,
      values: {
        tradespersonType: 'roofer',
        serviceCompletionTime: '',
        propertyType: 'house',
        address: { street: '4 Point Street', city: '', postcode: '' },
        contactDetails: { email: 'amelia@example.com', confirmEmail: '' },
      },
    });
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('{"step":1}')).toBeNull();
  });

  it('brings saved answers back with what was just carried in on top', () => {
    const draft = parseDraft(
      JSON.stringify({
        step: 3,
        values: { tradespersonType: 'roofer', propertyType: 'flat', address: { street: '1 Kay St', city: 'Leeds' } },
      }),
    )!;
    const category = startValues({ service: '', location: 'M1 5QA', trade: 'locksmith' }, nameOf);
    expect(restoreWith(draft, category)).toMatchObject({
      tradespersonType: 'locksmith',
      propertyType: 'flat',
      address: { street: '1 Kay St', city: 'Leeds', postcode: 'M1 5QA' },
    });
    expect(restoreWith(draft, empty).tradespersonType).toBe('roofer');
  });
});
