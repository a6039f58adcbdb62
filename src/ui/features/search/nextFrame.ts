// The bulk search's clock: one batch of reveals per animation frame. A hidden tab gets no frames,
// so a timer stands in after FRAME_FALLBACK_MS: a search started in the background still
// finishes, just without drawing 60 times a second that nobody sees.
import type { NextFrame } from './searchScript.ts';

const FRAME_FALLBACK_MS = 100;

export const nextFrame: NextFrame = (signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const done = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      done();
      reject(signal.reason);
    };
    const frame = requestAnimationFrame(() => {
      done();
      resolve();
    });
    const timer = setTimeout(() => {
      done();
      resolve();
    }, FRAME_FALLBACK_MS);
    signal.addEventListener('abort', onAbort, { once: true });
  });
