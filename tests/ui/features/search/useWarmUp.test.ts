// The warm-up hint: sent once the visitor pauses or leaves the search box, cancelled when they type
// on, and only for a query that can name a place.
import { describe, expect, it } from 'vitest';
import { createWarmUp, WARM_AFTER_TYPING_MS } from '../../../../src/ui/features/search/hooks/useWarmUp.ts';

/** A timer the test fires by hand. */
function manualTimer() {
  const pending: { fire: () => void; ms: number; cancelled: boolean }[] = [];
  const timer = (fire: () => void, ms: number) => {
    const entry = { fire, ms, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  const fireAll = () => pending.filter((entry) => !entry.cancelled).forEach((entry) => entry.fire());
  return { pending, timer, fireAll };
}

function recordingClient() {
  const hints: string[] = [];
  return { hints, client: { warm: (query: string) => void hints.push(query) } };
}

/** A warm-up on a recording client and a hand-fired timer. */
function recordedWarmUp() {
  const { hints, client } = recordingClient();
  const { pending, timer, fireAll } = manualTimer();
  return { hints, pending, fireAll, warmUp: createWarmUp(client, WARM_AFTER_TYPING_MS, timer) };
}

describe('createWarmUp', () => {
  it('hints the query after the pause, not before', () => {
    const { hints, pending, fireAll, warmUp } = recordedWarmUp();
    warmUp.typed('paris');
    expect(hints).toEqual([]);
    expect(pending.map((entry) => entry.ms)).toEqual([WARM_AFTER_TYPING_MS]);
    fireAll();
    expect(hints).toEqual(['paris']);
  });

  it('sends only the last of quick keystrokes: each one replaces the hint before it', () => {
    const { hints, fireAll, warmUp } = recordedWarmUp();
    for (const typed of ['pa', 'par', 'pari', 'paris']) warmUp.typed(typed);
    fireAll();
    expect(hints).toEqual(['paris']);
  });

  it('sends a waiting hint at once when the visitor leaves the box, and not again after the pause', () => {
    const { hints, fireAll, warmUp } = recordedWarmUp();
    warmUp.typed('lyon');
    warmUp.left();
    expect(hints).toEqual(['lyon']);
    fireAll();
    warmUp.left();
    expect(hints).toEqual(['lyon']);
  });

  it('leaves nothing to send once the hint has gone, or was cancelled', () => {
    const { hints, fireAll, warmUp } = recordedWarmUp();
    warmUp.typed('oslo');
    fireAll();
    warmUp.left();
    expect(hints).toEqual(['oslo']);
    const cancel = warmUp.typed('rome');
    cancel();
    warmUp.left();
    fireAll();
    expect(hints).toEqual(['oslo']);
  });

  it('sends nothing for a blank or one-letter query, but does for two letters of Japanese', () => {
    const { hints, client } = recordingClient();
    const { timer, fireAll } = manualTimer();
    for (const typed of ['', '   ', 'p', ' p ', '東京']) {
      const warmUp = createWarmUp(client, WARM_AFTER_TYPING_MS, timer);
      warmUp.typed(typed);
      warmUp.left();
    }
    fireAll();
    expect(hints).toEqual(['東京']);
  });

  it('does nothing with a client that takes no hints', () => {
    const { pending, timer } = manualTimer();
    const warmUp = createWarmUp({}, WARM_AFTER_TYPING_MS, timer);
    const cancel = warmUp.typed('paris');
    warmUp.left();
    expect(pending).toEqual([]);
    expect(cancel).not.toThrow();
  });
});
