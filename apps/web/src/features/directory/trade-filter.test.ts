import { describe, expect, it } from 'vitest';
import type { Trade } from '@tradewise/shared';
import { filterFromText } from './trade-filter';
import { tradePicture } from './trade-picture';

const french: Partial<Record<Trade, string>> = { plumber: 'Plombier', electrician: 'Électricien', roofer: 'Couvreur' };
const inFrench = (trade: Trade) => french[trade] ?? trade.replace(/_/g, ' ');

describe('filterFromText', () => {
  it('sends nothing for an empty filter', () => {
    expect(filterFromText('  ', inFrench)).toEqual({});
  });

  it('turns an exact trade name, in the visitor language or in English, into that trade', () => {
    expect(filterFromText('Plombier', inFrench)).toEqual({ trade: 'plumber' });
    expect(filterFromText('électricien', inFrench)).toEqual({ trade: 'electrician' });
    expect(filterFromText('Gas Engineer', inFrench)).toEqual({ trade: 'gas_engineer' });
  });

  it('sends a fragment of an English name as q, for the server substring match', () => {
    expect(filterFromText('PLUMB', inFrench)).toEqual({ q: 'PLUMB' });
    expect(filterFromText('gas eng', inFrench)).toEqual({ q: 'gas eng' });
  });

  it('turns a fragment of exactly one translated name into that trade', () => {
    expect(filterFromText('couvr', inFrench)).toEqual({ trade: 'roofer' });
  });

  it('turns the everyday words of a job, in any of the three languages, into their trade', () => {
    expect(filterFromText('boiler', inFrench)).toEqual({ trade: 'gas_engineer' });
    expect(filterFromText('fuse box', inFrench)).toEqual({ trade: 'electrician' });
    expect(filterFromText('une fuite', inFrench)).toEqual({ trade: 'plumber' });
    expect(filterFromText('azulejos', inFrench)).toEqual({ trade: 'flooring_installer' });
  });

  it('sends anything else as q (nothing will match)', () => {
    expect(filterFromText('zzz', inFrench)).toEqual({ q: 'zzz' });
  });
});

describe('tradePicture', () => {
  it('is chosen from the trade, underscores to spaces, lower case, with a default', () => {
    expect(tradePicture('Gas Engineer')).toBe(tradePicture('gas_engineer'));
    expect(tradePicture('gas_engineer')).not.toBe(tradePicture('plumber'));
    expect(tradePicture('astronaut')).toBe(tradePicture('default'));
    expect(tradePicture('plumber')).not.toBe(tradePicture('default'));
  });
});
