/**
 * Issue 17: the trade profile (about, years trading, credentials claimed) edited by its owner,
 * each credential checked by an administrator before it shows as a badge, and insurance that loses
 * its badge on its expiry date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insuranceCurrent,
  londonDate,
  type CredentialBadge,
  type CredentialKind,
  type OwnTradeProfile,
  type TradeProfileInput,
  type TradespersonRegisterInput,
} from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createTradesperson, signIn } from '../../../test/factories.js';

let ctx: TestContext;
let admin: string;
let adminId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const account = await createAdmin(ctx.database.db);
  adminId = account.id;
  admin = await signIn(ctx.app, 'admin', account);
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => londonDate(new Date());

function profileInput(overrides: Partial<TradeProfileInput> = {}): TradeProfileInput {
  return {
    about: 'Family firm fixing boilers and leaks across Manchester since 2009.',
    yearsTrading: 15,
    gasSafeNumber: '',
    schemeName: '',
    schemeNumber: '',
    insurer: '',
    policyNumber: '',
    coverPounds: null,
    insuranceExpiresOn: '',
    ...overrides,
  };
}

async function approved(overrides: Partial<TradespersonRegisterInput> = {}) {
  const person = await createTradesperson(ctx.app, overrides);
  expect((await call('POST', `/api/admin/tradespeople/${person.id}/approve`, admin)).statusCode).toBe(200);
  return person;
}

const save = (token: string, overrides: Partial<TradeProfileInput> = {}) =>
  call('PUT', '/api/trade-profile', token, profileInput(overrides));
const NOTHING = { number: null, scheme: null, insurer: null, policyNumber: null, coverPounds: null, expiresOn: null };
/** What the administrator is shown of a credential (nothing when none is claimed). */
const shown = async (id: string, kind: string) =>
  (await ctx.database.db
    .selectFrom('credentials')
    .select(['number', 'scheme', 'insurer', 'policyNumber', 'coverPounds', 'expiresOn'])
    .where('tradespersonId', '=', id)
    .where('kind', '=', kind as CredentialKind)
    .executeTakeFirst()) ?? NOTHING;
/** A check names what it approves, as the admin page sends what it showed. */
const check = async (id: string, kind: string, action = 'check') =>
  call(
    'POST',
    `/api/admin/tradespeople/${id}/credentials/${kind}/${action}`,
    admin,
    action === 'check' ? await shown(id, kind) : undefined,
  );
const badges = async (id: string) =>
  (await call('GET', `/api/tradespeople/${id}`)).json<{ badges: CredentialBadge[] }>().badges;
/** Whether the public profile is shown (a listed tradesperson: approved, with a checked, current insurance). */
const isListed = async (id: string) => (await call('GET', `/api/tradespeople/${id}`)).statusCode === 200;

describe(`the trade profile (${dialectName()})`, () => {
  it('is edited by its owner only, and refuses bad input with a field each, changing nothing', async () => {
    const person = await approved({ trade: 'electrician' });
    const saved = await save(person.token, {
      about: '  Rewires and consumer units.  ',
      yearsTrading: '12',
      schemeName: 'NICEIC',
      schemeNumber: 'R12345',
      insurer: 'Hiscox',
      policyNumber: 'PL-998',
      coverPounds: '2,000,000',
      insuranceExpiresOn: '2099-03-31',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OwnTradeProfile>()).toMatchObject({
      about: 'Rewires and consumer units.',
      yearsTrading: 12,
      credentials: [
        { kind: 'scheme', scheme: 'NICEIC', number: 'R12345', checkedAt: null },
        { kind: 'insurance', insurer: 'Hiscox', policyNumber: 'PL-998', coverPounds: 2_000_000, checkedAt: null },
      ],
    });

    const refused = await save(person.token, {
      about: 'x'.repeat(1501),
      yearsTrading: 101,
      gasSafeNumber: '12345',
      schemeName: 'NICEIC',
      schemeNumber: '',
      insurer: '',
      coverPounds: 5000,
      insuranceExpiresOn: '2026-02-30',
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json<{ details: { field: string; code: string }[] }>().details;
    expect(fields.map((detail) => `${detail.field}:${detail.code}`).sort()).toEqual([
      'about:tradeProfile.validation.aboutTooLong',
      'gasSafeNumber:tradeProfile.validation.gasSafeInvalid',
      'insuranceExpiresOn:tradeProfile.validation.expiryInvalid',
      'yearsTrading:tradeProfile.validation.yearsInvalid',
    ]);
    // The section rules run once the fields themselves are well formed.
    const halfDone = await save(person.token, { schemeName: 'NAPIT', schemeNumber: '', coverPounds: 5000 });
    expect(
      halfDone
        .json()
        .details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(['insuranceExpiresOn', 'insurer', 'schemeNumber']);
    expect(
      (await call('PUT', '/api/trade-profile', person.token, { ...profileInput(), status: 'checked' })).statusCode,
    ).toBe(400);
    const unchanged = (await call('GET', '/api/trade-profile', person.token)).json<OwnTradeProfile>();
    expect(unchanged).toEqual(saved.json());

    const client = await createClient(ctx.app);
    for (const token of [undefined, client.token, admin]) {
      const expected = token ? 403 : 401;
      expect((await call('GET', '/api/trade-profile', token)).statusCode).toBe(expected);
      expect((await call('PUT', '/api/trade-profile', token, profileInput())).statusCode).toBe(expected);
    }
  });

  it('requires a Gas Safe number of gas engineers (6 or 7 digits), and of nobody else', async () => {
    const gas = await approved({ trade: 'gas_engineer' });
    const missing = await save(gas.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      expect.objectContaining({ field: 'gasSafeNumber', code: 'tradeProfile.validation.gasSafeRequired' }),
    ]);
    expect((await call('GET', '/api/trade-profile', gas.token)).json().about).toBe('');
    const ok = await save(gas.token, { gasSafeNumber: '123 4567' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().credentials).toEqual([expect.objectContaining({ kind: 'gas_safe', number: '1234567' })]);
    // The account's export holds the profile and its credentials.
    const exported = (await call('GET', '/api/account/export', gas.token)).json();
    expect(exported.tradeProfile).toEqual(ok.json());
    const plumber = await approved();
    expect((await save(plumber.token)).statusCode).toBe(200);
  });

  it('shows only what an administrator checked, and editing a checked credential clears its check', async () => {
    const person = await approved({ trade: 'gas_engineer' });
    await save(person.token, {
      gasSafeNumber: '654321',
      insurer: 'Aviva',
      policyNumber: 'SECRET-1',
      coverPounds: 1_000_000,
      insuranceExpiresOn: '2099-01-01',
    });
    // A new insurance, not checked yet: the tradesperson leaves the directory until it is.
    expect(await isListed(person.id)).toBe(false);
    const insured = await check(person.id, 'insurance');
    expect(insured.json()).toEqual([
      expect.objectContaining({ kind: 'gas_safe', checkedAt: null }),
      expect.objectContaining({ kind: 'insurance', checkedAt: expect.any(String) }),
    ]);
    expect((await badges(person.id)).map((badge) => badge.kind)).toEqual(['insurance']);
    const profile = (await call('GET', `/api/tradespeople/${person.id}`)).json();
    expect(profile).toMatchObject({ about: profileInput().about, yearsTrading: 15, portrait: null, portfolio: [] });

    const checked = await check(person.id, 'gas_safe');
    expect(checked.statusCode).toBe(200);
    expect((await badges(person.id))[0]).toEqual({
      kind: 'gas_safe',
      number: '654321',
      checkedAt: expect.any(String),
      scheme: null,
      insurer: null,
      coverPounds: null,
      expiresOn: null,
    });
    const both = await badges(person.id);
    expect(both.map((badge) => badge.kind)).toEqual(['gas_safe', 'insurance']);
    expect(both[1]).toMatchObject({ insurer: 'Aviva', coverPounds: 1_000_000, expiresOn: '2099-01-01', number: null });
    expect(JSON.stringify(both)).not.toContain('SECRET-1');

    const audit = (await call('GET', '/api/admin/audit?limit=5', admin)).json();
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'check',
        targetType: 'tradesperson',
        targetId: person.id,
        summary: `Checked Gas Safe registration of ${person.email} (number 654321)`,
      }),
    );
    const stored = await ctx.database.db
      .selectFrom('credentials')
      .select(['checkedBy', 'checkedAt'])
      .where('tradespersonId', '=', person.id)
      .where('kind', '=', 'gas_safe')
      .executeTakeFirstOrThrow();
    expect(stored.checkedBy).toBe(adminId);

    // Saving the same Gas Safe number keeps its check; a new insurance date clears that one's.
    await save(person.token, {
      about: 'Now with a new policy.',
      gasSafeNumber: '654321',
      insurer: 'Aviva',
      policyNumber: 'SECRET-1',
      coverPounds: 1_000_000,
      insuranceExpiresOn: '2099-06-30',
    });
    expect(await isListed(person.id)).toBe(false);
    const own = (await call('GET', '/api/trade-profile', person.token)).json<OwnTradeProfile>();
    expect(own.credentials.map((credential) => [credential.kind, credential.checkedAt !== null])).toEqual([
      ['gas_safe', true],
      ['insurance', false],
    ]);
    await check(person.id, 'insurance');
    expect((await badges(person.id)).map((badge) => badge.kind)).toEqual(['gas_safe', 'insurance']);

    const unchecked = await check(person.id, 'gas_safe', 'uncheck');
    expect(unchecked.statusCode).toBe(200);
    expect((await badges(person.id)).map((badge) => badge.kind)).toEqual(['insurance']);
    expect((await call('GET', '/api/admin/audit?limit=1', admin)).json()[0]).toMatchObject({ action: 'uncheck' });

    // The directory card carries the same badges, for the whole page in one go.
    await check(person.id, 'gas_safe');
    const listed = (await call('GET', '/api/tradespeople?trade=gas_engineer')).json();
    expect(listed.find((item: { _id: string }) => item._id === person.id)).toMatchObject({
      portrait: null,
      badges: [
        expect.objectContaining({ kind: 'gas_safe', number: '654321' }),
        expect.objectContaining({ kind: 'insurance' }),
      ],
    });
    // The approval screen lists every claim with its check.
    const adminList = (
      await call('GET', `/api/admin/tradespeople?search=${encodeURIComponent(person.email)}`, admin)
    ).json();
    expect(
      adminList[0].credentials.map((c: { kind: string; checkedAt: string | null }) => [c.kind, c.checkedAt !== null]),
    ).toEqual([
      ['gas_safe', true],
      ['insurance', true],
    ]);
  });

  it('lets only administrators check, and only a credential that was claimed', async () => {
    const person = await approved();
    await save(person.token, { insurer: 'Zurich', insuranceExpiresOn: '2099-01-01' });
    const client = await createClient(ctx.app);
    const url = `/api/admin/tradespeople/${person.id}/credentials/insurance/check`;
    expect((await call('POST', url)).statusCode).toBe(401);
    for (const token of [client.token, person.token]) expect((await call('POST', url, token)).statusCode).toBe(403);
    const own = (await call('GET', '/api/trade-profile', person.token)).json<OwnTradeProfile>();
    expect(own.credentials).toEqual([expect.objectContaining({ kind: 'insurance', checkedAt: null })]);
    expect(await isListed(person.id)).toBe(false);
    expect((await check(person.id, 'gas_safe')).statusCode).toBe(404);
    expect((await check(person.id, 'licence')).statusCode).toBe(400);
    expect((await check('00000000-0000-4000-8000-000000000000', 'insurance')).statusCode).toBe(404);
  });

  it('takes the insurance badge away on its expiry date (the UK date), not a day before', async () => {
    const person = await approved();
    await save(person.token, { insurer: 'Allianz', insuranceExpiresOn: dayAfter(today(), 1) });
    await check(person.id, 'insurance');
    expect((await badges(person.id)).map((badge) => badge.kind)).toEqual(['insurance']);
    await ctx.database.db
      .updateTable('credentials')
      .set({ expiresOn: today() })
      .where('tradespersonId', '=', person.id)
      .execute();
    // Expired: no badge, and no listing until a new insurance is checked.
    expect(await isListed(person.id)).toBe(false);
    const own = (await call('GET', '/api/trade-profile', person.token)).json<OwnTradeProfile>();
    expect(own.credentials[0]).toMatchObject({ kind: 'insurance', expired: true });

    // Midnight in London, summer (BST, UTC+1) and winter (GMT).
    expect(insuranceCurrent('2026-07-01', new Date('2026-06-30T22:59:59Z'))).toBe(true);
    expect(insuranceCurrent('2026-07-01', new Date('2026-06-30T23:00:00Z'))).toBe(false);
    expect(insuranceCurrent('2026-12-01', new Date('2026-11-30T23:59:59Z'))).toBe(true);
    expect(insuranceCurrent('2026-12-01', new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('shows nothing of a tradesperson who is not approved', async () => {
    const pending = await createTradesperson(ctx.app);
    await save(pending.token);
    expect((await call('GET', `/api/tradespeople/${pending.id}`)).statusCode).toBe(404);
  });
});
