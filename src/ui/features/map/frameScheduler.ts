// Coalesces bursts of requests into one call per animation frame. Agents arrive one by one, the heat toggle
// and completion can land in the same tick, and with 100,000 agents rebuilding per change would drown the
// frame; deck gets new data at most once per frame, built from the latest state.

export interface FrameApi {
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(handle: number): void;
}

export interface FrameScheduler {
  /** Runs the callback on the next frame; further requests before then are folded into that one run. */
  request(): void;
  /** Drops a pending run; request() works again afterwards. */
  cancel(): void;
}

export function createFrameScheduler(run: () => void, frames: FrameApi = globalThis): FrameScheduler {
  let handle: number | null = null;
  return {
    request() {
      if (handle !== null) return;
      handle = frames.requestAnimationFrame(() => {
        handle = null;
        run();
      });
    },
    cancel() {
      if (handle === null) return;
      frames.cancelAnimationFrame(handle);
      handle = null;
    },
  };
}
