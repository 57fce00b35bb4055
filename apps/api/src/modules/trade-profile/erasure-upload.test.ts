/**
 * Issue 38, item 12: an upload still arriving when its tradesperson's account is erased (by its
 * owner or by an administrator) re-created the erased profile and its pictures. The upload is
 * refused (401: its session ended) and leaves no row and no file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createJob, createTradesperson, signIn } from '../../../test/factories.js';
import { png } from '../../../test/images.js';
import { multipartFile } from '../../../test/uploads.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db));
});
afterAll(async () => ctx.close());

const storedFiles = () => {
  const dir = path.join(ctx.uploadsDir, 'trade-profiles');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/** Starts an upload whose last bytes arrive only when `finish` is called. */
async function uploadInFlight(method: 'PUT' | 'POST', url: string, token: string) {
  const { payload, headers } = multipartFile(await png(1200, 900));
  const body = new PassThrough();
  const cut = payload.length - 100;
  body.write(payload.subarray(0, cut));
  const answer = ctx.app.inject({ method, url, payload: body, headers: { ...headers, ...bearer(token) } });
  // Signed in and reading the file by now.
  await sleep(300);
  return { answer, finish: () => body.end(payload.subarray(cut)) };
}

const profileRows = async (id: string) => ({
  profiles: await ctx.database.db
    .selectFrom('tradeProfiles')
    .select('portraitId')
    .where('tradespersonId', '=', id)
    .execute(),
  portfolio: await ctx.database.db
    .selectFrom('portfolioPhotos')
    .select('id')
    .where('tradespersonId', '=', id)
    .execute(),
});

describe(`an upload in flight when the account is erased (${dialectName()})`, () => {
  it('a portrait arriving after its owner deleted the account re-creates nothing', async () => {
    const person = await createTradesperson(ctx.app);
    const upload = await uploadInFlight('PUT', '/api/trade-profile/portrait', person.token);
    const erased = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(person.token),
      payload: { password: person.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    upload.finish();
    const res = await upload.answer;
    expect([res.statusCode, res.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(await profileRows(person.id)).toEqual({ profiles: [], portfolio: [] });
    expect(storedFiles()).toEqual([]);
  });

  it('a portfolio photo arriving after an administrator deleted the tradesperson re-creates nothing', async () => {
    const person = await createTradesperson(ctx.app);
    const upload = await uploadInFlight('POST', '/api/trade-profile/portfolio', person.token);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tradespeople/${person.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    upload.finish();
    const res = await upload.answer;
    expect([res.statusCode, res.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(await profileRows(person.id)).toEqual({ profiles: [], portfolio: [] });
    expect(storedFiles()).toEqual([]);
  });

  it("a job photo arriving after its client deleted the account is not kept on the erased client's job", async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const upload = await uploadInFlight('POST', `/api/jobs/${job._id}/photos`, client.token);
    const erased = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(client.token),
      payload: { password: client.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    upload.finish();
    const res = await upload.answer;
    // The job was closed with the account: the photo is refused and its files deleted.
    expect([res.statusCode, res.json().code]).toEqual([409, 'JOB_NOT_OPEN']);
    expect(await ctx.database.db.selectFrom('jobPhotos').select('id').where('jobId', '=', job._id).execute()).toEqual(
      [],
    );
    const dir = path.join(ctx.uploadsDir, 'job-photos');
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it('an upload that finishes while the account lives is kept', async () => {
    const person = await createTradesperson(ctx.app);
    const upload = await uploadInFlight('PUT', '/api/trade-profile/portrait', person.token);
    upload.finish();
    expect((await upload.answer).statusCode).toBe(200);
    expect((await profileRows(person.id)).profiles).toEqual([{ portraitId: expect.any(String) }]);
    expect(storedFiles()).toHaveLength(2);
  });
});
