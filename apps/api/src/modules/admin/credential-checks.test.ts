import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTradesperson, AuditEntry, Credential } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createTradesperson, signIn } from '../../../test/factories.js';

/** Issue 38, item 8: a check approves what the administrator was shown, nothing changed since. */
let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db)));
});
afterAll(async () => ctx.close());

const PROFILE = {
  about: '',
  yearsTrading: null,
  schemeName: '',
  schemeNumber: '',
  insurer: 'Hiscox',
  policyNumber: 'PL-1',
  coverPounds: 2_000_000,
  insuranceExpiresOn: '2099-01-01',
};
const claimGasSafe = (token: string, gasSafeNumber: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/trade-profile',
    headers: bearer(token),
    payload: { ...PROFILE, gasSafeNumber },
  });

/** The Gas Safe registration as the admin page shows it. */
async function shownGasSafe(email: string): Promise<Credential> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/tradespeople?search=${encodeURIComponent(email)}`,
    headers: admin,
  });
  const [person] = res.json<AdminTradesperson[]>();
  return person!.credentials.find((credential) => credential.kind === 'gas_safe')!;
}

const seen = ({ number, scheme, insurer, policyNumber, coverPounds, expiresOn }: Credential) => ({
  number,
  scheme,
  insurer,
  policyNumber,
  coverPounds,
  expiresOn,
});
const check = (id: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/tradespeople/${id}/credentials/gas_safe/check`,
    headers: admin,
    ...(payload ? { payload } : {}),
  });
const audits = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers: admin }))
    .json<AuditEntry[]>()
    .filter((entry) => entry.targetId === id);

describe(`a credential check names what it approves (${dialectName()})`, () => {
  it('refuses (409) a number changed between the look and the click; the number shown then gets checked', async () => {
    const person = await createTradesperson(ctx.app);
    expect((await claimGasSafe(person.token, '1234567')).statusCode).toBe(200);
    const looked = await shownGasSafe(person.email);
    expect(looked).toMatchObject({ number: '1234567', checkedAt: null });

    // The tradesperson swaps the number before the administrator clicks.
    expect((await claimGasSafe(person.token, '7654321')).statusCode).toBe(200);
    const stale = await check(person.id, seen(looked));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CREDENTIAL_CHANGED' });
    expect(await shownGasSafe(person.email)).toMatchObject({ number: '7654321', checkedAt: null });
    expect(await audits(person.id)).toEqual([]);

    // Read again, checked: the audit entry records the number approved.
    const fresh = await check(person.id, seen(await shownGasSafe(person.email)));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<Credential[]>().find((c) => c.kind === 'gas_safe')).toMatchObject({ number: '7654321' });
    expect((await shownGasSafe(person.email)).checkedAt).not.toBeNull();
    const [entry] = await audits(person.id);
    expect(entry).toMatchObject({ action: 'check', summary: expect.stringContaining('number 7654321') });
    expect(entry).toMatchObject({
      kind: 'credential_checked',
      fields: { email: person.email, credential: 'gas_safe', number: '7654321' },
    });
  });

  it('refuses a check that does not say what it approves (400), changing nothing', async () => {
    const person = await createTradesperson(ctx.app);
    await claimGasSafe(person.token, '1234567');
    const bare = await check(person.id);
    expect(bare.statusCode).toBe(400);
    const partial = await check(person.id, { number: '1234567' });
    expect(partial.statusCode).toBe(400);
    expect((await shownGasSafe(person.email)).checkedAt).toBeNull();
  });

  it('withdraws a check without naming anything, and records what was unchecked', async () => {
    const person = await createTradesperson(ctx.app);
    await claimGasSafe(person.token, '2222222');
    expect((await check(person.id, seen(await shownGasSafe(person.email)))).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tradespeople/${person.id}/credentials/gas_safe/uncheck`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const entries = await audits(person.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['check', 'uncheck']);
    expect(entries.find((entry) => entry.action === 'uncheck')!.summary).toContain('number 2222222');
    expect(entries.find((entry) => entry.action === 'uncheck')).toMatchObject({
      kind: 'credential_unchecked',
      fields: { credential: 'gas_safe', number: '2222222' },
    });
  });
});
