/**
 * Issue 38, item 17: the request log wrote photo links' keys and one-year unsubscribe tokens, as
 * they came in the address. Secrets in a query string are logged as [redacted]; the rest of the
 * address is kept, so the log still says what was asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPhoto } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../test/app.js';
import { bearer, createClient, createJob } from '../../test/factories.js';
import { webp } from '../../test/images.js';
import { multipartFile } from '../../test/uploads.js';
import { redactedUrl } from './log-redaction.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** The addresses the request log wrote. */
const loggedUrls = () =>
  ctx.logs.flatMap((line) => {
    const req = line.req as { url?: string } | undefined;
    return req?.url ? [req.url] : [];
  });

describe(`secrets in addresses stay out of the log (${dialectName()})`, () => {
  it('logs a photo link, an unsubscribe link and an emailed page link without their secrets', async () => {
    const client = await createClient(ctx.app);
    const job = await createJob(ctx.app, client.token);
    const { payload, headers } = multipartFile(await webp());
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${job._id}/photos`,
      payload,
      headers: { ...headers, ...bearer(client.token) },
    });
    const photo = uploaded.json<JobPhoto>();
    const sig = new URL(photo.url, 'http://x').searchParams.get('sig')!;
    expect((await ctx.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    const token = 'Unsubscribe_Token_0123456789abcdef';
    await ctx.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${token}` });
    await ctx.app.inject({ method: 'GET', url: `/reset-password?token=Reset_${token}&lang=fr` });
    await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job._id}/photos/${photo._id}?key=Old_Key_${token}` });

    const log = JSON.stringify(ctx.logs);
    for (const secret of [sig, token]) expect(log).not.toContain(secret);
    expect(loggedUrls()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^/api/jobs/${job._id}/photos/${photo._id}\\?expires=\\d+&sig=\\[redacted\\]$`),
        ),
        '/api/unsubscribe?token=[redacted]',
        '/reset-password?token=[redacted]&lang=fr',
      ]),
    );
  });
});

describe('redactedUrl', () => {
  it.each([
    ['/api/jobs', '/api/jobs'],
    ['/api/jobs?page=2&sort=distance', '/api/jobs?page=2&sort=distance'],
    ['/verify-email?token=abc', '/verify-email?token=[redacted]'],
    [
      '/x?a=1&Token=abc&sig=def&key=ghi&code=jkl',
      '/x?a=1&Token=[redacted]&sig=[redacted]&key=[redacted]&code=[redacted]',
    ],
    ['/x?token', '/x?token=[redacted]'],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
