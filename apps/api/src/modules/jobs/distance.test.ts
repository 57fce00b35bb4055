/**
 * Issue 16: a tradesperson covers a radius in miles around their base (the business postcode)
 * plus the areas they add; matching jobs carry their distance from the base.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';
import { fillMissingCentres } from './centres.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const inject = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An approved welder based in Manchester (M1), covering only the radius they choose and SW. */
async function welderInManchester(radiusMiles: number) {
  const person = await createTradesperson(ctx.app, { trade: 'welder', postcode: 'M1 5QA' });
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  const res = await inject('PUT', '/api/coverage', person.token, { areas: ['SW'], radiusMiles });
  expect(res.statusCode).toBe(200);
  return person;
}

const postWeldingJob = async (token: string, postcode: string) =>
  createJob(ctx.app, token, { workType: 'welder', address: { street: '1 Rd', city: 'Town', postcode } });

const matching = async (token: string, query = '') =>
  (await inject('GET', `/api/matching-jobs${query}`, token)).json() as {
    jobs: { _id: string; distanceMiles: number | null }[];
    total: number;
  };

describe(`coverage by distance (${dialectName()})`, () => {
  it('starts at 15 miles, answers radiusMiles and areas beside coverage, and refuses a radius outside 1 to 100', async () => {
    const person = await createTradesperson(ctx.app, { postcode: 'M1 5QA' });
    expect((await inject('GET', '/api/coverage', person.token)).json()).toEqual({
      coverage: ['M'],
      areas: ['M'],
      radiusMiles: 15,
    });
    for (const radiusMiles of [0, 101, 2.5, '10']) {
      const res = await inject('PUT', '/api/coverage', person.token, { areas: ['SW'], radiusMiles });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'radiusMiles', code: 'coverage.radiusInvalid' });
    }
    const saved = await inject('PUT', '/api/coverage', person.token, { coverage: ['LS'], radiusMiles: 40 });
    expect(saved.json()).toEqual({ coverage: ['LS'], areas: ['LS'], radiusMiles: 40 });
    // An old client sending only `coverage` keeps the radius.
    await inject('PUT', '/api/coverage', person.token, { coverage: ['B'] });
    expect((await inject('GET', '/api/coverage', person.token)).json()).toEqual({
      coverage: ['B'],
      areas: ['B'],
      radiusMiles: 40,
    });
  });

  it('matches a job 8 miles from the base at radius 10, not at 5; an added area matches beyond the radius', async () => {
    const client = await createClient(ctx.app);
    const near = await postWeldingJob(client.token, 'OL4 1AA'); // Oldham, about 8 miles from M1
    const far = await postWeldingJob(client.token, 'SW1A 1AA'); // Westminster, an added area

    const wide = await welderInManchester(10);
    const found = await matching(wide.token);
    expect(found.jobs.map((job) => job._id)).toEqual([far._id, near._id]); // newest first
    const distances = Object.fromEntries(found.jobs.map((job) => [job._id, job.distanceMiles]));
    expect(distances[near._id]).toBeGreaterThan(7.5);
    expect(distances[near._id]).toBeLessThan(8.5);
    expect(Math.abs(distances[far._id]! - 163)).toBeLessThan(1.5); // M1 to SW1A, one decimal
    expect(Number.isInteger(distances[near._id]! * 10)).toBe(true);
    expect((await inject('GET', `/api/apply-job/${near._id}`, wide.token)).statusCode).toBe(200);

    const nearestFirst = await matching(wide.token, '?sort=distance');
    expect(nearestFirst.jobs.map((job) => job._id)).toEqual([near._id, far._id]);

    const narrow = await welderInManchester(5);
    expect((await matching(narrow.token)).jobs.map((job) => job._id)).toEqual([far._id]);
    expect((await inject('GET', `/api/apply-job/${near._id}`, narrow.token)).json().code).toBe('OUTSIDE_COVERAGE');
  });

  it('gives older jobs and tradespeople their centres at start-up', async () => {
    const client = await createClient(ctx.app);
    const job = await postWeldingJob(client.token, 'OL4 1AA');
    const person = await welderInManchester(10);
    await ctx.database.db
      .updateTable('jobs')
      .set({ latitude: null, longitude: null })
      .where('id', '=', job._id)
      .execute();
    await ctx.database.db
      .updateTable('tradespeople')
      .set({ baseLatitude: null, baseLongitude: null })
      .where('id', '=', person.id)
      .execute();
    expect((await matching(person.token)).jobs.map((j) => j._id)).not.toContain(job._id);
    await fillMissingCentres(ctx.database.db);
    expect((await matching(person.token)).jobs.map((j) => j._id)).toContain(job._id);
  });

  it('lists the towns a radius reaches around the base, for the tradesperson only', async () => {
    const person = await createTradesperson(ctx.app, { postcode: 'LS1 4DY' });
    const res = await inject('GET', '/api/coverage/towns?radiusMiles=10', person.token);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ base: string; towns: { name: string; distanceMiles: number }[]; total: number }>();
    expect(answer.base).toBe('LS1');
    expect(answer.towns[0]).toEqual({ name: 'Leeds', distanceMiles: 0 });
    expect(answer.towns.map((town) => town.name)).toContain('Bradford');
    expect(answer.towns.map((town) => town.name)).not.toContain('York');
    expect(answer.total).toBe(answer.towns.length);
    const wider = (await inject('GET', '/api/coverage/towns?radiusMiles=30', person.token)).json();
    expect(wider.towns.map((town: { name: string }) => town.name)).toContain('York');
    for (const radius of ['0', '101', 'ten', '']) {
      const bad = await inject('GET', `/api/coverage/towns?radiusMiles=${radius}`, person.token);
      expect(bad.statusCode).toBe(400);
    }
    const client = await createClient(ctx.app);
    expect((await inject('GET', '/api/coverage/towns?radiusMiles=10', client.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/coverage/towns?radiusMiles=10' })).statusCode).toBe(401);
  });

  it('takes the radius alone (no added areas) through `areas`, while the specification’s `coverage` still needs one', async () => {
    const person = await createTradesperson(ctx.app, { postcode: 'M1 5QA' });
    const alone = await inject('PUT', '/api/coverage', person.token, { areas: [], radiusMiles: 20 });
    expect(alone.json()).toEqual({ coverage: [], areas: [], radiusMiles: 20 });
    const empty = await inject('PUT', '/api/coverage', person.token, { coverage: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ code: 'coverage.empty' });
  });

  it('accepts a postcode whose area the data does not know, and matches it by area only', async () => {
    const client = await createClient(ctx.app);
    const job = await postWeldingJob(client.token, 'XX1 1AA');
    const person = await createTradesperson(ctx.app, { trade: 'welder', postcode: 'XX1 2BB' });
    await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
    // Registration covers the business address's area, here the unknown "XX".
    const found = await matching(person.token);
    expect(found.jobs).toEqual([expect.objectContaining({ _id: job._id, distanceMiles: null })]);
    expect((await inject('GET', '/api/coverage/towns?radiusMiles=50', person.token)).json()).toEqual({
      base: null,
      towns: [],
      total: 0,
    });
  });

  it('nearest and newest first give the same pages whether taken from a shortcut or from the whole box', async () => {
    const client = await createClient(ctx.app);
    // Twelve jobs within 3.2 miles of M1 (a quarter of 20 is 5), five more within 20 miles.
    const codes = ['M1', 'M2', 'M3', 'M4', 'M8', 'M11', 'M12', 'M13', 'M14', 'M15', 'M16', 'M9'];
    const posted: string[] = [];
    for (const code of [...codes, 'SK4', 'OL4', 'WA14', 'BL1', 'WN1']) {
      const job = await createJob(ctx.app, client.token, {
        workType: 'mechanics',
        address: { street: '1 Rd', city: 'Town', postcode: `${code} 1AA` },
      });
      posted.push(job._id);
    }
    const person = await createTradesperson(ctx.app, { trade: 'mechanics', postcode: 'M1 5QA' });
    await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
    await inject('PUT', '/api/coverage', person.token, { areas: [], radiusMiles: 20 });
    // Newest first, the same either way too: page 1 from the trade's newest jobs (ten of them in
    // reach), page 2 (twenty wanted, seventeen in reach) from the whole box.
    const newest = [...(await matching(person.token)).jobs, ...(await matching(person.token, '?page=2')).jobs];
    const rows = await ctx.database.db
      .selectFrom('jobs')
      .select('id')
      .where('id', 'in', posted)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(newest.map((job) => job._id)).toEqual(rows.map((row) => row.id));
    const byDistance = newest.map((job) => job.distanceMiles!).sort((a, b) => a - b);
    expect(byDistance).toHaveLength(17);
    const first = await matching(person.token, '?sort=distance'); // the ten nearest lie within a quarter
    const second = await matching(person.token, '?sort=distance&page=2'); // 20 wanted: the whole box
    expect([...first.jobs, ...second.jobs].map((job) => job.distanceMiles)).toEqual(byDistance);
    expect(first.total).toBe(17);
  });
});
