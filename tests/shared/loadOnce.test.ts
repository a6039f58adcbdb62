// A load shared by its callers, and asked for again only after it failed.
import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/shared/loadOnce.ts';

describe('loadOnce', () => {
  it('starts the load once and gives every caller the same promise', async () => {
    let starts = 0;
    const load = loadOnce(async () => ++starts);
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toBe(1);
    expect(await load()).toBe(1);
    expect(starts).toBe(1);
  });

  it('starts it again after a failure, and keeps the success that follows', async () => {
    let starts = 0;
    const load = loadOnce(async () => {
      starts++;
      if (starts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(await load()).toBe('loaded');
    expect(await load()).toBe('loaded');
    expect(starts).toBe(2);
  });

  it('gives callers waiting on a failing load its failure, not a new load', async () => {
    let starts = 0;
    let fail: (error: Error) => void = () => undefined;
    const load = loadOnce(
      () =>
        new Promise<number>((_, reject) => {
          starts++;
          fail = reject;
        }),
    );
    const waiting = [load(), load()];
    fail(new Error('offline'));
    for (const promise of waiting) await expect(promise).rejects.toThrow('offline');
    expect(starts).toBe(1);
  });
});
