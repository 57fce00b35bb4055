import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import {
  bearer,
  clientInput,
  createClient,
  createTradesperson,
  jobRequestInput,
  markEmailVerified,
  signIn,
} from '../../../test/factories.js';

/**
 * Issue 38, item 1: an account's export and deletion hold only what its verified owner produced or
 * what was sent to this account, never what an unconfirmed address merely matches.
 */
let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ PUBLIC_URL: 'https://tradewise.test' });
});
afterAll(() => context.close());

const STREET = '77 Victim Street';

async function visitorRequest(email: string) {
  const res = await context.app.inject({
    method: 'POST',
    url: '/api/job-requests',
    payload: jobRequestInput(email, { address: { street: STREET, city: 'Manchester', postcode: 'M3 4LQ' } }),
  });
  expect(res.statusCode).toBeLessThan(300);
}

const exportOf = async (token: string) => {
  const res = await context.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res;
};

const requestsOf = (email: string) =>
  context.database.db.selectFrom('jobRequests').select('id').where('email', '=', email).execute();

describe('export and deletion of an account whose address nobody confirmed', () => {
  it('holds neither the requests made with that address nor the emails sent to it before or to others', async () => {
    const victim = `victim-${Date.now()}@example.com`;
    await visitorRequest(victim);
    // A tradesperson with the same address is another account: their emails are theirs.
    await createTradesperson(context.app, { email: victim });
    const squatter = await createClient(context.app, { email: victim });

    const res = await exportOf(squatter.token);
    expect(res.body).not.toContain(STREET);
    const data = res.json();
    expect(data.jobRequests).toEqual([]);
    expect(data.emails.map((email: { kind: string }) => email.kind)).toEqual(['verifyEmail']);

    const deleted = await context.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(squatter.token),
      payload: { password: squatter.password },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await requestsOf(victim)).toHaveLength(1);
  });

  it('once the owner confirmed the address, their requests are theirs to export and to delete', async () => {
    const owner = `owner-${Date.now()}@example.com`;
    await visitorRequest(owner);
    const input = clientInput({ email: owner });
    const created = await createClient(context.app, input);
    await markEmailVerified(context.database.db, 'client', created.id);
    const token = await signIn(context.app, 'client', input);

    const data = (await exportOf(token)).json();
    expect(data.jobRequests).toHaveLength(1);
    expect(data.jobRequests[0].street).toBe(STREET);

    await context.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(token),
      payload: { password: input.password },
    });
    expect(await requestsOf(owner)).toEqual([]);
  });

  it('an address freed by a deleted account: the emails its earlier owner got are not the new account’s', async () => {
    const email = `freed-${Date.now()}@example.com`;
    const first = await createClient(context.app, { email });
    await context.database.db
      .updateTable('clients')
      .set({ email: `gone-${email}` })
      .where('id', '=', first.id)
      .execute();
    const second = await createClient(context.app, { email });
    await markEmailVerified(context.database.db, 'client', second.id);
    const data = (await exportOf(second.token)).json();
    expect(data.emails).toHaveLength(1);
  });
});
