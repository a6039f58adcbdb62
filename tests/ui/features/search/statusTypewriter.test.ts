import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../../../../src/ui/features/search/sleep.ts';
import {
  createStatusTypewriter,
  type StatusSnapshot,
  type StatusTypewriter,
} from '../../../../src/ui/features/search/statusTypewriter.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A typewriter typing every character in exactly 20 ms, and every snapshot it published. */
function setUp(animate = true): { typewriter: StatusTypewriter; seen: StatusSnapshot[] } {
  const typewriter = createStatusTypewriter(
    { sleep, random: () => 0.25, now: Date.now, animate: () => animate },
    'Idle — ready.',
  );
  const seen: StatusSnapshot[] = [typewriter.getSnapshot()];
  typewriter.subscribe(() => seen.push(typewriter.getSnapshot()));
  return { typewriter, seen };
}

describe('createStatusTypewriter', () => {
  it('starts with the idle message, untyped, and types it when shown', async () => {
    const { typewriter, seen } = setUp();
    expect(typewriter.getSnapshot()).toEqual({
      message: 'Idle — ready.',
      typed: '',
      announced: 'Idle — ready.',
    });
    const shown = typewriter.show('Idle — ready.');
    await vi.advanceTimersByTimeAsync(20 * 13);
    await shown;
    expect(typewriter.getSnapshot()).toEqual({
      message: 'Idle — ready.',
      typed: 'Idle — ready.',
      announced: 'Idle — ready.',
    });
    expect(seen.map((s) => s.typed).slice(-3)).toEqual(['Idle — read', 'Idle — ready', 'Idle — ready.']);
  });

  it('resolves show() only once the message is typed in full', async () => {
    const { typewriter } = setUp();
    let done = false;
    void typewriter.show('Scanning').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(20 * 8 - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('keeps the typed text a start of the current message in every published state', async () => {
    const { typewriter, seen } = setUp();
    void typewriter.show('Decrypted profile 1 / 12...');
    await vi.advanceTimersByTimeAsync(300);
    void typewriter.show('Decrypted profile 2 / 12...');
    await vi.advanceTimersByTimeAsync(100);
    void typewriter.show('Search complete.');
    await vi.runAllTimersAsync();
    for (const snapshot of seen) expect(snapshot.message.startsWith(snapshot.typed)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ message: 'Search complete.', typed: 'Search complete.' });
  });

  it('resolves a replaced message at once, so nothing waits for it forever', async () => {
    const { typewriter } = setUp();
    const first = typewriter.show('Scanning directory for "Paris"...');
    void typewriter.show('⚠ Connection lost. Re-routing through safe node...');
    await expect(first).resolves.toBeUndefined();
  });

  it('shows messages whole, at once, with reduced motion', async () => {
    const { typewriter, seen } = setUp(false);
    expect(typewriter.getSnapshot()).toEqual({
      message: 'Idle — ready.',
      typed: 'Idle — ready.',
      announced: 'Idle — ready.',
    });
    await typewriter.show('Scanning directory for "Paris"...');
    expect(seen.at(-1)).toEqual({
      message: 'Scanning directory for "Paris"...',
      typed: 'Scanning directory for "Paris"...',
      announced: 'Scanning directory for "Paris"...',
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops typing when disposed', async () => {
    const { typewriter, seen } = setUp();
    const shown = typewriter.show('Scanning');
    await vi.advanceTimersByTimeAsync(45);
    typewriter.dispose();
    await shown;
    const count = seen.length;
    await vi.runAllTimersAsync();
    expect(seen).toHaveLength(count);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('announces every ordinary message at once, but a burst of progress messages only every 3 s', async () => {
    const { typewriter } = setUp(false);
    const announced = () => typewriter.getSnapshot().announced;
    await typewriter.show('Scanning directory for "paris"...');
    expect(announced()).toBe('Scanning directory for "paris"...');
    // Fifty progress messages a second for 4 s: shown every time, announced once 3 s have passed.
    const heard = new Set<string>();
    for (let n = 1; n <= 200; n++) {
      await vi.advanceTimersByTimeAsync(20);
      await typewriter.show(`Decrypted profile ${n} / 100000...`, { typed: false, progress: true });
      expect(typewriter.getSnapshot().message).toBe(`Decrypted profile ${n} / 100000...`);
      heard.add(announced());
    }
    expect([...heard]).toEqual(['Scanning directory for "paris"...', 'Decrypted profile 150 / 100000...']);
    // The end of the search is never held back.
    await typewriter.show('Search complete.', { typed: false });
    expect(announced()).toBe('Search complete.');
  });
});
