/**
 * Issue 38, item 3: 20 parallel 14 MB uploads that merely started with `ftypheic` each got a worker
 * thread (15.8 s, 1.4 GB, /healthz 6.6 s). A HEIC's declared size is read before anything is
 * decoded, and decoding is bounded: two at a time, sixteen waiting, the rest refused at once.
 */
import { describe, expect, it } from 'vitest';
import { fakeHeic, heic, heicClaiming, png } from '../../test/images.js';
import { decoders, MAX_INPUT_PIXELS, processImage } from './images.js';

describe('bounded image decoding', () => {
  it('refuses a file that only starts like a HEIC at once, without decoding it', async () => {
    const bytes = fakeHeic();
    const started = performance.now();
    await expect(processImage(bytes)).rejects.toMatchObject({ code: 'PHOTO_UNREADABLE', status: 400 });
    expect(performance.now() - started).toBeLessThan(100);
    expect(decoders.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a HEIC whose header declares more than 50 megapixels before decoding it', async () => {
    const bomb = await heicClaiming(10_000, 10_000);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const started = performance.now();
    await expect(processImage(bomb)).rejects.toMatchObject({ code: 'PHOTO_TOO_MANY_PIXELS', status: 413 });
    expect(performance.now() - started).toBeLessThan(100);
    // The real photo still decodes.
    expect((await processImage(await heic())).full).toMatchObject({ width: 320, height: 240 });
  });

  it('decodes two at a time with sixteen in line, and refuses the rest with 503 at once', async () => {
    const image = await png(1200, 900);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, decoders.load.running)), 1);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => processImage(image)));
    clearInterval(watch);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(18);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused).toEqual([
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', status: 503 }),
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', status: 503 }),
    ]);
    expect(most).toBe(2);
    expect(decoders.load).toEqual({ running: 0, waiting: 0 });
  });
});
