import { expect, test } from './fixtures.ts';
import {
  COMPLETE,
  IDLE,
  openDashboard,
  readLog,
  scanning,
  search,
  waitForCompletion,
  waitForMap,
} from './dashboard.ts';
import type { Snapshot } from './recorder.ts';

const typedSnapshots = (log: readonly Snapshot[]) =>
  log.filter(
    (snapshot): snapshot is Snapshot & { typed: string; status: string } =>
      snapshot.typed !== null && snapshot.status !== null,
  );

test.describe('status typing', () => {
  test('messages are typed letter by letter at 15–35 ms a character', async ({ page, geocoder }) => {
    // A geocoder that waits out its 3 s timeout keeps "Scanning…" on screen long enough to be typed in full.
    geocoder.slow();
    // Searched from a settled dashboard: a search opened by a link types while the map starts up, and on a
    // slow machine the map's start-up frames (over a second on SwiftShader) leave the typing timers no turn,
    // so the letters appear in two or three jumps there. That is the machine, not the typewriter.
    await openDashboard(page);
    await waitForMap(page);
    await search(page, 'paris');
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
    // Letter by letter: many growing prefixes are shown (React may merge letters whose timers fired together).
    expect(
      new Set(partial.map((snapshot) => snapshot.typed)).size,
      'partly typed states',
    ).toBeGreaterThanOrEqual(8);
    // Per-character pace from each typing step (a late timer can make React show two letters at once).
    const paces: number[] = [];
    for (let i = 1; i < typing.length; i++) {
      const [previous, current] = [typing[i - 1], typing[i]];
      if (!previous || !current || current.typed.length <= previous.typed.length) continue;
      paces.push((current.t - previous.t) / (current.typed.length - previous.typed.length));
    }
    expect(typing.at(-1)?.typed, 'typed out in full').toBe(message);
    expect(paces.length).toBeGreaterThanOrEqual(8);
    const median = [...paces].sort((a, b) => a - b)[Math.floor(paces.length / 2)] ?? 0;
    // Timers never fire early, so the lower bound is firm; on a loaded machine they fire late, so the upper
    // bound (35 ms by the spec) has room, yet still catches a typewriter running at a fraction of its speed.
    expect(median).toBeGreaterThanOrEqual(14);
    expect(median).toBeLessThanOrEqual(70);
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
