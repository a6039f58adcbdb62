// While the visitor types, the worker is told what they are typing once they pause, so that the
// search they are about to make finds its place's tables already made (see WorkerApi.warm): a
// first search of a city otherwise spends most of its time in the worker fetching the country's
// names and addresses and finding its valid phone numbers.
import { useEffect, useMemo } from 'react';
import type { DirectoryClient } from '../../../workerBridge/directoryClient.ts';
import { browserTimer, type Timer } from '../../../lib/timer.ts';

/** The pause after a keystroke before the hint goes: shorter than a click on Search takes to follow. */
export const WARM_AFTER_TYPING_MS = 120;

export interface WarmUp {
  /**
   * The search box now reads `query`: its hint goes after the pause, in place of any still waiting.
   * A single letter is not worth a hint; two are a whole name in Chinese or Japanese ("東京").
   * Returns the cancel (for an effect's clean-up).
   */
  typed(query: string): () => void;
  /**
   * The visitor has left the search box (for the count, the heat switch or Search): a hint still
   * waiting goes at once, since nothing more is being typed. Nothing is sent twice.
   */
  left(): void;
}

/**
 * Sends the query being typed to `client` as warm-up hints (see WarmUp).
 *
 * @example const warmUp = createWarmUp(client); warmUp.typed('paris'); // 120 ms later: client.warm('paris')
 */
export function createWarmUp(
  client: Pick<DirectoryClient, 'warm'>,
  delayMs = WARM_AFTER_TYPING_MS,
  timer: Timer = browserTimer,
): WarmUp {
  let waiting: { query: string; cancel: () => void } | null = null;
  const send = (query: string) => {
    waiting = null;
    client.warm?.call(client, query);
  };
  return {
    typed(query) {
      waiting?.cancel();
      waiting = null;
      if (client.warm === undefined || query.trim().length < 2) return () => undefined;
      const entry = {
        query,
        cancel: timer(() => {
          if (waiting === entry) send(query);
        }, delayMs),
      };
      waiting = entry;
      return () => {
        entry.cancel();
        if (waiting === entry) waiting = null;
      };
    },
    left() {
      const entry = waiting;
      if (entry === null) return;
      entry.cancel();
      send(entry.query);
    },
  };
}

/**
 * Hints the query being typed to the worker after each pause in typing (see createWarmUp). Returns
 * what the search box calls when it loses focus.
 *
 * @example const onQueryLeft = useWarmUp(client, mission.draft)
 */
export function useWarmUp(client: DirectoryClient, query: string): () => void {
  const warmUp = useMemo(() => createWarmUp(client), [client]);
  useEffect(() => warmUp.typed(query), [warmUp, query]);
  return warmUp.left;
}
