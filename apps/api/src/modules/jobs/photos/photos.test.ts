import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTO_LIMITS, type JobPhoto, type TradespersonRegisterInput } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../../test/app.js';
import {
  bearer,
  createAdmin,
  createClient,
  createJob,
  createTradesperson,
  signIn,
} from '../../../../test/factories.js';
import { heic, jpegWithExif, png, webp } from '../../../../test/images.js';
import { startS3 } from '../../../../test/s3.js';
import { multipartFile } from '../../../../test/uploads.js';
import { sweepDetachedPhotos } from './service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

function upload(token: string, jobId: string, bytes: Buffer, options?: Parameters<typeof multipartFile>[1]) {
  const { payload, headers } = multipartFile(bytes, options);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/photos`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

async function uploadOk(token: string, jobId: string, bytes: Buffer): Promise<JobPhoto> {
  const res = await upload(token, jobId, bytes);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<JobPhoto>();
}

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** Every stored file (both sizes of every photo), relative to the uploads directory. */
const storedFiles = () =>
  fs.existsSync(path.join(ctx.uploadsDir, 'job-photos'))
    ? fs.readdirSync(path.join(ctx.uploadsDir, 'job-photos')).sort()
    : [];
const photoRows = async (jobId: string) =>
  ctx.database.db.selectFrom('jobPhotos').selectAll().where('jobId', '=', jobId).execute();

async function approvedTradesperson(overrides: Partial<TradespersonRegisterInput> = {}) {
  const person = await createTradesperson(ctx.app, overrides);
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', person.id).execute();
  return person;
}

async function clientWithJob() {
  const client = await createClient(ctx.app);
  const job = await createJob(ctx.app, client.token);
  return { client, job };
}

describe(`job photos: uploads (${dialectName()})`, () => {
  it('takes a JPEG: 201 with its addresses and size, upright, with no EXIF or GPS in what is served', async () => {
    const { client, job } = await clientWithJob();
    const res = await upload(client.token, job._id, await jpegWithExif());
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<JobPhoto>();
    // The 300×200 photo whose EXIF says "turn a quarter" is served 200×300.
    expect(photo).toEqual({
      _id: expect.any(String),
      url: expect.stringMatching(
        new RegExp(`^/api/jobs/${job._id}/photos/${photo._id}\\?expires=\\d{10}&sig=[A-Za-z0-9_-]{22}$`),
      ),
      thumbnailUrl: expect.stringMatching(
        new RegExp(`^/api/jobs/${job._id}/photos/${photo._id}/thumbnail\\?expires=\\d{10}&sig=[A-Za-z0-9_-]{22}$`),
      ),
      width: 200,
      height: 300,
    });
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': expect.stringMatching(/^private, max-age=\d+$/),
        'x-content-type-options': 'nosniff',
      });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
      expect([meta.exif, meta.xmp, meta.icc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect(served.rawPayload.includes('Serial-4815162342')).toBe(false);
    }
    // The job list carries it, in the same shape.
    const list = await get('/api/jobs', client.token);
    expect(list.json<{ _id: string; photos: JobPhoto[] }[]>().find((j) => j._id === job._id)?.photos).toEqual([photo]);
  });

  it('takes a HEIC photo from an iPhone and serves it as WebP', async () => {
    const { client, job } = await clientWithJob();
    const photo = await uploadOk(client.token, job._id, await heic());
    expect(photo).toMatchObject({ width: 320, height: 240 });
    const served = await get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('takes PNG and WebP, large ones shrunk to 1600 px with a 400 px thumbnail, listed in upload order', async () => {
    const { client, job } = await clientWithJob();
    const first = await uploadOk(client.token, job._id, await png(2400, 1800));
    const second = await uploadOk(client.token, job._id, await webp());
    expect([first.width, first.height, second.width, second.height]).toEqual([1600, 1200, 640, 480]);
    const thumb = await sharp((await get(first.thumbnailUrl)).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
    const list = await get('/api/jobs', client.token);
    const photos = list.json<{ _id: string; photos: JobPhoto[] }[]>().find((j) => j._id === job._id)?.photos;
    expect(photos?.map((p) => p._id)).toEqual([first._id, second._id]);
  });

  it('trusts the bytes, not the declared type: a PNG sent as image/jpeg is taken, a text file named .jpg is not', async () => {
    const { client, job } = await clientWithJob();
    expect((await upload(client.token, job._id, await png(50, 40), { contentType: 'image/jpeg' })).statusCode).toBe(
      201,
    );
    const before = storedFiles();
    const res = await upload(client.token, job._id, Buffer.from('I am not a photo. '.repeat(50)), {
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PHOTO_NOT_AN_IMAGE',
      message: expect.stringContaining('JPEG, PNG, WebP or HEIC'),
    });
    expect(storedFiles()).toEqual(before);
    expect(await photoRows(job._id)).toHaveLength(1);
  });

  it('refuses a file over 15 MB with 413 and keeps nothing', async () => {
    const { client, job } = await clientWithJob();
    const huge = Buffer.concat([await jpegWithExif(), Buffer.alloc(PHOTO_LIMITS.maxBytes)]);
    const before = storedFiles();
    const res = await upload(client.token, job._id, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PHOTO_TOO_LARGE' });
    expect(storedFiles()).toEqual(before);
    expect(await photoRows(job._id)).toHaveLength(0);
  });

  it('refuses a request without a file field named "file", or that is not multipart', async () => {
    const { client, job } = await clientWithJob();
    const wrongField = await upload(client.token, job._id, await webp(), { field: 'photo' });
    expect([wrongField.statusCode, wrongField.json().code]).toEqual([400, 'PHOTO_MISSING']);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/photos`,
      headers: bearer(client.token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await photoRows(job._id)).toHaveLength(0);
  });

  it(`refuses the ninth photo with 409 TOO_MANY_PHOTOS`, async () => {
    const { client, job } = await clientWithJob();
    const image = await webp();
    for (let i = 0; i < PHOTO_LIMITS.perJob; i++) await uploadOk(client.token, job._id, image);
    const res = await upload(client.token, job._id, image);
    expect([res.statusCode, res.json().code]).toEqual([409, 'TOO_MANY_PHOTOS']);
    expect(await photoRows(job._id)).toHaveLength(8);
  });

  it('of 8 uploads at once onto a job with 7 photos, exactly one is kept, and no file of the others', async () => {
    const { client, job } = await clientWithJob();
    const image = await webp();
    for (let i = 0; i < 7; i++) await uploadOk(client.token, job._id, image);
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(client.token, job._id, image)));
    // Two are read at a time per account (issue 38): those past two are told to wait (429), and
    // of the two that race for the last place one is kept.
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status !== 201 && status !== 409).every((status) => status === 429)).toBe(true);
    const rows = await photoRows(job._id);
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const files = new Set(storedFiles());
    const mine = [...files].filter((file) => rows.some((row) => file.startsWith(row.id)));
    expect(mine).toHaveLength(16);
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json().code).toBe('TOO_MANY_PHOTOS');
    for (const refused of results.filter((r) => r.statusCode === 429)) expect(refused.json().code).toBe('PHOTOS_BUSY');
  });

  it("refuses uploads onto someone else's job (403), a job that does not exist (404), and a closed job (409)", async () => {
    const { job } = await clientWithJob();
    const stranger = await createClient(ctx.app);
    const image = await webp();
    expect((await upload(stranger.token, job._id, image)).statusCode).toBe(403);
    expect((await upload(stranger.token, '00000000-0000-4000-8000-000000000000', image)).statusCode).toBe(404);
    const trade = await approvedTradesperson();
    expect((await upload(trade.token, job._id, image)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/jobs/${job._id}/photos`, ...multipartFile(image) }))
        .statusCode,
    ).toBe(401);
    expect(await photoRows(job._id)).toHaveLength(0);

    const { client, job: cancelled } = await clientWithJob();
    await ctx.app.inject({ method: 'POST', url: `/api/jobs/${cancelled._id}/cancel`, headers: bearer(client.token) });
    const res = await upload(client.token, cancelled._id, image);
    expect([res.statusCode, res.json().code]).toEqual([409, 'JOB_NOT_OPEN']);
  });
});

describe(`job photos: who sees them (${dialectName()})`, () => {
  let client: Awaited<ReturnType<typeof createClient>>;
  let jobId: string;
  let photo: JobPhoto;
  beforeAll(async () => {
    ({
      client,
      job: { _id: jobId },
    } = await clientWithJob());
    photo = await uploadOk(client.token, jobId, await jpegWithExif());
  });

  it('the matching tradesperson is given the addresses in matching jobs and the quotation form, then in their quotations', async () => {
    const plumber = await approvedTradesperson();
    const matching = await get('/api/matching-jobs', plumber.token);
    const listed = matching.json<{ jobs: { _id: string; photos: JobPhoto[] }[] }>().jobs.find((j) => j._id === jobId);
    expect(listed?.photos).toEqual([photo]);
    expect((await get(listed!.photos[0]!.thumbnailUrl)).statusCode).toBe(200);
    expect((await get(`/api/apply-job/${jobId}`, plumber.token)).json().photos).toEqual([photo]);

    const quote = await ctx.app.inject({
      method: 'POST',
      url: `/api/apply-job/${jobId}`,
      headers: bearer(plumber.token),
      payload: { quotation: 'I can replace the tap tomorrow morning.', price: 80 },
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const applied = await get('/api/applied-jobs', plumber.token);
    expect(applied.json<{ jobId: { _id: string; photos: JobPhoto[] } }[]>()[0]?.jobId.photos).toEqual([photo]);
  });

  it('a tradesperson awaiting approval is given no job and no photo, even covering the whole country', async () => {
    const pending = await createTradesperson(ctx.app);
    const wide = await ctx.app.inject({
      method: 'PUT',
      url: '/api/coverage',
      headers: bearer(pending.token),
      payload: { coverage: ['SW', 'M', 'B', 'LS', 'G', 'EH'], radiusMiles: 100 },
    });
    expect(wide.statusCode, wide.body).toBe(200);
    for (const sort of ['newest', 'distance']) {
      const res = await get(`/api/matching-jobs?sort=${sort}`, pending.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ jobs: [], currentPage: 1, totalPages: 0, total: 0 });
    }
    expect((await get(`/api/apply-job/${jobId}`, pending.token)).json().code).toBe('APPROVAL_PENDING');
    // Once approved, the same account sees the job and its photo.
    await ctx.database.db
      .updateTable('tradespeople')
      .set({ status: 'approved' })
      .where('id', '=', pending.id)
      .execute();
    const approved = await get('/api/matching-jobs', pending.token);
    const listed = approved.json<{ jobs: { _id: string; photos: JobPhoto[] }[] }>().jobs.find((j) => j._id === jobId);
    expect(listed?.photos.map((p) => p._id)).toEqual([photo._id]);
  });

  it('a tradesperson of another trade, another client and nobody at all are given nothing', async () => {
    const electrician = await approvedTradesperson({ trade: 'electrician' });
    const theirs = await get('/api/matching-jobs', electrician.token);
    expect(theirs.json<{ jobs: { _id: string }[] }>().jobs.some((j) => j._id === jobId)).toBe(false);
    expect((await get(`/api/apply-job/${jobId}`, electrician.token)).statusCode).toBe(403);
    const stranger = await createClient(ctx.app);
    expect(JSON.stringify((await get('/api/jobs', stranger.token)).json())).not.toContain(photo._id);
  });

  it('without a good signed link the photo is not found, with no bytes: the job and photo ids alone are not enough', async () => {
    const other = await uploadOk(client.token, jobId, await webp());
    const query = new URL(photo.url, 'http://x').searchParams;
    const [expires, sig] = [query.get('expires')!, query.get('sig')!];
    const { accessKey } = await ctx.database.db
      .selectFrom('jobPhotos')
      .select('accessKey')
      .where('id', '=', photo._id)
      .executeTakeFirstOrThrow();
    const wrong = [
      `/api/jobs/${jobId}/photos/${photo._id}`,
      `/api/jobs/${jobId}/photos/${photo._id}/thumbnail`,
      `/api/jobs/${jobId}/photos/${photo._id}?expires=${expires}&sig=${sig.slice(0, -2)}AA`,
      `/api/jobs/${jobId}/photos/${photo._id}?expires=${Number(expires) + 3600}&sig=${sig}`,
      `/api/jobs/${jobId}/photos/${photo._id}?sig=${sig}`,
      `/api/jobs/${jobId}/photos/${other._id}?expires=${expires}&sig=${sig}`,
      `/api/jobs/00000000-0000-4000-8000-000000000000/photos/${photo._id}?expires=${expires}&sig=${sig}`,
      // The never-expiring address of before, with the photo's real key, opens nothing any more.
      `/api/jobs/${jobId}/photos/${photo._id}?key=${accessKey}`,
    ];
    for (const url of wrong) {
      for (const token of [undefined, client.token]) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    expect(
      (await get(`/api/jobs/${jobId}/photos/..%2F..%2Fetc%2Fpasswd?expires=${expires}&sig=${sig}`)).statusCode,
    ).toBe(400);
    // No listing of a job's photos by address.
    expect((await get(`/api/jobs/${jobId}/photos/`)).statusCode).toBe(400);
    expect((await get(`/api/jobs/${jobId}/photos`, client.token)).statusCode).toBe(404);
  });

  it('a link stops working hours after it was given, and each answer that lists the photo gives a fresh one', async () => {
    const served = await get(photo.url);
    expect(served.statusCode).toBe(200);
    // Kept by the browser no longer than the link lasts: 6 to 7 hours.
    const maxAge = Number(/max-age=(\d+)/.exec(String(served.headers['cache-control']))![1]);
    expect(maxAge).toBeGreaterThan(6 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(7 * 3600);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 7 * 3600_000 + 1000);
      for (const url of [photo.url, photo.thumbnailUrl]) expect((await get(url)).statusCode, url).toBe(404);
      const list = await get('/api/jobs', client.token);
      const fresh = list.json<{ _id: string; photos: JobPhoto[] }[]>().find((j) => j._id === jobId)!.photos[0]!;
      expect(fresh.url).not.toBe(photo.url);
      for (const url of [fresh.url, fresh.thumbnailUrl]) expect((await get(url)).statusCode, url).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the administrator is given them in the jobs list', async () => {
    const admin = await createAdmin(ctx.database.db);
    const token = await signIn(ctx.app, 'admin', admin);
    const jobs = await get(`/api/admin/jobs?search=${encodeURIComponent('')}&limit=100`, token);
    expect(jobs.statusCode).toBe(200);
    const listed = jobs.json<{ _id: string; photos: JobPhoto[] }[]>().find((j) => j._id === jobId);
    expect(listed?.photos[0]).toEqual(photo);
  });
});

describe(`job photos: deleting (${dialectName()})`, () => {
  it('the owner deletes one: 204, gone from the list, its address 404 and both files removed', async () => {
    const { client, job } = await clientWithJob();
    const keep = await uploadOk(client.token, job._id, await webp());
    const gone = await uploadOk(client.token, job._id, await webp());
    const stranger = await createClient(ctx.app);
    const url = `/api/jobs/${job._id}/photos/${gone._id}`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(stranger.token) })).statusCode).toBe(403);
    expect((await get(gone.url)).statusCode).toBe(200);

    const res = await ctx.app.inject({ method: 'DELETE', url, headers: bearer(client.token) });
    expect(res.statusCode).toBe(204);
    expect((await get(gone.url)).statusCode).toBe(404);
    expect(storedFiles().filter((file) => file.startsWith(gone._id))).toEqual([]);
    const list = await get('/api/jobs', client.token);
    expect(list.json<{ _id: string; photos: JobPhoto[] }[]>().find((j) => j._id === job._id)?.photos).toEqual([keep]);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(client.token) })).statusCode).toBe(404);
  });

  it('a job an administrator removes, or a client who deletes their account, leaves no photo behind', async () => {
    const admin = await createAdmin(ctx.database.db);
    const adminToken = await signIn(ctx.app, 'admin', admin);
    const { client, job } = await clientWithJob();
    const removed = await uploadOk(client.token, job._id, await webp());
    const leaving = await createClient(ctx.app);
    const leavingJob = await createJob(ctx.app, leaving.token);
    const theirs = await uploadOk(leaving.token, leavingJob._id, await webp());

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${job._id}`,
      headers: bearer(adminToken),
    });
    expect(del.statusCode, del.body).toBe(200);
    const account = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(leaving.token),
      payload: { password: leaving.password },
    });
    expect(account.statusCode, account.body).toBe(200);
    // Not served from the moment the job or account is gone...
    expect((await get(removed.url)).statusCode).toBe(404);
    expect((await get(theirs.url)).statusCode).toBe(404);
    // ...and the sweeper deletes the files and rows.
    expect(await sweepDetachedPhotos(ctx.database.db, ctx.app.storage)).toBe(2);
    expect(storedFiles().filter((file) => file.startsWith(removed._id) || file.startsWith(theirs._id))).toEqual([]);
    const left = await ctx.database.db
      .selectFrom('jobPhotos')
      .select('id')
      .where('id', 'in', [removed._id, theirs._id])
      .execute();
    expect(left).toEqual([]);
  });
});

describe(`job photos in an S3 bucket (${dialectName()}, s3rver)`, () => {
  it('with S3_URL set, an upload is stored in the bucket and served from it, and deleting removes it there', async () => {
    const s3 = await startS3();
    const other = await createTestApp({ S3_URL: s3.url });
    try {
      const client = await createClient(other.app);
      const job = await createJob(other.app, client.token);
      const { payload, headers } = multipartFile(await jpegWithExif());
      const res = await other.app.inject({
        method: 'POST',
        url: `/api/jobs/${job._id}/photos`,
        payload,
        headers: { ...headers, ...bearer(client.token) },
      });
      expect(res.statusCode, res.body).toBe(201);
      const photo = res.json<JobPhoto>();
      // In the bucket (s3rver keeps objects under its directory), not in the uploads directory.
      const inBucket = () =>
        fs
          .readdirSync(s3.directory, { recursive: true })
          .map(String)
          .filter((f) => f.includes(photo._id));
      expect(inBucket().length).toBeGreaterThan(0);
      expect(fs.readdirSync(other.uploadsDir)).toEqual([]);
      const served = await other.app.inject({ method: 'GET', url: photo.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

      const del = await other.app.inject({
        method: 'DELETE',
        url: `/api/jobs/${job._id}/photos/${photo._id}`,
        headers: bearer(client.token),
      });
      expect(del.statusCode).toBe(204);
      expect(await other.app.storage.get(`job-photos/${photo._id}-full.webp`)).toBeNull();
    } finally {
      await other.close();
      await s3.close();
    }
  });
});
