import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createTradesperson, signIn } from '../../../test/factories.js';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db)));
});
afterAll(() => ctx.close());

const list = async (path: string, email: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${path}?search=${encodeURIComponent(email)}`,
    headers: admin,
  });
  return res.json()[0];
};

describe('an administrator sends back the object the list answered with', () => {
  it('a client: nested address read, _id, createdAt and counts ignored', async () => {
    const client = await createClient(ctx.app);
    const answered = await list('/api/admin/clients', client.email);
    const edited = { ...answered, name: 'Edited Whole', address: { ...answered.address, city: 'York' } };
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/clients/${client.id}`,
      headers: admin,
      payload: edited,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await list('/api/admin/clients', client.email)).toMatchObject({
      _id: client.id,
      name: 'Edited Whole',
      address: { city: 'York', street: answered.address.street },
      createdAt: answered.createdAt,
    });
  });

  it('a tradesperson: the same, and a field no answer has is still refused', async () => {
    const person = await createTradesperson(ctx.app);
    const answered = await list('/api/admin/tradespeople', person.email);
    const url = `/api/admin/tradespeople/${person.id}`;
    const res = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { ...answered, businessName: 'Whole Ltd' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await list('/api/admin/tradespeople', person.email)).toMatchObject({
      businessName: 'Whole Ltd',
      status: answered.status,
    });
    const odd = await ctx.app.inject({ method: 'PUT', url, headers: admin, payload: { ...answered, isAdmin: true } });
    expect(odd.statusCode).toBe(400);
  });
});
