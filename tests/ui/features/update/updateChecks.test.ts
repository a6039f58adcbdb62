import { describe, expect, it } from 'vitest';
import {
  scheduleUpdateChecks,
  UPDATE_CHECK_INTERVAL_MS,
  type UpdateCheckHost,
} from '../../../../src/ui/features/update/updateChecks.ts';

function fakeHost(online: boolean) {
  const timers: { ms: number; run: () => void }[] = [];
  const host: UpdateCheckHost & { online: boolean } = {
    online,
    isOnline: () => host.online,
    every: (ms, run) => {
      timers.push({ ms, run });
    },
  };
  return { host, timers };
}

describe('scheduleUpdateChecks', () => {
  it('asks for a new version once an hour, not at once (the registration itself just looked)', () => {
    const { host, timers } = fakeHost(true);
    let updates = 0;
    scheduleUpdateChecks({ update: async () => void updates++ }, host);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(timers.map((timer) => timer.ms)).toEqual([3_600_000]);
    expect(updates).toBe(0);
    timers[0]!.run();
    timers[0]!.run();
    expect(updates).toBe(2);
  });

  it('does not ask while offline, and asks again when back online', () => {
    const { host, timers } = fakeHost(false);
    let updates = 0;
    scheduleUpdateChecks({ update: async () => void updates++ }, host);
    timers[0]!.run();
    expect(updates).toBe(0);
    host.online = true;
    timers[0]!.run();
    expect(updates).toBe(1);
  });

  it('lets a failed check pass quietly: the next hour retries', async () => {
    const { host, timers } = fakeHost(true);
    let calls = 0;
    scheduleUpdateChecks(
      {
        update: () => {
          calls++;
          return Promise.reject(new TypeError('Failed to update a ServiceWorker'));
        },
      },
      host,
    );
    expect(() => timers[0]!.run()).not.toThrow();
    // An unhandled rejection would fail the run; give it a turn to surface.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(1);
  });
});
