/** PUT /api/coverage takes only postcode areas and districts that exist (apps/api/reference/uk-outcodes.csv). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createTradesperson } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const put = (token: string, coverage: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/coverage', headers: bearer(token), payload: { coverage } });
const stored = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/coverage', headers: bearer(token) })).json().coverage;

describe(`coverage checked against the UK's outward codes (${dialectName()})`, () => {
  it('refuses an outward code that does not exist, naming it, and keeps the areas as they were', async () => {
    const person = await createTradesperson(ctx.app);
    const res = await put(person.token, ['M', 'ZZ9']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message:
        'ZZ9 is not a UK postcode area or district we know. Check it, or cover a whole area instead (such as SW).',
      details: [{ field: 'coverage.1', code: 'coverage.unknown', message: expect.stringContaining('ZZ9') }],
    });
    expect(await stored(person.token)).toEqual(['M']);
  });

  it('names every unknown entry, areas of letters included', async () => {
    const person = await createTradesperson(ctx.app);
    const res = await put(person.token, ['QQ', 'sw1a', 'M99', 'SW']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'QQ, M99 are not UK postcode areas or districts we know. Check them, or cover whole areas instead (such as SW).',
    );
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['coverage.0', 'coverage.2']);
    expect(await stored(person.token)).toEqual(['M']);
  });

  it('takes real areas, outward codes and districts', async () => {
    const person = await createTradesperson(ctx.app);
    const res = await put(person.token, ['sw', 'SW1A', 'sw1', 'EC1A', 'BT7', 'm', 'E20']);
    expect(res.statusCode).toBe(200);
    expect(await stored(person.token)).toEqual(['SW', 'SW1A', 'SW1', 'EC1A', 'BT7', 'M', 'E20']);
  });
});
