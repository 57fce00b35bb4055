import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once for every caller, and again after a failure', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return calls;
    });
    await expect(load()).rejects.toThrow('offline');
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual([2, 2, 2]);
    expect(calls).toBe(2);
  });
});
