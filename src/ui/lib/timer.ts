// A one-shot timer as a function that returns its cancel: what hooks that wait take as a parameter,
// so their logic can be tested with a timer fired by hand.

/** Calls `callback` after `ms`; the returned function cancels it. */
export type Timer = (callback: () => void, ms: number) => () => void;

/** setTimeout's. */
export const browserTimer: Timer = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

/** Calls `callback` once; the returned function cancels it. */
export type Deferral = (callback: () => void) => () => void;

/**
 * After the next frame has been drawn: an animation frame callback runs just before the frame is
 * painted, and a task it queues runs after. For work the visitor does not wait to see.
 */
export const afterNextPaint: Deferral = (callback) => {
  let timeout: ReturnType<typeof setTimeout> | null = null;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== null) clearTimeout(timeout);
  };
};
