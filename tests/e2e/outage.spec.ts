import { expect, test } from './fixtures.ts';
import {
  COMPLETE,
  OUTAGE,
  openDashboard,
  readLog,
  readRows,
  RESTORED,
  scanning,
  statusHistory,
  waitForCompletion,
} from './dashboard.ts';

test.describe('simulated outage', () => {
  test('outage=always shows the lost and restored messages, pauses, then delivers the agents', async ({
    page,
  }) => {
    await openDashboard(page, { q: 'paris', seed: 5, outage: 'always' });
    await waitForCompletion(page);

    const log = await readLog(page);
    const history = statusHistory(log);
    const order = [scanning('paris'), OUTAGE, RESTORED, COMPLETE].map((message) => history.indexOf(message));
    expect(
      order.every((index) => index >= 0),
      `statuses seen: ${JSON.stringify(history)}`,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // Spec §4/§9: 2–3 s between the two messages, then 0.8 s before the search continues.
    // The wait runs from the moment the lost message stands in full (it is typed out first, 15–35 ms a
    // letter, and typing on a busy main thread runs late) to the moment the restored one appears.
    const lost = log.find((snapshot) => snapshot.typed === OUTAGE);
    const restored = log.find((snapshot) => snapshot.status === RESTORED);
    const firstRow = log.find((snapshot) => snapshot.rows > 0);
    if (!lost || !restored || !firstRow) throw new Error('outage sequence incomplete');
    expect(restored.t - lost.t).toBeGreaterThanOrEqual(1_950);
    // Timers run late on a loaded machine, never early: the upper bound has room.
    expect(restored.t - lost.t).toBeLessThanOrEqual(3_000 + 2_500);
    expect(firstRow.t - restored.t).toBeGreaterThanOrEqual(780);
    expect(log.filter((snapshot) => snapshot.t < restored.t).every((snapshot) => snapshot.rows === 0)).toBe(
      true,
    );

    // Both messages are typed out in full before the search goes on, never cut off mid-word.
    const typed = new Set(log.map((snapshot) => snapshot.typed));
    expect(typed.has(OUTAGE), 'the lost message was seen typed in full').toBe(true);
    expect(typed.has(RESTORED), 'the restored message was seen typed in full').toBe(true);

    expect(await readRows(page)).toHaveLength(12);
  });

  test('outage=never never shows it', async ({ page }) => {
    await openDashboard(page, { q: 'paris', seed: 5, outage: 'never' });
    await waitForCompletion(page);
    const history = statusHistory(await readLog(page));
    expect(history).not.toContain(OUTAGE);
    expect(history).not.toContain(RESTORED);
  });
});
