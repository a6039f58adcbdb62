// A one-shot timer as a function that returns its cancel: what hooks that wait take as a parameter,
// so their logic can be tested with a timer fired by hand.

/** Calls `callback` after `ms`; the returned function cancels it. */
export type Timer = (callback: () => void, ms: number) => () => void;

/** setTimeout's. */
export const browserTimer: Timer = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};
