import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, exclusiveSchemaChange, type TestContext } from '../../test/app.js';
import { migrateToLatest } from './migrate.js';
import { seedDemo } from './seed/seed-demo.js';
import { verifyPassword } from '../lib/passwords.js';
import { jobPhotoOf } from '../modules/jobs/photos/list.js';
import { photoFileKey } from '../modules/jobs/photos/service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe(`database (${dialectName()})`, () => {
  it('records migrations so a restart runs none again', async () => {
    expect(await exclusiveSchemaChange(() => migrateToLatest(ctx.database.db, ctx.schema))).toEqual([]);
  });

  it('answers /healthz with 200 while the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: dialectName() });
  });

  it('seeds demo accounts once, with a generated password that signs every role in', async () => {
    const printed = await seedDemo(ctx.database.db, ctx.app.storage);
    expect(printed).toBeTruthy();
    const password = /^\s+password:\s+(\S+)/m.exec(printed!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);

    const statuses = await ctx.database.db.selectFrom('tradespeople').select('status').execute();
    expect(statuses.some((s) => s.status === 'approved')).toBe(true);
    expect(statuses.some((s) => s.status === 'pending')).toBe(true);
    const jobs = await ctx.database.db.selectFrom('jobs').select(['status', 'quotationCount']).execute();
    expect(jobs.length).toBeGreaterThanOrEqual(15);
    expect(jobs.filter((job) => job.status === 'hired')).toHaveLength(1);
    const areas = await ctx.database.db.selectFrom('tradespeople').select('coverage').execute();
    expect(new Set(areas.map((a) => a.coverage)).size).toBeGreaterThanOrEqual(5);
    // Trade profiles: credentials checked by the demo administrator, and some still to check.
    const credentials = await ctx.database.db.selectFrom('credentials').select(['kind', 'checkedAt']).execute();
    expect(credentials.some((c) => c.kind === 'gas_safe' && c.checkedAt)).toBe(true);
    expect(credentials.some((c) => c.checkedAt === null)).toBe(true);
    // Every approved demo tradesperson holds a checked, current insurance, so all of them are listed
    // (issue 36); a pending one without any cannot be approved.
    const counted = (await ctx.app.inject({ method: 'GET', url: '/api/stats' })).json().approvedTradespeople;
    expect(counted).toBe(statuses.filter((s) => s.status === 'approved').length);
    const bare = await ctx.database.db
      .selectFrom('tradespeople')
      .select('id')
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('credentials').select('kind').whereRef('tradespersonId', '=', 'tradespeople.id')),
        ),
      )
      .executeTakeFirstOrThrow();
    expect(bare.id).toBeTruthy();

    // Job photos: some open jobs of several trades have 1-3, stored and served as uploads are.
    const photos = await ctx.database.db
      .selectFrom('jobPhotos')
      .innerJoin('jobs', 'jobs.id', 'jobPhotos.jobId')
      .selectAll('jobPhotos')
      .select(['jobs.status', 'jobs.workType'])
      .execute();
    const perJob = new Map<string, number>();
    for (const photo of photos) perJob.set(photo.jobId!, (perJob.get(photo.jobId!) ?? 0) + 1);
    expect(perJob.size).toBeGreaterThanOrEqual(6);
    expect([...perJob.values()].every((count) => count >= 1 && count <= 3)).toBe(true);
    expect(photos.every((photo) => photo.status === 'open')).toBe(true);
    expect(new Set(photos.map((photo) => photo.workType)).size).toBeGreaterThanOrEqual(4);
    for (const photo of photos) {
      for (const size of ['full', 'thumb'] as const) {
        const file = await ctx.app.storage.get(photoFileKey(photo.id, size));
        expect(file?.contentType, `${photo.id} ${size}`).toBe('image/webp');
      }
      const { thumbnailUrl } = jobPhotoOf(photo);
      const served = await ctx.app.inject({ method: 'GET', url: thumbnailUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const wrongKey = await ctx.app.inject({ method: 'GET', url: thumbnailUrl.replace(/sig=.*/, 'sig=x') });
      expect(wrongKey.statusCode).toBe(404);
    }

    // Trade profiles: most approved demo tradespeople have a logo as portrait, some a captioned
    // portfolio, shown on the public list and profile and served as uploads are.
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/tradespeople?limit=50' })).json<
      { _id: string; portrait: { url: string; thumbnailUrl: string } | null }[]
    >();
    const withPortrait = listed.filter((person) => person.portrait);
    expect(withPortrait.length).toBeGreaterThanOrEqual(8);
    let withPortfolio = 0;
    for (const person of withPortrait) {
      const profile = (await ctx.app.inject({ method: 'GET', url: `/api/tradespeople/${person._id}` })).json<{
        portrait: { url: string };
        portfolio: { url: string; thumbnailUrl: string; caption: string }[];
      }>();
      expect(profile.portrait).toEqual(person.portrait);
      const images = [person.portrait!.thumbnailUrl, profile.portrait.url, ...profile.portfolio.map((p) => p.url)];
      if (profile.portfolio.length > 0) withPortfolio++;
      expect(profile.portfolio.length).toBeLessThanOrEqual(4);
      expect(profile.portfolio.every((photo) => photo.caption.length > 0)).toBe(true);
      for (const url of images) {
        const served = await ctx.app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
      }
    }
    expect(withPortfolio).toBeGreaterThanOrEqual(4);

    // Every account printed, under the sign-in page it uses: each pending tradesperson too.
    const listedUnder = (heading: string, label: string) =>
      [
        ...printed!
          .split(heading)[1]!
          .split(/^\S/m)[0]!
          .matchAll(new RegExp(`${label}:\\s+(\\S+)`, 'g')),
      ].map((match) => match[1]!);
    const pending = listedUnder('Tradespeople sign in at /login:', 'awaiting approval');
    const pendingInData = await ctx.database.db
      .selectFrom('tradespeople')
      .select('email')
      .where('status', '=', 'pending')
      .execute();
    expect(pending.sort()).toEqual(pendingInData.map((row) => row.email).sort());
    expect(pending.length).toBeGreaterThanOrEqual(3);
    for (const [url, email] of [
      ['/client/login', listedUnder('Clients sign in at /signin:', 'client')[0]],
      ['/tradeperson/login', listedUnder('Tradespeople sign in at /login:', 'approved tradesperson')[0]],
      ...pending.map((email) => ['/tradeperson/login', email]),
      ['/api/admin/login', listedUnder('Administrators sign in at /admin/login:', 'administrator')[0]],
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: url!, payload: { email, password } });
      expect(res.statusCode, `${url} ${email}`).toBe(200);
    }
    const admin = await ctx.database.db.selectFrom('admins').select('passwordHash').executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.passwordHash, password)).toBe(true);

    expect(await seedDemo(ctx.database.db, ctx.app.storage)).toBeNull();
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, a referrer policy and no-store on API answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String), message: expect.any(String) });
  });
});
