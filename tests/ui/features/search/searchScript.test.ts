import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Agent, SearchPlan, SearchSummary } from '../../../../src/shared/types.ts';
import { AgentResults } from '../../../../src/ui/mission/agentResults.ts';
import type { Mission } from '../../../../src/ui/mission/missionStore.ts';
import {
  OUTAGE_MS,
  OUTAGE_RECOVERY_MS,
  REVEAL_DELAY_MS,
} from '../../../../src/ui/features/search/constants.ts';
import { PROFILES_PER_SEARCH } from '../../../../src/shared/limits.ts';
import {
  runSearchScript,
  shouldPlayOutage,
  type NextFrame,
  type SearchOutcome,
} from '../../../../src/ui/features/search/searchScript.ts';
import { sleep } from '../../../../src/ui/features/search/sleep.ts';
import {
  STATUS_COMPLETE,
  STATUS_FAILED,
  STATUS_OUTAGE_LOST,
  STATUS_OUTAGE_RESTORED,
  statusDecrypted,
  statusScanning,
} from '../../../../src/ui/features/search/statusMessages.ts';
import type { DirectoryClient } from '../../../../src/ui/workerBridge/directoryClient.ts';
import { FakeDirectoryClient, type FakeClientOptions } from '../../fakes/fakeDirectoryClient.ts';

/** Everything one search did, with the fake clock's time of each event. */
interface Recording {
  statuses: { at: number; message: string; typed: boolean }[];
  /** The messages shown as a running count (`progress: true`), which screen readers hear only some of. */
  progress: string[];
  /** Every agent shown, one entry each, read from the results store as onReveal uncovers it. */
  reveals: { at: number; agent: Agent; index: number }[];
  /** Each onReveal call: how many agents it showed, and how many had arrived by then. */
  revealCalls: { at: number; revealed: number; arrived: number }[];
  plans: SearchPlan[];
  completions: SearchSummary[];
  /** The `ms` of every deps.sleep call (frames are not sleeps). */
  sleeps: number[];
  /** How many frames the script asked for. */
  frames: number;
  outcome: Promise<SearchOutcome>;
  controller: AbortController;
}

/** One frame on the fake clock. */
const FRAME_MS = 16;
const frameOnFakeClock: NextFrame = (signal) => sleep(FRAME_MS, signal);
/** A frame that comes even after the search was cancelled: the script must check for itself. */
const frameIgnoringAbort: NextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, FRAME_MS));

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
  client: DirectoryClient,
  mission: Mission,
  random: () => number = cyclingRandom([0.1, 0.9, 0.5, 0.99, 0]),
  showMs?: (message: string) => number,
  nextFrame: NextFrame = frameOnFakeClock,
): Recording {
  const controller = new AbortController();
  const t0 = Date.now();
  let results: AgentResults | null = null;
  const rec: Omit<Recording, 'outcome'> = {
    statuses: [],
    progress: [],
    reveals: [],
    revealCalls: [],
    plans: [],
    completions: [],
    sleeps: [],
    frames: 0,
    controller,
  };
  const outcome = runSearchScript(
    mission,
    {
      client,
      sleep: (ms, signal) => {
        rec.sleeps.push(ms);
        return sleep(ms, signal);
      },
      nextFrame: (signal) => {
        rec.frames++;
        return nextFrame(signal);
      },
      random,
    },
    {
      onStatus: (message, { typed, progress }) => {
        rec.statuses.push({ at: Date.now() - t0, message, typed });
        if (progress === true) rec.progress.push(message);
        if (showMs === undefined) return;
        return new Promise<void>((resolve) => setTimeout(resolve, showMs(message)));
      },
      // The owner's part: a store for the plan, which the script must fill and onReveal reads from.
      onPlan: (plan) => {
        rec.plans.push(plan);
        const store = new AgentResults(plan.count);
        results = store;
        return store;
      },
      onReveal: (revealed) => {
        const at = Date.now() - t0;
        if (results === null) throw new Error('onReveal before onPlan');
        rec.revealCalls.push({ at, revealed, arrived: results.length });
        // Agent i for i < revealed: throws (and fails the test) if one was shown before it arrived.
        for (let index = rec.reveals.length; index < revealed; index++) {
          rec.reveals.push({ at, agent: results.agent(index), index });
        }
      },
      onComplete: (summary) => rec.completions.push(summary),
    },
    controller.signal,
  );
  return Object.assign(rec, { outcome }); // the same object, so counts like `frames` stay live
}

function newClient(options: FakeClientOptions = {}) {
  return new FakeDirectoryClient(options);
}

/**
 * The fake worker, except that each search's plan waits until `sendPlans()`: the real worker plans
 * only once its city index has loaded, and may refuse before it plans at all.
 */
function planningLate(fake: FakeDirectoryClient) {
  const held: (() => void)[] = [];
  const client: DirectoryClient = {
    prepare: () => fake.prepare(),
    agent: (request, index) => fake.agent(request, index),
    dossier: (request) => fake.dossier(request),
    table: (request) => fake.table(request),
    search: (request, listener, signal) =>
      fake.search(
        request,
        {
          onPlan: (plan) => held.push(() => listener.onPlan(plan)),
          onChunk: (chunk) => listener.onChunk(chunk),
        },
        signal,
      ),
  };
  return { client, sendPlans: () => held.splice(0).forEach((send) => send()) };
}

/** The outcome once settled, or 'pending': shows whether a search is still stuck waiting. */
function settled(outcome: Promise<SearchOutcome>): () => SearchOutcome | 'pending' {
  let value: SearchOutcome | 'pending' = 'pending';
  void outcome.then((result) => (value = result));
  return () => value;
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
    expect(complete).toEqual({ at: rec.reveals.at(-1)?.at, message: STATUS_COMPLETE, typed: true });
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
    search.deliver(0);
    await vi.advanceTimersByTimeAsync(299);
    expect(rec.reveals).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(rec.reveals.map((r) => r.index)).toEqual([0]);

    // Agent 1 is late: nothing is shown while it is awaited, and it still gets its full pause.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rec.reveals.map((r) => r.index)).toEqual([0]);
    search.deliver(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(rec.reveals.map((r) => r.index)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
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
      { at: 0, message: statusScanning('Cairo'), typed: true },
      { at: 0, message: STATUS_OUTAGE_LOST, typed: true },
      { at: outage, message: STATUS_OUTAGE_RESTORED, typed: true },
      { at: outage + OUTAGE_RECOVERY_MS + reveal, message: statusDecrypted(1, 12), typed: true },
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

  it('ignores an empty query: no request, no status', async () => {
    const client = newClient();
    const rec = start(client, { query: '' });
    expect(await rec.outcome).toBe('ignored');
    expect(rec.statuses).toEqual([]);
    expect(client.searches).toHaveLength(0);
  });

  it('does nothing for a search cancelled before it began: no request, no status, no callback', async () => {
    const client = newClient();
    const controller = new AbortController();
    controller.abort();
    const calls: string[] = [];
    const outcome = await runSearchScript(
      { query: 'Paris', outage: 'never' },
      { client, sleep, nextFrame: frameOnFakeClock, random: () => 0.5 },
      {
        onStatus: (message) => void calls.push(`status ${message}`),
        onPlan: (plan) => {
          calls.push('plan');
          return new AgentResults(plan.count);
        },
        onReveal: () => calls.push('reveal'),
        onComplete: () => calls.push('complete'),
      },
      controller.signal,
    );
    expect(outcome).toBe('cancelled');
    expect(client.searches).toHaveLength(0);
    expect(calls).toEqual([]);
  });

  it('stops at once when cancelled while waiting for the worker’s first agent', async () => {
    const client = newClient({ mode: 'manual' });
    const rec = start(client, { query: 'Lima', outage: 'never' }, () => 0.5);
    const outcome = settled(rec.outcome);
    await vi.advanceTimersByTimeAsync(5_000); // planned, but no agent has come
    expect(outcome()).toBe('pending');

    rec.controller.abort();
    await vi.advanceTimersByTimeAsync(0); // no timer is involved: the abort alone ends the wait
    expect(outcome()).toBe('cancelled');
    expect(rec.statuses.map((s) => s.message)).toEqual([statusScanning('Lima')]);
  });

  it('calls nothing for a plan that arrives after the search was cancelled', async () => {
    const late = planningLate(newClient({ mode: 'manual' }));
    const rec = start(late.client, { query: 'Lima', outage: 'never' }, () => 0.5);
    await vi.advanceTimersByTimeAsync(1_000);
    rec.controller.abort();
    late.sendPlans();
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(await rec.outcome).toBe('cancelled');
    expect(rec.plans).toEqual([]);
    expect(rec.statuses.map((s) => s.message)).toEqual([statusScanning('Lima')]);
  });

  it('waits for a plan that comes after "Scanning…" and then reveals as usual', async () => {
    const fake = newClient({ mode: 'manual' });
    const late = planningLate(fake);
    const rec = start(late.client, { query: 'Lima', outage: 'never' }, () => 0.5);
    await vi.advanceTimersByTimeAsync(1_000); // the city index is still loading
    expect(rec.plans).toEqual([]);
    late.sendPlans();
    const search = fake.searches[0]!;
    for (let i = 0; i < PROFILES_PER_SEARCH; i++) search.deliver(i);
    search.finish();
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(await rec.outcome).toBe('complete');
    expect(rec.plans).toHaveLength(1);
    expect(rec.reveals.map((r) => r.index)).toEqual([...Array(PROFILES_PER_SEARCH).keys()]);
  });

  it('passes the query, the seed, the version and the keyword profession through untouched', async () => {
    const client = newClient();
    // The owner normalised it already: the script does not trim or cut it again.
    const rec = start(client, {
      query: 'Weapon dealers in Paris ',
      seed: '1234',
      version: 2,
      outage: 'never',
    });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(client.searches[0]?.request).toEqual({
      query: 'Weapon dealers in Paris ',
      seed: '1234',
      version: 2,
      count: 12,
    });
    expect(rec.statuses[0]?.message).toBe('Scanning directory for "Weapon dealers in Paris "...');
    expect(rec.reveals.every((r) => r.agent.profession === 'Weapons Consultant')).toBe(true);
    expect(rec.plans).toEqual([
      expect.objectContaining({ seed: '1234', version: 2, query: 'Weapon dealers in Paris ' }),
    ]);
  });

  it('passes a text seed and an old version as given, and reports them back from the plan', async () => {
    const client = newClient();
    const rec = start(client, { query: 'paris', seed: 'launch demo', version: 1, outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(client.searches[0]?.request).toEqual({
      query: 'paris',
      seed: 'launch demo',
      version: 1,
      count: 12,
    });
    expect(rec.plans).toEqual([expect.objectContaining({ seed: 'launch demo', version: 1 })]);
  });

  it('asks for no version when the mission has none, so the worker runs its latest', async () => {
    const client = newClient();
    start(client, { query: 'paris', seed: '42', outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(client.searches[0]?.request).toStrictEqual({ query: 'paris', seed: '42', count: 12 });
  });

  it('asks the worker for the pinned place, and for none when the mission has no pin', async () => {
    const client = newClient();
    start(client, { query: 'paris', seed: '42', place: 'city:2996944', outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    start(client, { query: 'paris', seed: '42', outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(client.searches[0]?.request).toEqual({
      query: 'paris',
      seed: '42',
      count: 12,
      place: 'city:2996944',
    });
    expect(client.searches[1]?.request).not.toHaveProperty('place');
  });

  it('reports the seed the worker drew when none was given', async () => {
    const client = newClient({ drawnSeed: 987654321 });
    const rec = start(client, { query: 'Lagos', outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    // No seed field at all, not one set to undefined: the request asks for the query and count only.
    expect(client.searches[0]?.request).toStrictEqual({ query: 'Lagos', count: PROFILES_PER_SEARCH });
    // As the worker reports every seed: as text, a drawn one as its digits.
    expect(rec.plans[0]?.seed).toBe('987654321');
    expect(rec.completions[0]?.seed).toBe('987654321');
  });

  it('completes with fewer agents when the worker delivers fewer than planned', async () => {
    const rec = start(newClient({ available: 5 }), { query: 'Nuuk', outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await rec.outcome).toBe('complete');
    expect(rec.reveals).toHaveLength(5);
    expect(rec.statuses.at(-2)?.message).toBe(statusDecrypted(5, 12));
    expect(rec.statuses.at(-1)?.message).toBe(STATUS_COMPLETE);
  });

  it('says the search failed when the worker fails, instead of hanging on Scanning, and reports the fault', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = newClient({ mode: 'manual' });
    const rec = start(client, { query: 'Paris', outage: 'never' });
    const fault = new Error('cities.json: 404');
    client.searches[0]?.fail(fault);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await rec.outcome).toBe('failed');
    expect(rec.statuses.map((s) => s.message)).toEqual([statusScanning('Paris'), STATUS_FAILED]);
    expect(rec.completions).toHaveLength(0);
    // A fault is an error report, saying what failed, and not a warning.
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/search failed/i), fault);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('still reveals the agents that arrived before the worker failed, then says the search failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = newClient({ mode: 'manual' });
    const rec = start(client, { query: 'Paris', outage: 'never' }, () => 0.5);
    const search = client.searches[0]!;
    for (let i = 0; i < 5; i++) search.deliver(i);
    search.fail(new Error('worker crashed'));
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(await rec.outcome).toBe('failed');
    expect(rec.reveals.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
    expect(rec.statuses.map((s) => s.message)).toEqual([
      statusScanning('Paris'),
      ...[1, 2, 3, 4, 5].map((n) => statusDecrypted(n, PROFILES_PER_SEARCH)),
      STATUS_FAILED,
    ]);
    expect(rec.completions).toEqual([]);
  });

  it('fails, rather than completing, when the worker reports a cancellation nobody asked for', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = newClient();
    const takenOver: DirectoryClient = {
      prepare: () => fake.prepare(),
      agent: (request, index) => fake.agent(request, index),
      dossier: (request) => fake.dossier(request),
      table: (request) => fake.table(request),
      search: (request, listener, signal) =>
        fake.search(request, listener, signal).then((summary) => ({ ...summary, cancelled: true })),
    };
    const rec = start(takenOver, { query: 'Paris', outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(await rec.outcome).toBe('failed');
    expect(rec.completions).toEqual([]);
    expect(rec.statuses.at(-1)?.message).toBe(STATUS_FAILED);
    expect(rec.statuses.map((s) => s.message)).not.toContain(STATUS_COMPLETE);
    // The console says why: the worker cancelled it.
    expect(errors).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: expect.stringMatching(/cancelled/i) }),
    );
  });

  it("shows the worker's own plain-words refusal when it gives one, as a warning rather than an error", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = newClient({ mode: 'manual' });
    const rec = start(client, { query: 'Paris', outage: 'never' });
    const refusal = Object.assign(new Error('City index unavailable — try a city name when back online.'), {
      name: 'MissionError',
    });
    client.searches[0]?.fail(refusal);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await rec.outcome).toBe('failed');
    expect(rec.statuses.at(-1)?.message).toBe('City index unavailable — try a city name when back online.');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledWith(
      'Search refused:',
      'City index unavailable — try a city name when back online.',
    );
  });

  it('shows the refusal the worker gives before it plans anything (offline, no city index)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = newClient({ mode: 'manual' });
    const late = planningLate(fake); // the plan never comes: the worker refuses first
    const rec = start(late.client, { query: 'Paris', outage: 'never' });
    const refusal = Object.assign(new Error('City index unavailable — try a city name when back online.'), {
      name: 'MissionError',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    fake.searches[0]?.fail(refusal);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(await rec.outcome).toBe('failed');
    expect(rec.plans).toEqual([]);
    expect(rec.statuses.map((s) => s.message)).toEqual([
      statusScanning('Paris'),
      'City index unavailable — try a city name when back online.',
    ]);
  });

  it('shows the generic failure line for a refusal without words, or for anything that only looks like one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wordless = Object.assign(new Error(''), { name: 'MissionError' });
    const notAnError = { name: 'MissionError', message: 'Not thrown as an Error.' };
    for (const failure of [wordless, notAnError]) {
      const client = newClient({ mode: 'manual' });
      const rec = start(client, { query: 'Paris', outage: 'never' });
      client.searches[0]?.fail(failure);
      await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
      expect(await rec.outcome).toBe('failed');
      expect(rec.statuses.at(-1)?.message).toBe(STATUS_FAILED);
      expect(errors).toHaveBeenLastCalledWith(expect.any(String), failure);
    }
    expect(warnings).not.toHaveBeenCalled();
  });
});

describe('runSearchScript: bulk searches (more than 12 agents)', () => {
  const BULK = 1000;
  const messages = (rec: Recording) => rec.statuses.map((s) => s.message);
  const revealedCounts = (rec: Recording) => rec.revealCalls.map((r) => r.revealed);

  it('shows its messages whole and reveals what has arrived each frame, with no 200–400 ms pauses', async () => {
    const client = newClient(); // all 1,000 agents arrive, one chunk each, before the first frame
    const rec = start(client, { query: 'Paris', count: BULK, outage: 'never' });
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(await rec.outcome).toBe('complete');
    expect(client.searches[0]?.request).toEqual({ query: 'Paris', count: BULK });
    expect(messages(rec)).toEqual([statusScanning('Paris'), statusDecrypted(BULK, BULK), STATUS_COMPLETE]);
    expect(rec.statuses.map((s) => s.typed)).toEqual([false, false, false]);
    // 1,000 chunks between two frames make one reveal, not 1,000.
    expect(revealedCounts(rec)).toEqual([BULK]);
    expect(rec.reveals.map((r) => r.agent.codename)).toEqual(
      Array.from({ length: BULK }, (_, i) => `Paris#${i}`),
    );
    // No pause but frames: the script never slept, and all the time it took was its frames. Everything
    // had arrived by the first, so it was the only one: the search completes in the frame that shows
    // its last agents, not a frame later.
    expect(rec.sleeps).toEqual([]);
    const completedAt = rec.statuses.at(-1)?.at ?? NaN;
    expect(rec.frames).toBe(1);
    expect(completedAt).toBe(FRAME_MS);
    expect(rec.revealCalls.at(-1)?.at).toBe(completedAt);
    expect(completedAt).toBeLessThan(REVEAL_MIN);
    expect(rec.completions).toEqual([expect.objectContaining({ delivered: BULK, count: BULK })]);
  });

  it('reveals in batches, growing, never ahead of what has arrived, then completes', async () => {
    const client = newClient({ mode: 'manual' });
    const rec = start(client, { query: 'Lima', count: BULK, outage: 'never' });
    await vi.advanceTimersByTimeAsync(100);
    expect(rec.revealCalls).toEqual([]); // nothing has arrived, so nothing is shown
    const search = client.searches[0]!;

    search.deliverRange(0, 64);
    await vi.advanceTimersByTimeAsync(FRAME_MS / 2);
    expect(rec.revealCalls).toEqual([]); // shown at the frame, not as the chunk comes in
    search.deliverRange(64, 128); // arrives while the frame is awaited: joins its batch
    await vi.advanceTimersByTimeAsync(FRAME_MS / 2);
    expect(revealedCounts(rec)).toEqual([128]);

    search.deliverRange(128, 256);
    search.deliverRange(256, 512);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(revealedCounts(rec)).toEqual([128, 512]);

    // No new agents: frames pass without a reveal or a status.
    const statusesSoFar = rec.statuses.length;
    await vi.advanceTimersByTimeAsync(10 * FRAME_MS);
    expect(revealedCounts(rec)).toEqual([128, 512]);
    expect(rec.statuses).toHaveLength(statusesSoFar);

    for (let first = 512; first < BULK; first += 122) search.deliverRange(first, Math.min(BULK, first + 122));
    search.finish();
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(await rec.outcome).toBe('complete');
    expect(revealedCounts(rec)).toEqual([128, 512, BULK]); // 11 chunks, 3 reveals
    for (const call of rec.revealCalls) expect(call.revealed).toBeLessThanOrEqual(call.arrived);
    expect(rec.reveals.map((r) => r.index)).toEqual([...Array(BULK).keys()]);
    expect(messages(rec)).toEqual([
      statusScanning('Lima'),
      statusDecrypted(128, BULK),
      statusDecrypted(512, BULK),
      statusDecrypted(BULK, BULK),
      STATUS_COMPLETE,
    ]);
    expect(rec.statuses.every((s) => !s.typed)).toBe(true);
    expect(rec.sleeps).toEqual([]);
    expect(rec.completions).toHaveLength(1);
  });

  it('waits for the agents a summary counts when the summary comes before the last chunk', async () => {
    // The worker answers right behind its last chunk, and the two travel on different ports.
    const client = newClient({ mode: 'manual' });
    const rec = start(client, { query: 'Lima', count: BULK, outage: 'never' });
    await vi.advanceTimersByTimeAsync(100);
    const search = client.searches[0]!;
    search.deliverRange(0, 512);
    search.finish();
    await vi.advanceTimersByTimeAsync(10 * FRAME_MS);
    expect(revealedCounts(rec)).toEqual([512]);
    expect(rec.completions).toEqual([]);
    expect(messages(rec)).not.toContain(STATUS_COMPLETE);

    search.deliverRange(512, BULK);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await rec.outcome).toBe('complete');
    expect(revealedCounts(rec)).toEqual([512, BULK]);
    expect(rec.completions).toEqual([expect.objectContaining({ delivered: BULK })]);
  });

  it('fails, rather than waiting for ever, when the page cannot take a chunk in', async () => {
    const client = newClient({ mode: 'manual' });
    const rec = start(client, { query: 'Lima', count: BULK, outage: 'never' });
    await vi.advanceTimersByTimeAsync(100);
    const search = client.searches[0]!;
    search.deliverRange(0, 64);
    // A chunk that says it holds more agents than the search has room for.
    expect(() => search.deliverRange(64, BULK + 1)).toThrow();
    search.finish();
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await rec.outcome).toBe('failed');
    expect(messages(rec).at(-1)).toBe(STATUS_FAILED);
    expect(rec.completions).toEqual([]);
  });

  it('still plays the outage, whole, before revealing anything', async () => {
    const r = 0.5;
    const rec = start(newClient(), { query: 'Cairo', count: BULK, outage: 'always' }, () => r);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    const outage = OUTAGE_MS[0] + r * (OUTAGE_MS[1] - OUTAGE_MS[0]); // 2500
    expect(await rec.outcome).toBe('complete');
    expect(rec.statuses.slice(0, 3)).toEqual([
      { at: 0, message: statusScanning('Cairo'), typed: false },
      { at: 0, message: STATUS_OUTAGE_LOST, typed: false },
      { at: outage, message: STATUS_OUTAGE_RESTORED, typed: false },
    ]);
    expect(messages(rec).slice(3)).toEqual([statusDecrypted(BULK, BULK), STATUS_COMPLETE]);
    // Every agent had arrived at once, yet none is shown until the channel is restored and settled.
    const firstReveal = rec.revealCalls[0]?.at ?? NaN;
    expect(firstReveal).toBeGreaterThanOrEqual(outage + OUTAGE_RECOVERY_MS);
    expect(firstReveal).toBeLessThanOrEqual(outage + OUTAGE_RECOVERY_MS + FRAME_MS);
    // The outage's waits are the only sleeps: no per-agent pause.
    expect(rec.sleeps).toEqual([outage, OUTAGE_RECOVERY_MS]);
  });

  it('stops at once when a newer search starts: no reveal or status after the abort', async () => {
    const client = newClient({ mode: 'manual' });
    const first = start(client, { query: 'Tokyo', count: BULK, outage: 'never' });
    const a = client.searches[0]!;
    a.deliverRange(0, 64);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(revealedCounts(first)).toEqual([64]);

    a.deliverRange(64, 128);
    await vi.advanceTimersByTimeAsync(FRAME_MS / 2); // this batch is waiting for its frame
    first.controller.abort();
    expect(vi.getTimerCount()).toBe(0); // the pending frame was given up, not left to fire
    const statusesAtAbort = [...first.statuses];

    const second = start(client, { query: 'Berlin', count: BULK, outage: 'never' });
    expect(a.signal.aborted).toBe(true);
    a.deliverRange(128, BULK); // the old search's chunks still in flight
    a.finish();
    const b = client.searches[1]!;
    b.deliverRange(0, BULK);
    b.finish();
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);

    expect(await first.outcome).toBe('cancelled');
    expect(revealedCounts(first)).toEqual([64]);
    expect(first.statuses).toEqual(statusesAtAbort);
    expect(first.statuses.at(-1)?.message).toBe(statusDecrypted(64, BULK));
    expect(first.completions).toHaveLength(0);
    expect(await second.outcome).toBe('complete');
    expect(second.reveals.map((r) => r.agent.codename)).toEqual(
      Array.from({ length: BULK }, (_, i) => `Berlin#${i}`),
    );
  });

  it('shows nothing more even when a frame comes after the abort', async () => {
    const client = newClient({ mode: 'manual' });
    const rec = start(
      client,
      { query: 'Oslo', count: BULK, outage: 'never' },
      undefined,
      undefined,
      frameIgnoringAbort,
    );
    const search = client.searches[0]!;
    search.deliverRange(0, 64);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    search.deliverRange(64, 128);
    await vi.advanceTimersByTimeAsync(FRAME_MS / 2);
    rec.controller.abort();
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS); // the late frame fires here

    expect(await rec.outcome).toBe('cancelled');
    expect(revealedCounts(rec)).toEqual([64]);
    expect(messages(rec)).toEqual([statusScanning('Oslo'), statusDecrypted(64, BULK)]);
  });

  it('marks only its running count as progress; the spec’s search has none', async () => {
    const client = newClient({ mode: 'manual' });
    const bulk = start(client, { query: 'Lima', count: BULK, outage: 'always' }, () => 0.5);
    const search = client.searches[0]!;
    search.deliverRange(0, 400);
    await vi.advanceTimersByTimeAsync(5_000);
    search.deliverRange(400, BULK);
    search.finish();
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await bulk.outcome).toBe('complete');
    // Scanning, the outage and completion are each said in full; the count is progress.
    expect(bulk.progress).toEqual([statusDecrypted(400, BULK), statusDecrypted(BULK, BULK)]);

    const spec = start(newClient(), { query: 'Lima', outage: 'always' }, () => 0.5);
    await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
    expect(await spec.outcome).toBe('complete');
    expect(spec.progress).toEqual([]);
  });

  it('types the messages of a search of 12 (given or by default), but not of 13', async () => {
    for (const [count, typed, reveals] of [
      [undefined, true, PROFILES_PER_SEARCH],
      [PROFILES_PER_SEARCH, true, PROFILES_PER_SEARCH],
      [PROFILES_PER_SEARCH + 1, false, 1],
    ] as const) {
      const rec = start(newClient(), { query: 'Rome', count, outage: 'always' }, () => 0.5);
      await vi.advanceTimersByTimeAsync(ALL_DONE_MS);
      expect(await rec.outcome).toBe('complete');
      expect(messages(rec)).toContain(STATUS_OUTAGE_RESTORED);
      expect(messages(rec).at(-1)).toBe(STATUS_COMPLETE);
      expect(rec.statuses.map((s) => s.typed)).toEqual(rec.statuses.map(() => typed));
      // The spec's search keeps its one-by-one reveals; 13 is bulk and comes in one batch.
      expect(rec.revealCalls).toHaveLength(reveals);
    }
  });
});
