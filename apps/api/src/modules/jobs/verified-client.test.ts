import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import {
  bearer,
  createAdmin,
  createClient,
  createJob,
  createTradesperson,
  markEmailVerified,
  signIn,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('job cards shown to tradespeople say whether the client confirmed their email', async () => {
  const admin = bearer(await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db)));
  const plumber = await createTradesperson(ctx.app, { postcode: 'NE1 4ST' });
  await ctx.app.inject({ method: 'POST', url: `/api/admin/tradespeople/${plumber.id}/approve`, headers: admin });
  const client = await createClient(ctx.app);
  const job = await createJob(ctx.app, client.token, {
    address: { street: '1 Quay', city: 'Newcastle', postcode: 'NE1 3AF' },
  });
  const card = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/matching-jobs', headers: bearer(plumber.token) }))
      .json()
      .jobs.find((j: { _id: string }) => j._id === job._id);
  expect(await card()).toMatchObject({ clientEmailVerified: false });
  await markEmailVerified(ctx.database.db, 'client', client.id);
  expect(await card()).toMatchObject({ clientEmailVerified: true });
});
