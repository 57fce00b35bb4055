import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../test/factories.js';
import { webp } from '../../test/images.js';
import { multipartFile } from '../../test/uploads.js';

/**
 * Malformed multipart bodies on the three upload routes (issue 38, item 10): a missing boundary, a
 * body cut off in the middle of the file, and garbage after a valid header were answered 500. Each
 * is a 400 in the one error shape, and nothing is stored.
 */
let ctx: TestContext;
let routes: { method: 'POST' | 'PUT'; url: string; token: string }[];
beforeAll(async () => {
  ctx = await createTestApp();
  const client = await createClient(ctx.app);
  const job = await createJob(ctx.app, client.token);
  const trade = await createTradesperson(ctx.app);
  routes = [
    { method: 'POST', url: `/api/jobs/${job._id}/photos`, token: client.token },
    { method: 'PUT', url: '/api/trade-profile/portrait', token: trade.token },
    { method: 'POST', url: '/api/trade-profile/portfolio', token: trade.token },
  ];
});
afterAll(async () => ctx.close());

async function malformedBodies(): Promise<Record<string, { payload: Buffer; contentType: string; code?: string }>> {
  const whole = multipartFile(await webp());
  const boundary = whole.headers['content-type']!.split('boundary=')[1]!;
  return {
    'no boundary': { payload: whole.payload, contentType: 'multipart/form-data' },
    // Read as a form with no part at all: no file was sent.
    'an empty boundary': {
      payload: whole.payload,
      contentType: 'multipart/form-data; boundary=',
      code: 'PHOTO_MISSING',
    },
    'cut off in the file': {
      payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)),
      contentType: whole.headers['content-type']!,
    },
    'cut off in the part headers': {
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filena`),
      contentType: whole.headers['content-type']!,
    },
    garbage: {
      payload: Buffer.from('\u0000\u00ff garbage \r\n--\r\n'.repeat(40), 'latin1'),
      contentType: whole.headers['content-type']!,
    },
  };
}

describe(`malformed multipart uploads (${dialectName()})`, () => {
  it('answers 400 UPLOAD_MALFORMED in the one error shape on each upload route, and stores nothing', async () => {
    const bodies = await malformedBodies();
    for (const route of routes) {
      for (const [name, { payload, contentType, code = 'UPLOAD_MALFORMED' }] of Object.entries(bodies)) {
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url,
          payload,
          headers: { ...bearer(route.token), 'content-type': contentType },
        });
        expect(res.statusCode, `${route.url}, ${name}: ${res.body}`).toBe(400);
        expect(res.json(), `${route.url}, ${name}`).toEqual({
          error: expect.any(String),
          message: expect.any(String),
          code,
        });
      }
    }
    expect(await ctx.database.db.selectFrom('jobPhotos').select('id').execute()).toEqual([]);
    expect(await ctx.database.db.selectFrom('portfolioPhotos').select('id').execute()).toEqual([]);
    expect(ctx.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('still takes a well-formed upload on each route', async () => {
    for (const route of routes) {
      const { payload, headers } = multipartFile(await webp());
      const res = await ctx.app.inject({
        method: route.method,
        url: route.url,
        payload,
        headers: { ...headers, ...bearer(route.token) },
      });
      expect(res.statusCode, `${route.url}: ${res.body}`).toBeLessThan(300);
    }
  });
});
