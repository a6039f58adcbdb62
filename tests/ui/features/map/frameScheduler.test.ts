import { describe, expect, it } from 'vitest';
import { createFrameScheduler } from '../../../../src/ui/features/map/frameScheduler.ts';
import type { FrameApi } from '../../../../src/ui/features/map/frameScheduler.ts';

function fakeFrames() {
  let next = 1;
  const pending = new Map<number, FrameRequestCallback>();
  const api: FrameApi = {
    requestAnimationFrame(callback) {
      pending.set(next, callback);
      return next++;
    },
    cancelAnimationFrame(handle) {
      pending.delete(handle);
    },
  };
  const tick = () => {
    const callbacks = [...pending.values()];
    pending.clear();
    for (const callback of callbacks) callback(0);
  };
  return { api, tick, pending };
}

describe('createFrameScheduler', () => {
  it('folds every request made before a frame into one run', () => {
    const frames = fakeFrames();
    let runs = 0;
    const scheduler = createFrameScheduler(() => runs++, frames.api);
    for (let index = 0; index < 12; index++) scheduler.request();
    expect(frames.pending.size).toBe(1);
    frames.tick();
    expect(runs).toBe(1);
    frames.tick();
    expect(runs).toBe(1);
  });

  it('runs again for requests after the frame', () => {
    const frames = fakeFrames();
    let runs = 0;
    const scheduler = createFrameScheduler(() => runs++, frames.api);
    scheduler.request();
    frames.tick();
    scheduler.request();
    frames.tick();
    expect(runs).toBe(2);
  });

  it('drops a pending run on cancel and accepts requests afterwards', () => {
    const frames = fakeFrames();
    let runs = 0;
    const scheduler = createFrameScheduler(() => runs++, frames.api);
    scheduler.request();
    scheduler.cancel();
    frames.tick();
    expect(runs).toBe(0);
    scheduler.request();
    frames.tick();
    expect(runs).toBe(1);
  });
});
