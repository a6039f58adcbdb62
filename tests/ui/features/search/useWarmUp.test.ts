// The warm-up hint: sent once the visitor pauses, cancelled when they type on, and only for a query
// that can name a place.
import { describe, expect, it } from 'vitest';
import { scheduleWarmUp, WARM_AFTER_TYPING_MS } from '../../../../src/ui/features/search/hooks/useWarmUp.ts';

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

describe('scheduleWarmUp', () => {
  it('hints the query after the pause, not before', () => {
    const { hints, client } = recordingClient();
    const { pending, timer, fireAll } = manualTimer();
    scheduleWarmUp(client, 'paris', WARM_AFTER_TYPING_MS, timer);
    expect(hints).toEqual([]);
    expect(pending.map((entry) => entry.ms)).toEqual([WARM_AFTER_TYPING_MS]);
    fireAll();
    expect(hints).toEqual(['paris']);
  });

  it('sends only the last of quick keystrokes: each one cancels the hint before it', () => {
    const { hints, client } = recordingClient();
    const { timer, fireAll } = manualTimer();
    let cancel = () => {};
    for (const typed of ['pa', 'par', 'pari', 'paris']) {
      cancel();
      cancel = scheduleWarmUp(client, typed, WARM_AFTER_TYPING_MS, timer);
    }
    fireAll();
    expect(hints).toEqual(['paris']);
  });

  it('sends nothing for a blank or one-letter query, but does for two letters of Japanese', () => {
    const { hints, client } = recordingClient();
    const { timer, fireAll } = manualTimer();
    for (const typed of ['', '   ', 'p', ' p ', '東京'])
      scheduleWarmUp(client, typed, WARM_AFTER_TYPING_MS, timer);
    fireAll();
    expect(hints).toEqual(['東京']);
  });

  it('does nothing with a client that takes no hints', () => {
    const { pending, timer } = manualTimer();
    const cancel = scheduleWarmUp({}, 'paris', WARM_AFTER_TYPING_MS, timer);
    expect(pending).toEqual([]);
    expect(cancel).not.toThrow();
  });
});
