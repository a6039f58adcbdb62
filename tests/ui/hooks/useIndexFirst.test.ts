import { describe, expect, it } from 'vitest';
import { settledOrAfter } from '../../../src/ui/hooks/useIndexFirst.ts';

/** A timer the test fires by hand, recording whether it was cancelled. */
function manualTimer() {
  const state = { fire: () => {}, cancelled: false, ms: 0 };
  const timer = (callback: () => void, ms: number) => {
    state.fire = callback;
    state.ms = ms;
    return () => {
      state.cancelled = true;
    };
  };
  return { state, timer };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('settledOrAfter', () => {
  it('resolves when the index loads, and cancels the cap', async () => {
    const { state, timer } = manualTimer();
    const loading = deferred();
    let done = false;
    void settledOrAfter(loading.promise, 1500, timer).then(() => (done = true));
    await flush();
    expect(done).toBe(false);
    expect(state.ms).toBe(1500);
    loading.resolve();
    await flush();
    expect(done).toBe(true);
    expect(state.cancelled).toBe(true);
  });

  it('resolves, without rejecting, when the index fails', async () => {
    const { timer } = manualTimer();
    const loading = deferred();
    const gate = settledOrAfter(loading.promise, 1500, timer);
    loading.reject(new Error('404'));
    await expect(gate).resolves.toBeUndefined();
  });

  it('resolves at the cap when the index is slow', async () => {
    const { state, timer } = manualTimer();
    let done = false;
    void settledOrAfter(new Promise(() => {}), 1500, timer).then(() => (done = true));
    await flush();
    expect(done).toBe(false);
    state.fire();
    await flush();
    expect(done).toBe(true);
  });
});
