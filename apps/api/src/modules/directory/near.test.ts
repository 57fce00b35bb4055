/**
 * Issue 16: GET /api/tradespeople?near= lists the approved tradespeople whose coverage reaches a
 * place (a postcode, an outward code or a town), nearest first, each with its distance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trade } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createTradesperson } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
type Found = { businessName: string; distanceMiles: number | null; radiusMiles: number | null }[];

/** An approved tradesperson based at `postcode`, covering `radiusMiles` around it and the `areas`. */
async function based(businessName: string, trade: Trade, postcode: string, radiusMiles: number, areas: string[] = []) {
  const person = await createTradesperson(ctx.app, { trade, businessName, postcode });
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/coverage',
    headers: bearer(person.token),
    payload: { areas, radiusMiles },
  });
  expect(saved.statusCode).toBe(200);
  return person;
}

const names = (found: Found) => found.map((listing) => listing.businessName);

describe(`the directory near a place (${dialectName()})`, () => {
  beforeAll(async () => {
    await based('Leeds Locks', 'locksmith', 'LS1 4DY', 15); // at the place
    await based('Bradford Locks', 'locksmith', 'BD1 1AA', 15); // about 9 miles away
    await based('Manchester Locks', 'locksmith', 'M1 5QA', 15, ['LS']); // 36 miles, but adds LS
    await based('London Locks', 'locksmith', 'SW1A 1AA', 100); // 170 miles: out of reach
    await based('Otley Locks', 'locksmith', 'LS21 1AA', 5); // 9 miles from LS1, radius 5, within LS
    await based('Shipley Roofs', 'roofer', 'BD18 1AA', 15); // another trade
  });

  it('lists those whose radius or added areas reach a postcode, nearest first, with their distances', async () => {
    const res = await get('/api/tradespeople?near=ls1%204dy&trade=locksmith');
    expect(res.statusCode).toBe(200);
    const found = res.json<Found>();
    // Otley (radius 5, no added area) does not reach LS1, 9 miles away; London is too far.
    expect(names(found)).toEqual(['Leeds Locks', 'Bradford Locks', 'Manchester Locks']);
    expect(res.headers['x-total-count']).toBe('3');
    const [leeds, bradford, manchester] = found.map((listing) => listing.distanceMiles);
    expect(leeds).toBe(0);
    expect(bradford).toBeGreaterThan(8);
    expect(bradford).toBeLessThan(11);
    expect(manchester).toBeGreaterThan(30);
    expect(Number.isInteger(bradford! * 10)).toBe(true);
  });

  it('takes an outward code or a town name from the data, in any case, and pages', async () => {
    expect(names((await get('/api/tradespeople?near=LS1&trade=locksmith')).json<Found>())).toEqual([
      'Leeds Locks',
      'Bradford Locks',
      'Manchester Locks',
    ]);
    const town = await get('/api/tradespeople?near=leeds&trade=locksmith');
    expect(names(town.json<Found>()).slice(0, 2)).toEqual(['Leeds Locks', 'Bradford Locks']);
    const second = await get('/api/tradespeople?near=LS1%204DY&trade=locksmith&limit=2&page=2');
    expect(names(second.json<Found>())).toEqual(['Manchester Locks']);
    expect(second.headers['x-total-count']).toBe('3');
  });

  it('keeps other orders on request, and other trades out', async () => {
    const byName = await get('/api/tradespeople?near=LS1%204DY&trade=locksmith&sort=name');
    expect(names(byName.json<Found>())).toEqual(['Bradford Locks', 'Leeds Locks', 'Manchester Locks']);
    const anyTrade = await get('/api/tradespeople?near=BD18');
    expect(names(anyTrade.json<Found>())[0]).toBe('Shipley Roofs');
    expect(names(anyTrade.json<Found>())).not.toContain('London Locks');
  });

  it('gives every listing a distance field, null without a place', async () => {
    const all = (await get('/api/tradespeople?trade=locksmith')).json<Found>();
    expect(all).toHaveLength(5);
    expect(all.every((listing) => listing.distanceMiles === null)).toBe(true);
    // Each says how far they travel around their base.
    expect(all.find((listing) => listing.businessName === 'Otley Locks')).toMatchObject({ radiusMiles: 5 });
  });

  it('refuses a place the data does not know, and nearest first without a place, with a 400 naming the field', async () => {
    for (const near of ['Atlantis', 'ZZ9', 'x'.repeat(61)]) {
      const res = await get(`/api/tradespeople?near=${near}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'near', code: 'directory.nearUnknown' });
    }
    const res = await get('/api/tradespeople?sort=distance');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'sort', code: 'directory.distanceNeedsNear' });
  });

  it('accepts a valid postcode of an area the data does not know, matching by area only', async () => {
    const person = await createTradesperson(ctx.app, {
      trade: 'welder',
      businessName: 'Nowhere Welds',
      postcode: 'XX1 1AA',
    });
    await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
    const res = await get('/api/tradespeople?near=XX1%202BB');
    expect(res.statusCode).toBe(200);
    expect(res.json<Found>()).toEqual([
      expect.objectContaining({ businessName: 'Nowhere Welds', distanceMiles: null, radiusMiles: null }),
    ]);
  });
});
