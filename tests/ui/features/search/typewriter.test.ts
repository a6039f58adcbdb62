import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_MS_PER_CHAR } from '../../../../src/ui/features/search/constants.ts';
import { sleep } from '../../../../src/ui/features/search/sleep.ts';
import { sharedPrefix, typeMessage } from '../../../../src/ui/features/search/typewriter.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function type(message: string, random: () => number) {
  const controller = new AbortController();
  const t0 = Date.now();
  const frames: { at: number; text: string }[] = [];
  const done = typeMessage(
    message,
    { sleep, random, now: Date.now, onText: (text) => frames.push({ at: Date.now() - t0, text }) },
    controller.signal,
  );
  return { frames, done, controller };
}

describe('typeMessage', () => {
  it('adds one character at a time, 15–35 ms apart, ending with the whole message', async () => {
    const values = [0, 0.5, 0.999999, 0.25];
    let i = 0;
    const run = type('Idle — ready.', () => values[i++ % values.length] ?? 0);
    await vi.runAllTimersAsync();
    await run.done;

    expect(run.frames.map((f) => f.text)).toEqual(
      Array.from('Idle — ready.', (_, n) => 'Idle — ready.'.slice(0, n + 1)),
    );
    const times = [0, ...run.frames.map((f) => f.at)];
    const gaps = times.slice(1).map((t, n) => t - (times[n] ?? 0));
    const [min, max] = TYPING_MS_PER_CHAR;
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(min);
      expect(gap).toBeLessThanOrEqual(max);
    }
    expect(gaps.slice(0, 2)).toEqual([15, 25]);
  });

  it('never splits a character made of two UTF-16 units', async () => {
    const run = type('⚠ 🕵 x', () => 0);
    await vi.runAllTimersAsync();
    expect(run.frames.map((f) => f.text)).toEqual(['⚠', '⚠ ', '⚠ 🕵', '⚠ 🕵 ', '⚠ 🕵 x']);
  });

  it('catches up after a stall instead of falling behind: the message still ends on time', async () => {
    // One timer fires 200 ms late, as when a map frame holds the main thread.
    let stalled = false;
    const lateSleep: typeof sleep = (ms, signal) => {
      if (stalled || ms === 0) return sleep(ms, signal);
      stalled = true;
      return sleep(ms + 200, signal);
    };
    const t0 = Date.now();
    const frames: { at: number; text: string }[] = [];
    const done = typeMessage(
      'Scanning directory',
      {
        sleep: lateSleep,
        random: () => 0.25,
        now: Date.now,
        onText: (text) => frames.push({ at: Date.now() - t0, text }),
      },
      new AbortController().signal,
    );
    await vi.runAllTimersAsync();
    await done;
    // 20 ms a character: at 220 ms, the first 11 characters were due, and they appear together.
    expect(frames[0]).toEqual({ at: 220, text: 'Scanning di' });
    expect(frames.slice(1).map((f) => f.text.length)).toEqual([12, 13, 14, 15, 16, 17, 18]);
    expect(frames.at(-1)).toEqual({ at: 18 * 20, text: 'Scanning directory' });
  });

  it('stops at once when replaced, leaving no timer behind', async () => {
    const run = type('Scanning directory for "Paris"...', () => 0.5);
    await vi.advanceTimersByTimeAsync(100);
    expect(run.frames.at(-1)?.text).toBe('Scan');
    run.controller.abort();
    await expect(run.done).rejects.toBeDefined();
    expect(vi.getTimerCount()).toBe(0);
    expect(run.frames).toHaveLength(4);
  });
});

describe('typeMessage after a replaced message', () => {
  it('keeps the start it shares with the text on screen and types only the rest', async () => {
    const controller = new AbortController();
    const frames: string[] = [];
    const done = typeMessage(
      'Decrypted profile 10 / 12...',
      { sleep, random: () => 0, now: Date.now, onText: (text) => frames.push(text) },
      controller.signal,
      'Decrypted profile 9',
    );
    await vi.runAllTimersAsync();
    await done;
    expect(frames[0]).toBe('Decrypted profile 1');
    expect(frames.at(-1)).toBe('Decrypted profile 10 / 12...');
    expect(frames).toHaveLength('Decrypted profile 10 / 12...'.length - 'Decrypted profile '.length);
  });

  it('starts from nothing when the texts share no start', async () => {
    const frames: string[] = [];
    const done = typeMessage(
      'Search complete.',
      { sleep, random: () => 0, now: Date.now, onText: (text) => frames.push(text) },
      new AbortController().signal,
      'Decrypted profile 12 / 12...',
    );
    await vi.runAllTimersAsync();
    await done;
    expect(frames[0]).toBe('S');
    expect(frames).toHaveLength('Search complete.'.length);
  });
});

describe('sharedPrefix', () => {
  it('compares by character, not by UTF-16 unit', () => {
    expect(sharedPrefix('Decrypted profile 3 / 12...', 'Decrypted profile 4 / 12...')).toBe(
      'Decrypted profile ',
    );
    expect(sharedPrefix('🕵a', '🕶a')).toBe(''); // same high surrogate, different characters
    expect(sharedPrefix('', 'x')).toBe('');
    expect(sharedPrefix('abc', 'abc')).toBe('abc');
  });
});
