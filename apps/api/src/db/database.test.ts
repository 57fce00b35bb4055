import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../test/app.js';
import { migrateToLatest } from './migrate.js';
import { seedDemo } from './seed/seed-demo.js';
import { verifyPassword } from '../lib/passwords.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe(`database (${dialectName()})`, () => {
  it('records migrations so a restart runs none again', async () => {
    expect(await migrateToLatest(ctx.database.db, ctx.schema)).toEqual([]);
  });

  it('answers /healthz with 200 while the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: dialectName() });
  });

  it('seeds demo accounts once, with a generated password that signs every role in', async () => {
    const printed = await seedDemo(ctx.database.db);
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

    for (const [url, email] of [
      ['/client/login', /client \(\/signin\):\s+(\S+)/.exec(printed!)![1]],
      ['/tradeperson/login', /tradesperson \(\/login\):\s+(\S+)/.exec(printed!)![1]],
      ['/api/admin/login', 'admin@example.com'],
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: url!, payload: { email, password } });
      expect(res.statusCode, `${url} ${email}`).toBe(200);
    }
    const admin = await ctx.database.db.selectFrom('admins').select('passwordHash').executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.passwordHash, password)).toBe(true);

    expect(await seedDemo(ctx.database.db)).toBeNull();
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
