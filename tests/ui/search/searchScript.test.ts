import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Agent, SearchPlan, SearchSummary } from '../../../src/shared/types.ts';
import {
  OUTAGE_MS,
  OUTAGE_RECOVERY_MS,
  PROFILES_PER_SEARCH,
  REVEAL_DELAY_MS,
} from '../../../src/ui/search/constants.ts';
import {
  normalizeQuery,
  runSearchScript,
  shouldPlayOutage,
  type Mission,
  type SearchOutcome,
} from '../../../src/ui/search/searchScript.ts';
import { sleep } from '../../../src/ui/search/sleep.ts';
import {
  STATUS_COMPLETE,
  STATUS_FAILED,
  STATUS_OUTAGE_LOST,
  STATUS_OUTAGE_RESTORED,
  statusDecrypted,
  statusScanning,
} from '../../../src/ui/search/statusMessages.ts';
import { FakeDirectoryClient, type FakeClientOptions } from '../fakes/fakeDirectoryClient.ts';

/** Everything one search did, with the fake clock's time of each event. */
interface Recording {
  statuses: { at: number; message: string }[];
  reveals: { at: number; agent: Agent; index: number }[];
  plans: SearchPlan[];
  completions: SearchSummary[];
  outcome: Promise<SearchOutcome>;
  controller: AbortController;
}

/** A deterministic [0, 1) sequence that still varies, so gaps are not all equal. */
function cyclingRandom(values: readonly number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

/**
 * `showMs` plays the status line: how long a message takes to be whole on screen (typing).
 * Without it, every message counts as shown at once.
 */
function start(
  client: FakeDirectoryClient,
  mission: Mission,
  random: () => number = cyclingRandom([0.1, 0.9, 0.5, 0.99, 0]),
  showMs?: (message: string) => number,
): Recording {
  const controller = new AbortController();
  const t0 = Date.now();
  const rec: Omit<Recording, 'outcome'> = {
    statuses: [],
    reveals: [],
    plans: [],
    completions: [],
    controller,
  };
  const outcome = runSearchScript(
    mission,
    { client, sleep, random },
    {
      onStatus: (message) => {
        rec.statuses.push({ at: Date.now() - t0, message });
        if (showMs === undefined) return;
        return new Promise<void>((resolve) => setTimeout(resolve, showMs(message)));
      },
      onPlan: (plan) => rec.plans.push(plan),
      onReveal: (agent, index) => rec.reveals.push({ at: Date.now() - t0, agent, index }),
      onComplete: (summary) => rec.completions.push(summary),
    },
    controller.signal,
  );
  return { ...rec, outcome };
}

function newClient(options: FakeClientOptions = {}) {
  return new FakeDirectoryClient(options);
}

const [REVEAL_MIN, REVEAL_MAX] = REVEAL_DELAY_MS;
const ALL_DONE_MS = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('runSearchScript', () => {
  it('types Scanning, then one Decrypted status per agent, then Search complete', async () => {
    const rec = start(newClient(), { query: 'Paris', outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(await rec.outcome).toBe('complete');
    expect(rec.statuses.map((s) => s.message)).toEqual([
      statusScanning('Paris'),
      ...Array.from({ length: PROFILES_PER_SEARCH }, (_, i) => statusDecrypted(i + 1, PROFILES_PER_SEARCH)),
      STATUS_COMPLETE,
    ]);
    expect(statusDecrypted(3, 12)).toBe('Decrypted profile 3 / 12...');
    expect(statusScanning('Paris')).toBe('Scanning directory for "Paris"...');
    expect(rec.completions).toHaveLength(1);
    expect(rec.completions[0]?.delivered).toBe(PROFILES_PER_SEARCH);
  });

  it('reveals the 12 agents in order, each 200–400 ms after the previous one', async () => {
    const rec = start(newClient(), { query: 'Paris', outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(rec.reveals.map((r) => r.index)).toEqual([...Array(PROFILES_PER_SEARCH).keys()]);
    const times = [0, ...rec.reveals.map((r) => r.at)];
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(REVEAL_MIN);
      expect(gap).toBeLessThanOrEqual(REVEAL_MAX);
    }
    // The random source really sets the delay: 0.1 → 220 ms, 0.9 → 380 ms.
    expect(gaps.slice(0, 2)).toEqual([220, 380]);
    // Each agent's status comes with its reveal, and completion right after the last.
    const complete = rec.statuses.at(-1);
    expect(complete).toEqual({ at: rec.reveals.at(-1)?.at, message: STATUS_COMPLETE });
  });

  it('does not reveal an agent before 200 ms even when the random source returns its extremes', async () => {
    const low = start(newClient(), { query: 'Oslo', outage: 'never' }, () => 0);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(low.reveals.map((r) => r.at)).toEqual(low.reveals.map((_, i) => (i + 1) * REVEAL_MIN));

    const high = start(newClient(), { query: 'Oslo', outage: 'never' }, () => 0.999999);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    const last = high.reveals.at(-1)?.at ?? 0;
    // Timers run at whole milliseconds, so a draw just under 400 ms fires at 399.
    expect(last).toBeGreaterThanOrEqual(PROFILES_PER_SEARCH * (REVEAL_MAX - 1));
    expect(last).toBeLessThanOrEqual(PROFILES_PER_SEARCH * REVEAL_MAX);
  });

  it('lets "Scanning…" be typed in full before the first agent appears', async () => {
    const typingMs = (message: string) => message.length * 25;
    const rec = start(newClient(), { query: 'Paris', outage: 'never' }, () => 0.5, typingMs);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    const scanningShown = typingMs(statusScanning('Paris')); // 825 ms
    expect(rec.reveals[0]?.at).toBe(scanningShown + 300);
    expect(await rec.outcome).toBe('complete');
  });

  it('types each outage message in full before its wait, so neither is cut off', async () => {
    const typingMs = (message: string) => message.length * 25;
    const rec = start(newClient(), { query: 'Paris', outage: 'always' }, () => 0.5, typingMs);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    const at = (message: string) => rec.statuses.find((s) => s.message === message)?.at ?? NaN;
    expect(at(STATUS_OUTAGE_LOST)).toBe(typingMs(statusScanning('Paris')));
    expect(at(STATUS_OUTAGE_RESTORED) - at(STATUS_OUTAGE_LOST)).toBe(typingMs(STATUS_OUTAGE_LOST) + 2500);
    expect(rec.reveals[0]?.at).toBe(
      at(STATUS_OUTAGE_RESTORED) + typingMs(STATUS_OUTAGE_RESTORED) + OUTAGE_RECOVERY_MS + 300,
    );
  });

  it('never lets a "Decrypted…" message being typed hold back the next reveal', async () => {
    const rec = start(
      newClient(),
      { query: 'Paris', outage: 'never' },
      () => 0.5,
      (message) => (message.startsWith('Decrypted') ? 10_000 : 0), // far longer than any reveal gap
    );
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    const times = rec.reveals.map((r) => r.at);
    expect(times).toHaveLength(PROFILES_PER_SEARCH);
    expect(times.slice(1).map((t, i) => t - (times[i] ?? 0))).toEqual(
      Array(PROFILES_PER_SEARCH - 1).fill(300),
    );
  });

  it('stops waiting for "Scanning…" as soon as the search is cancelled', async () => {
    const client = newClient();
    const rec = start(
      client,
      { query: 'Paris', outage: 'never' },
      () => 0.5,
      () => 60_000,
    );
    await vi.advanceTimersByTimeAsync(100);
    rec.controller.abort();
    expect(await rec.outcome).toBe('cancelled');
    expect(rec.statuses.map((s) => s.message)).toEqual([statusScanning('Paris')]);
    expect(rec.reveals).toHaveLength(0);
  });

  it('waits for an agent the worker has not sent yet, then still pauses before revealing it', async () => {
    const client = newClient({ mode: 'manual' });
    const rec = start(client, { query: 'Lima', outage: 'never' }, () => 0.5);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(rec.reveals).toHaveLength(0);
    expect(rec.statuses.map((s) => s.message)).toEqual([statusScanning('Lima')]);

    const search = client.searches[0]!;
    search.deliver(1); // out of order: 1 must still wait for 0
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rec.reveals).toHaveLength(0);

    search.deliver(0);
    await vi.advanceTimersByTimeAsync(299);
    expect(rec.reveals).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(rec.reveals.map((r) => r.index)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(300);
    expect(rec.reveals.map((r) => r.index)).toEqual([0, 1]);

    for (let i = 2; i < PROFILES_PER_SEARCH; i++) search.deliver(i);
    search.finish();
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await rec.outcome).toBe('complete');
    expect(rec.reveals).toHaveLength(PROFILES_PER_SEARCH);
  });

  it('plays the outage after Scanning and before the first agent, with its timings', async () => {
    const r = 0.5;
    const rec = start(newClient(), { query: 'Cairo', outage: 'always' }, () => r);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    const reveal = REVEAL_MIN + r * (REVEAL_MAX - REVEAL_MIN); // 300
    const outage = OUTAGE_MS[0] + r * (OUTAGE_MS[1] - OUTAGE_MS[0]); // 2500
    // Messages show at once here (no typing time), so the waits are the spec's alone.
    expect(rec.statuses.slice(0, 4)).toEqual([
      { at: 0, message: statusScanning('Cairo') },
      { at: 0, message: STATUS_OUTAGE_LOST },
      { at: outage, message: STATUS_OUTAGE_RESTORED },
      { at: outage + OUTAGE_RECOVERY_MS + reveal, message: statusDecrypted(1, 12) },
    ]);
    expect(rec.reveals[0]?.at).toBe(outage + OUTAGE_RECOVERY_MS + reveal);
    expect(STATUS_OUTAGE_LOST).toBe('⚠ Connection lost. Re-routing through safe node...');
    expect(STATUS_OUTAGE_RESTORED).toBe('Secure channel restored. Continuing search...');
    expect(await rec.outcome).toBe('complete');
    expect(rec.statuses.at(-1)?.message).toBe(STATUS_COMPLETE);
  });

  it('keeps the outage between 2 and 3 s at both ends of the random range', async () => {
    for (const [r, expected] of [
      [0, OUTAGE_MS[0]],
      [0.999999, OUTAGE_MS[1]],
    ] as const) {
      const rec = start(newClient(), { query: 'Rome', outage: 'always' }, () => r);
      await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
      const lost = rec.statuses.find((s) => s.message === STATUS_OUTAGE_LOST)?.at ?? NaN;
      const restored = rec.statuses.find((s) => s.message === STATUS_OUTAGE_RESTORED)?.at ?? NaN;
      expect(restored - lost).toBeGreaterThanOrEqual(expected - 1);
      expect(restored - lost).toBeLessThanOrEqual(expected);
    }
  });

  it('plays the outage on random draws under 5% only, unless forced', () => {
    expect(shouldPlayOutage('random', () => 0.0499)).toBe(true);
    expect(shouldPlayOutage('random', () => 0.05)).toBe(false);
    expect(shouldPlayOutage(undefined, () => 0.01)).toBe(true);
    expect(shouldPlayOutage('always', () => 0.99)).toBe(true);
    expect(shouldPlayOutage('never', () => 0)).toBe(false);
  });

  it('never shows the outage when told not to, even on a draw that would play it', async () => {
    const rec = start(newClient(), { query: 'Rome', outage: 'never' }, () => 0);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(rec.statuses.map((s) => s.message)).not.toContain(STATUS_OUTAGE_LOST);
  });

  it('cancels: once a second search starts, no agent of the first is ever revealed', async () => {
    const client = newClient({ mode: 'manual' });
    const first = start(client, { query: 'Tokyo', outage: 'never' });
    const a = client.searches[0]!;
    for (let i = 0; i < PROFILES_PER_SEARCH; i++) a.deliver(i);
    await vi.advanceTimersByTimeAsync(900);
    const revealedBefore = first.reveals.length;
    expect(revealedBefore).toBeGreaterThan(0);
    expect(revealedBefore).toBeLessThan(PROFILES_PER_SEARCH);

    first.controller.abort();
    const second = start(client, { query: 'Berlin', outage: 'never' });
    expect(a.signal.aborted).toBe(true); // the client was told, so the worker can stop
    // The old search's messages still in flight must be ignored too.
    a.deliver(PROFILES_PER_SEARCH - 1);
    a.finish();
    const b = client.searches[1]!;
    for (let i = 0; i < PROFILES_PER_SEARCH; i++) b.deliver(i);
    b.finish();
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(await first.outcome).toBe('cancelled');
    expect(first.reveals).toHaveLength(revealedBefore);
    expect(first.completions).toHaveLength(0);
    expect(first.statuses.at(-1)?.message).toBe(statusDecrypted(revealedBefore, 12));
    expect(await second.outcome).toBe('complete');
    expect(second.reveals.map((r) => r.agent.codename)).toEqual(
      Array.from({ length: PROFILES_PER_SEARCH }, (_, i) => `Berlin#${i}`),
    );
  });

  it('cancels during the outage without another status', async () => {
    const rec = start(newClient(), { query: 'Quito', outage: 'always' }, () => 0.5);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rec.statuses.at(-1)?.message).toBe(STATUS_OUTAGE_LOST);
    rec.controller.abort();
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await rec.outcome).toBe('cancelled');
    expect(rec.statuses.map((s) => s.message)).toEqual([statusScanning('Quito'), STATUS_OUTAGE_LOST]);
    expect(rec.reveals).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0); // the pending sleep was cleared, not left to fire
  });

  it('ignores an empty or blank query: no request, no status', async () => {
    const client = newClient();
    for (const query of ['', '   ', '\t\n']) {
      const rec = start(client, { query });
      expect(await rec.outcome).toBe('ignored');
      expect(rec.statuses).toEqual([]);
    }
    expect(client.searches).toHaveLength(0);
    expect(normalizeQuery('  Paris ')).toBe('Paris');
    expect(normalizeQuery(' \u00a0 ')).toBeNull();
  });

  it('passes the query, the seed and the keyword profession through untouched', async () => {
    const client = newClient();
    const rec = start(client, { query: '  Weapon dealers in Paris ', seed: 1234, outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(client.searches[0]?.request).toEqual({ query: 'Weapon dealers in Paris', seed: 1234, count: 12 });
    expect(rec.statuses[0]?.message).toBe('Scanning directory for "Weapon dealers in Paris"...');
    expect(rec.reveals.every((r) => r.agent.profession === 'Weapons Consultant')).toBe(true);
    expect(rec.plans).toEqual([expect.objectContaining({ seed: 1234, query: 'Weapon dealers in Paris' })]);
  });

  it('reports the seed the worker drew when none was given', async () => {
    const client = newClient({ drawnSeed: 987654321 });
    const rec = start(client, { query: 'Lagos', outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(client.searches[0]?.request.seed).toBeUndefined();
    expect(rec.plans[0]?.seed).toBe(987654321);
    expect(rec.completions[0]?.seed).toBe(987654321);
  });

  it('completes with fewer agents when the worker delivers fewer than planned', async () => {
    const rec = start(newClient({ available: 5 }), { query: 'Nuuk', outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await rec.outcome).toBe('complete');
    expect(rec.reveals).toHaveLength(5);
    expect(rec.statuses.at(-2)?.message).toBe(statusDecrypted(5, 12));
    expect(rec.statuses.at(-1)?.message).toBe(STATUS_COMPLETE);
  });

  it('says the search failed when the worker fails, instead of hanging on Scanning', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = newClient({ mode: 'manual' });
    const rec = start(client, { query: 'Paris', outage: 'never' });
    client.searches[0]?.fail(new Error('cities.json: 404'));
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await rec.outcome).toBe('failed');
    expect(rec.statuses.map((s) => s.message)).toEqual([statusScanning('Paris'), STATUS_FAILED]);
    expect(rec.completions).toHaveLength(0);
  });

  it("shows the worker's own plain-words refusal when it gives one", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = newClient({ mode: 'manual' });
    const rec = start(client, { query: 'Paris', outage: 'never' });
    const refusal = Object.assign(new Error('City index unavailable — try a city name when back online.'), {
      name: 'MissionError',
    });
    client.searches[0]?.fail(refusal);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await rec.outcome).toBe('failed');
    expect(rec.statuses.at(-1)?.message).toBe('City index unavailable — try a city name when back online.');
  });
});
