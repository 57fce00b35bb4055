import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { listWorkerRuns } from './worker-runs.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const runOf = async (name: string) => (await listWorkerRuns(ctx.app.db)).find((row) => row.name === name);

describe(`the scheduler of the background workers (${dialectName()})`, () => {
  it('runs every worker of the app, each under its own name', () => {
    expect(
      ctx.app.workers
        .states()
        .map((worker) => worker.name)
        .sort(),
    ).toEqual([
      'insurance-reminders',
      'job-digests',
      'live-session-check',
      'photo-sweeper',
      'quote-expiry-notices',
      'review-reminders',
      'unread-message-emails',
      'visit-reminders',
    ]);
  });

  it('never starts a round while the previous one runs, however slow it is', async () => {
    let running = 0;
    let most = 0;
    let rounds = 0;
    ctx.app.workers.add({
      name: 'slow',
      everyMs: 20,
      failure: 'slow round failed',
      run: async () => {
        rounds += 1;
        running += 1;
        most = Math.max(most, running);
        await sleep(150);
        running -= 1;
      },
    });
    // Asked for at once while a round runs: that round is the answer, no second one starts.
    await sleep(60);
    await Promise.all([ctx.app.workers.runNow('slow'), ctx.app.workers.runNow('slow')]);
    await sleep(400);
    await ctx.app.workers.stop('slow');
    expect(most).toBe(1);
    // Every 20 ms for over half a second, but each round took 150 ms: a handful of rounds, not 25.
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(rounds).toBeLessThanOrEqual(5);
  });

  it('records the last success in the database, and a failure with its message and a log line', async () => {
    const before = new Date().toISOString();
    await ctx.app.workers.runNow('job-digests');
    const digests = (await runOf('job-digests'))!;
    expect(digests.lastSuccessAt! >= before).toBe(true);
    expect(digests.lastDurationMs).toBeGreaterThanOrEqual(0);
    expect(digests.lastFailureAt).toBeNull();

    let fail = true;
    ctx.app.workers.add({
      name: 'flaky',
      everyMs: 60_000,
      failure: 'flaky round failed',
      run: async () => {
        if (fail) throw new Error('the SMTP server is away');
      },
    });
    await ctx.app.workers.runNow('flaky');
    const failed = (await runOf('flaky'))!;
    expect(failed).toMatchObject({ lastSuccessAt: null, lastError: 'the SMTP server is away' });
    expect(failed.lastFailureAt! >= before).toBe(true);
    expect(ctx.logs.some((line) => line.msg === 'flaky round failed' && line.worker === 'flaky')).toBe(true);

    // The next round succeeds: the success is recorded beside the failure, which stays.
    fail = false;
    await ctx.app.workers.runNow('flaky');
    const recovered = (await runOf('flaky'))!;
    expect(recovered.lastSuccessAt! >= failed.lastFailureAt!).toBe(true);
    expect(recovered.lastError).toBe('the SMTP server is away');
    expect(ctx.app.workers.states().find((worker) => worker.name === 'flaky')?.lastSuccessAt).toBeGreaterThan(0);
  });

  it('keeps housekeeping rounds out of the database (persist: false)', async () => {
    await ctx.app.workers.runNow('live-session-check');
    expect(await runOf('live-session-check')).toBeUndefined();
    expect(
      ctx.app.workers.states().find((worker) => worker.name === 'live-session-check')?.lastSuccessAt,
    ).not.toBeNull();
  });

  it('waits for the round in progress when the app closes, and tells the round the app is closing', async () => {
    const other = await createTestApp();
    let finished = false;
    let toldToStop = false;
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    other.app.workers.add({
      name: 'long',
      everyMs: 60_000,
      failure: 'long round failed',
      run: async (signal) => {
        started();
        await sleep(300);
        toldToStop = signal.aborted;
        finished = true;
      },
    });
    void other.app.workers.runNow('long');
    await hasStarted;
    await other.app.close();
    expect(finished).toBe(true);
    expect(toldToStop).toBe(true);
    // Closed: no round starts any more.
    await other.app.workers.runNow('long');
    await other.close();
  });
});
