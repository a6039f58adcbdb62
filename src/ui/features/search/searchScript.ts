// The search as the visitor experiences it: statuses, the occasional simulated outage, and
// agents revealed. The spec's twelve are revealed one at a time, 200–400 ms apart, under typed
// messages; a bulk search (more than twelve) shows its messages whole and reveals whatever has
// arrived on every animation frame. The worker delivers agents as fast as it can; this script
// writes them into the results store the mission's owner gives it for the plan, and does all the
// pacing. It is plain TypeScript with every effect injected (client, clock, frames, randomness,
// callbacks), so it is tested without React or a worker.
import type { SearchPlan, SearchRequest, SearchSummary } from '../../../shared/types.ts';
import type { AgentResults } from '../../mission/agentResults.ts';
import type { Mission } from '../../mission/missionStore.ts';
import type { DirectoryClient } from '../../workerBridge/directoryClient.ts';
import { isBulk } from '../../mission/bulk.ts';
import type { OutageMode } from '../../mission/query.ts';
import { OUTAGE_CHANCE, OUTAGE_MS, OUTAGE_RECOVERY_MS, REVEAL_DELAY_MS, drawMs } from './constants.ts';
import { PROFILES_PER_SEARCH } from '../../../shared/limits.ts';
import type { Sleep } from './sleep.ts';
import {
  STATUS_COMPLETE,
  STATUS_FAILED,
  STATUS_OUTAGE_LOST,
  STATUS_OUTAGE_RESTORED,
  statusDecrypted,
  statusScanning,
} from './statusMessages.ts';

/** Resolves at the next animation frame (or rejects when `signal` aborts). */
export type NextFrame = (signal: AbortSignal) => Promise<void>;

export interface SearchScriptDeps {
  client: DirectoryClient;
  sleep: Sleep;
  /** Paces a bulk search's reveals: one batch per frame. */
  nextFrame: NextFrame;
  /** Uniform in [0, 1): decides the outage and draws every delay. */
  random: () => number;
}

export interface StatusOptions {
  /** Type the message letter by letter (the spec's search) or show it whole (a bulk search). */
  typed: boolean;
  /**
   * A bulk search's running count, replaced up to sixty times a second: screen readers are told
   * only some of these (see statusTypewriter.ts), every other message in full.
   */
  progress?: boolean;
}

export interface SearchScriptCallbacks {
  /**
   * Shows a status message. It may return a promise that settles once the message is whole on
   * screen: the script waits for the "Scanning…" and outage messages only, so they are read
   * before anything is revealed, while "Decrypted…" never holds back a reveal.
   */
  onStatus(message: string, options: StatusOptions): void | PromiseLike<void>;
  /**
   * The worker's plan, including the seed it used (enough to replay this search). Answers with the
   * store the script writes the search's agents into; only the first `revealed` of them are shown.
   */
  onPlan(plan: SearchPlan): AgentResults;
  /** The first `revealed` agents of the results are now shown. Grows by one, or by a batch. */
  onReveal(revealed: number): void;
  onComplete(summary: SearchSummary): void;
}

export type SearchOutcome = 'ignored' | 'complete' | 'cancelled' | 'failed';

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
 * "Secure channel restored…" shown in full, 0.8 s) → reveals, each followed by "Decrypted
 * profile n / total..." → "Search complete." + onComplete. The spec's search reveals one agent
 * 200–400 ms after the previous; a bulk search reveals all that arrived by each frame.
 */
export async function runSearchScript(
  mission: Mission,
  deps: SearchScriptDeps,
  callbacks: SearchScriptCallbacks,
  signal: AbortSignal,
): Promise<SearchOutcome> {
  // Normalised already, by the mission owner where the text came in; only nothing is refused here.
  const { query } = mission;
  if (query === '') return 'ignored';
  if (signal.aborted) return 'cancelled';

  const count = mission.count ?? PROFILES_PER_SEARCH;
  const request: SearchRequest = { query, count };
  if (mission.seed !== undefined) request.seed = mission.seed;
  if (mission.version !== undefined) request.version = mission.version;
  if (mission.place !== undefined) request.place = mission.place;
  const stream = openAgentStream(deps.client, request, signal, callbacks.onPlan);
  // Decided up front so the outage draw does not depend on how fast the worker answers.
  const outage = shouldPlayOutage(mission.outage, deps.random);
  const bulk = isBulk(count);
  const status = (message: string) => callbacks.onStatus(message, { typed: !bulk });
  const progress = (message: string) => callbacks.onStatus(message, { typed: false, progress: true });
  // Checked again after every wait, so even a clock that resolves late cannot let a step through.
  const pause = async (ms: number) => {
    await deps.sleep(ms, signal);
    throwIfAborted(signal);
  };

  try {
    await untilShown(status(statusScanning(query)), signal);
    throwIfAborted(signal);
    if (outage) {
      // Each outage message is read in full before its wait: nothing is revealed meanwhile, and a
      // later message would otherwise cut "Secure channel restored…" off mid-word.
      await untilShown(status(STATUS_OUTAGE_LOST), signal);
      await pause(drawMs(OUTAGE_MS, deps.random));
      await untilShown(status(STATUS_OUTAGE_RESTORED), signal);
      await pause(OUTAGE_RECOVERY_MS);
    }
    if (bulk) {
      // Whatever has arrived by each frame is revealed in that frame: the page draws as fast as
      // the worker delivers, and never more often than the screen refreshes.
      for (let revealed = 0; ;) {
        const arrived = await stream.arrived(revealed + 1, () => deps.nextFrame(signal));
        if (arrived === revealed) break;
        revealed = arrived;
        callbacks.onReveal(revealed);
        void progress(statusDecrypted(revealed, stream.total()));
      }
    } else {
      for (let revealed = 0; ; revealed++) {
        if ((await stream.arrived(revealed + 1)) === revealed) break;
        await pause(drawMs(REVEAL_DELAY_MS, deps.random));
        callbacks.onReveal(revealed + 1);
        void status(statusDecrypted(revealed + 1, stream.total()));
      }
    }
    const summary = await stream.summary;
    throwIfAborted(signal);
    // The worker only reports a cancellation we did not ask for if something else took it over.
    if (summary.cancelled) throw new Error('The worker cancelled the search.');
    void status(STATUS_COMPLETE);
    callbacks.onComplete(summary);
    return 'complete';
  } catch (error) {
    if (signal.aborted) return 'cancelled';
    const refusal = refusalMessage(error);
    // A refusal is the worker working as meant (offline with no city index, say): worth a warning in the
    // console, not an error report. Anything else is a fault.
    if (refusal !== null) console.warn('Search refused:', refusal);
    else console.error('Search failed:', error);
    void status(refusal ?? STATUS_FAILED);
    return 'failed';
  }
}

/**
 * The worker's own refusal, if that is why the search failed. Refusals (MissionError, whose name Comlink
 * carries across) are written for people, e.g. "City index unavailable — try a city name when back
 * online.", and are shown as they are; anything else gets the generic line.
 */
function refusalMessage(error: unknown): string | null {
  return error instanceof Error && error.name === 'MissionError' && error.message !== ''
    ? error.message
    : null;
}

interface AgentStream {
  /**
   * How many agents have arrived, once at least `wanted` have or the search has ended (then it
   * may be fewer). With `wait`, it also waits for that (a frame) before answering, and answers
   * with everything that arrived meanwhile.
   */
  arrived(wanted: number, wait?: () => Promise<void>): Promise<number>;
  /** Agents in this search: the plan's count once known. */
  total(): number;
  summary: Promise<SearchSummary>;
}

/**
 * Starts the search and writes what the worker sends into the store `onPlan` answers with, so the
 * script can take it at its own pace.
 */
function openAgentStream(
  client: DirectoryClient,
  request: SearchRequest,
  signal: AbortSignal,
  onPlan: (plan: SearchPlan) => AgentResults,
): AgentStream {
  let results: AgentResults | null = null;
  let total = request.count ?? PROFILES_PER_SEARCH;
  /** The worker's summary, once it has come. */
  let reported: SearchSummary | null = null;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const received = () => results?.length ?? 0;
  // The worker sends its summary right behind its last chunk, without waiting for the page to take
  // that chunk in (the round trip put "Search complete." a frame after the last reveal). The two
  // travel on different ports, the listener's and the call's, so either may come first: the
  // stream has ended once the summary has come and so has every agent it counts as delivered (a
  // cancelled search's last partial chunk is never sent).
  const ended = () =>
    failure !== null || (reported !== null && (reported.cancelled || received() >= reported.delivered));

  const summary = client.search(
    request,
    {
      onPlan(plan) {
        if (signal.aborted) return;
        total = plan.count;
        results = onPlan(plan);
      },
      onChunk(chunk) {
        if (signal.aborted || results === null || failure !== null) return;
        try {
          results.append(chunk);
        } catch (error) {
          // Said here, where it is known: the worker no longer waits on the last chunks' answers.
          // Thrown on too, so a worker still making agents stops at its next chunk.
          failure = { error };
          throw error;
        } finally {
          notify();
        }
      },
    },
    signal,
  );
  summary.then(
    (done) => {
      reported = done;
      notify();
    },
    (error: unknown) => {
      failure ??= { error };
      notify();
    },
  );
  signal.addEventListener('abort', notify, { once: true });

  return {
    async arrived(wanted, wait) {
      for (;;) {
        throwIfAborted(signal);
        if (received() >= wanted || ended()) break;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      // A stream that has ended with nothing past what is shown has nothing left to reveal: waiting
      // for a frame would only put "Search complete." (and the map's final picture) a frame after
      // the last agents, which cost a 1,000-agent link a frame of about 20 ms.
      const nothingMore = ended() && received() < wanted;
      if (wait !== undefined && !nothingMore) await wait();
      throwIfAborted(signal);
      if (received() < wanted && failure !== null) throw failure.error;
      return received();
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
