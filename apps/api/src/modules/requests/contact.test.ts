import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const send = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
const stored = (id: string) =>
  ctx.database.db
    .selectFrom('contactMessages')
    .select(['phone', 'website'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const count = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('contactMessages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const base = { name: 'Amelia Hughes', email: 'amelia@example.com', message: 'Do you cover Cardiff?' };

describe('POST /api/contact: a phone number and a website are optional', () => {
  it('takes a message with neither, left out or left blank', async () => {
    const without = await send(base);
    expect(without.statusCode).toBe(201);
    expect(await stored(without.json()._id)).toEqual({ phone: '', website: '' });

    const blank = await send({ ...base, phone: '  ', website: '' });
    expect(blank.statusCode).toBe(201);
    expect(await stored(blank.json()._id)).toEqual({ phone: '', website: '' });
  });

  it('still checks a phone number or website that is given, and stores nothing when one is wrong', async () => {
    const before = await count();
    const bad = await send({ ...base, phone: 'not a phone', website: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['phone', 'website']);
    expect(await count()).toBe(before);

    const good = await send({ ...base, phone: '07911 123456', website: 'example.com' });
    expect(good.statusCode).toBe(201);
    expect(await stored(good.json()._id)).toEqual({ phone: '+447911123456', website: 'example.com' });
  });
});
