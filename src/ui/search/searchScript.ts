// The search as the visitor experiences it: statuses, the occasional simulated outage, and
// agents revealed one at a time. The worker delivers agents as fast as it can; this script
// buffers them and does all the pacing. It is plain TypeScript with every effect injected
// (client, clock, randomness, callbacks), so it is tested without React or a worker.
import type { Agent, SearchPlan, SearchRequest, SearchSummary } from '../../shared/types.ts';
import type { DirectoryClient } from '../workerBridge/directoryClient.ts';
import {
  OUTAGE_CHANCE,
  OUTAGE_MS,
  OUTAGE_RECOVERY_MS,
  PROFILES_PER_SEARCH,
  REVEAL_DELAY_MS,
  drawMs,
} from './constants.ts';
import type { Sleep } from './sleep.ts';
import {
  STATUS_COMPLETE,
  STATUS_FAILED,
  STATUS_OUTAGE_LOST,
  STATUS_OUTAGE_RESTORED,
  statusDecrypted,
  statusScanning,
} from './statusMessages.ts';

/** `random` plays the outage on OUTAGE_CHANCE of searches; the others force it (demos, tests). */
export type OutageMode = 'random' | 'always' | 'never';

export interface Mission {
  query: string;
  /** Replays an earlier search exactly; the worker draws (and reports) one when absent. */
  seed?: number | undefined;
  outage?: OutageMode | undefined;
}

export interface SearchScriptDeps {
  client: DirectoryClient;
  sleep: Sleep;
  /** Uniform in [0, 1): decides the outage and draws every delay. */
  random: () => number;
}

export interface SearchScriptCallbacks {
  /**
   * Shows a status message. It may return a promise that settles once the message is whole on
   * screen: the script waits for that after "Scanning…" only, so the scan is seen before the
   * first agent, while later messages never hold back a reveal (a newer one replaces them).
   */
  onStatus(message: string): void | PromiseLike<void>;
  /** The worker's plan, including the seed it used: enough to replay this search. */
  onPlan(plan: SearchPlan): void;
  onReveal(agent: Agent, index: number): void;
  onComplete(summary: SearchSummary): void;
}

export type SearchOutcome = 'ignored' | 'complete' | 'cancelled' | 'failed';

/** The query a search runs with, or null when there is nothing to search for. */
export function normalizeQuery(raw: string): string | null {
  const query = raw.trim();
  return query === '' ? null : query;
}

export function shouldPlayOutage(mode: OutageMode | undefined, random: () => number): boolean {
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  return random() < OUTAGE_CHANCE;
}

/**
 * Plays one search to the end, or until `signal` aborts. After an abort no callback is called
 * again, which is what keeps a cancelled search's agents out of the next one's results.
 *
 * Sequence: "Scanning…" (shown in full) → (outage: "Connection lost…" shown in full, 2–3 s,
 * "Secure channel restored…" shown in full, 0.8 s) → for each agent: wait for it, 200–400 ms,
 * reveal + "Decrypted profile n / total..." → "Search complete." + onComplete. "Decrypted…"
 * messages never hold anything back: the next one replaces them.
 */
export async function runSearchScript(
  mission: Mission,
  deps: SearchScriptDeps,
  callbacks: SearchScriptCallbacks,
  signal: AbortSignal,
): Promise<SearchOutcome> {
  const query = normalizeQuery(mission.query);
  if (query === null) return 'ignored';
  if (signal.aborted) return 'cancelled';

  const request: SearchRequest = { query, count: PROFILES_PER_SEARCH };
  if (mission.seed !== undefined) request.seed = mission.seed;
  const stream = openAgentStream(deps.client, request, signal, callbacks.onPlan);
  // Decided up front so the outage draw does not depend on how fast the worker answers.
  const outage = shouldPlayOutage(mission.outage, deps.random);
  // Checked again after every wait, so even a clock that resolves late cannot let a step through.
  const pause = async (ms: number) => {
    await deps.sleep(ms, signal);
    throwIfAborted(signal);
  };

  try {
    await untilShown(callbacks.onStatus(statusScanning(query)), signal);
    throwIfAborted(signal);
    if (outage) {
      // Each outage message is read in full before its wait: nothing is revealed meanwhile, and a
      // later message would otherwise cut "Secure channel restored…" off mid-word.
      await untilShown(callbacks.onStatus(STATUS_OUTAGE_LOST), signal);
      await pause(drawMs(OUTAGE_MS, deps.random));
      await untilShown(callbacks.onStatus(STATUS_OUTAGE_RESTORED), signal);
      await pause(OUTAGE_RECOVERY_MS);
    }
    for (let index = 0; ; index++) {
      const agent = await stream.next(index);
      if (agent === undefined) break;
      await pause(drawMs(REVEAL_DELAY_MS, deps.random));
      callbacks.onReveal(agent, index);
      callbacks.onStatus(statusDecrypted(index + 1, stream.total()));
    }
    const summary = await stream.summary;
    throwIfAborted(signal);
    // The worker only reports a cancellation we did not ask for if something else took it over.
    if (summary.cancelled) throw new Error('The worker cancelled the search.');
    callbacks.onStatus(STATUS_COMPLETE);
    callbacks.onComplete(summary);
    return 'complete';
  } catch (error) {
    if (signal.aborted) return 'cancelled';
    console.error('Search failed:', error);
    callbacks.onStatus(failureMessage(error));
    return 'failed';
  }
}

/**
 * What the status says when a search fails. The worker's own refusals (MissionError, whose name
 * Comlink carries across) are written for people, e.g. "City index unavailable — try a city name
 * when back online."; anything else gets the generic line.
 */
function failureMessage(error: unknown): string {
  return error instanceof Error && error.name === 'MissionError' && error.message !== ''
    ? error.message
    : STATUS_FAILED;
}

interface AgentStream {
  /** Agent `index` once it has arrived; undefined when the search ended without it. */
  next(index: number): Promise<Agent | undefined>;
  /** Agents in this search: the plan's count once known. */
  total(): number;
  summary: Promise<SearchSummary>;
}

/** Starts the search and buffers what the worker sends, so the script can take it at its own pace. */
function openAgentStream(
  client: DirectoryClient,
  request: SearchRequest,
  signal: AbortSignal,
  onPlan: (plan: SearchPlan) => void,
): AgentStream {
  const arrived: Agent[] = [];
  let total = request.count ?? PROFILES_PER_SEARCH;
  let ended = false;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };

  const summary = client.search(
    request,
    {
      onPlan(plan) {
        if (signal.aborted) return;
        total = plan.count;
        onPlan(plan);
      },
      onAgent(agent, index) {
        if (signal.aborted) return;
        arrived[index] = agent;
        notify();
      },
    },
    signal,
  );
  summary.then(
    () => {
      ended = true;
      notify();
    },
    (error: unknown) => {
      ended = true;
      failure = { error };
      notify();
    },
  );
  signal.addEventListener('abort', notify, { once: true });

  return {
    async next(index) {
      for (;;) {
        throwIfAborted(signal);
        const agent = arrived[index];
        if (agent !== undefined) return agent;
        if (failure !== null) throw failure.error;
        if (ended) return undefined;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    total: () => total,
    summary,
  };
}

/** Waits for a status to be shown, but no longer than the search lives. */
function untilShown(shown: void | PromiseLike<void>, signal: AbortSignal): Promise<void> {
  if (shown === undefined || signal.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const settle = () => {
      signal.removeEventListener('abort', settle);
      resolve();
    };
    signal.addEventListener('abort', settle, { once: true });
    // A status that fails to show is no reason to stop the search.
    shown.then(settle, settle);
  });
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason;
}
