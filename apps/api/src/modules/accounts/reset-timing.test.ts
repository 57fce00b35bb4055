import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { createClient } from '../../../test/factories.js';

/** Issue 38, item 14: forgot-password must not answer faster for an unknown address. */
let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function timed(email: string) {
  const started = performance.now();
  const res = await context.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email, role: 'client' },
  });
  expect(res.statusCode).toBe(202);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe(`forgot-password answers in the same time for any address (${dialectName()})`, () => {
  it('even when writing the link for a known address is slow (a busy database)', async () => {
    const client = await createClient(context.app);
    // The known address's path (link and email) made 60 ms slower, as on a loaded server.
    const mailer = context.app.mailer;
    const queue = mailer.queue.bind(mailer);
    mailer.queue = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      return queue(...args);
    };
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        known.push(await timed(client.email));
        unknown.push(await timed(`nobody-${round}@probe.test`));
      }
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(30);
    } finally {
      mailer.queue = queue;
    }
    // The links were still written, after the answer if need be.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = await context.database.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', client.email)
      .where('kind', '=', 'passwordReset')
      .execute();
    expect(sent).toHaveLength(5);
  });
});
