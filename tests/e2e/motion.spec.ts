import { expect, test } from './fixtures.ts';
import { COMPLETE, IDLE, openDashboard, readLog, scanning, waitForCompletion } from './dashboard.ts';
import type { Snapshot } from './recorder.ts';

const typedSnapshots = (log: readonly Snapshot[]) =>
  log.filter(
    (snapshot): snapshot is Snapshot & { typed: string; status: string } =>
      snapshot.typed !== null && snapshot.status !== null,
  );

test.describe('status typing', () => {
  test('messages are typed letter by letter at 15–35 ms a character', async ({ page }) => {
    await openDashboard(page, { q: 'paris', seed: 9 });
    await waitForCompletion(page);
    await expect.poll(async () => (await readLog(page)).at(-1)?.typed).toBe(COMPLETE);

    const log = typedSnapshots(await readLog(page));
    expect(log.length, 'the typed copy beside the live region is recorded').toBeGreaterThan(0);
    for (const snapshot of log) {
      expect(
        snapshot.status.startsWith(snapshot.typed),
        `"${snapshot.typed}" is part of "${snapshot.status}"`,
      ).toBe(true);
    }

    const message = scanning('paris');
    const typing = log.filter((snapshot) => snapshot.status === message && snapshot.typed.length > 0);
    const partial = typing.filter((snapshot) => snapshot.typed.length < message.length);
    expect(partial.length, 'the scanning message is seen half-typed').toBeGreaterThan(message.length / 2);
    const first = typing[0];
    const whole = typing.find((snapshot) => snapshot.typed === message);
    if (!first || !whole) throw new Error('the scanning message was never typed out in full');
    const perCharacter = (whole.t - first.t) / (message.length - first.typed.length);
    expect(perCharacter).toBeGreaterThanOrEqual(14);
    // 35 ms at most by the spec; timers on a loaded 2-core machine run late, never early.
    expect(perCharacter).toBeLessThanOrEqual(60);
  });

  test('with reduced motion every message is shown whole at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDashboard(page, { q: 'paris', seed: 9 });
    await waitForCompletion(page);

    const log = typedSnapshots(await readLog(page));
    expect(log.length).toBeGreaterThan(0);
    const shown = [...new Set(log.map((snapshot) => snapshot.typed))];
    for (const text of shown) {
      expect(
        text === IDLE ||
          text === scanning('paris') ||
          text === COMPLETE ||
          /^Decrypted profile \d+ \/ 12\.\.\.$/.test(text),
        `"${text}" is a whole message`,
      ).toBe(true);
    }
    expect(shown).toContain(scanning('paris'));
    expect(shown.at(-1)).toBe(COMPLETE);
  });
});
