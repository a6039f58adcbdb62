// While the visitor types, the worker is told what they are typing once they pause, so that the
// search they are about to make finds its place's tables already made (see WorkerApi.warm): a
// first search of a city otherwise spends most of its time in the worker fetching the country's
// names and addresses and finding its valid phone numbers.
import { useEffect } from 'react';
import type { DirectoryClient } from '../../../workerBridge/directoryClient.ts';
import { browserTimer, type Timer } from '../../../lib/timer.ts';

/** The pause after a keystroke before the hint goes: shorter than a click on Search takes to follow. */
export const WARM_AFTER_TYPING_MS = 120;

/**
 * Sends `query` to the client as a warm-up hint after `delayMs`, unless cancelled first (the visitor
 * typed on). A single letter is not worth a hint; two are a whole name in Chinese or Japanese ("東京").
 * Returns the cancel.
 *
 * @example const cancel = scheduleWarmUp(client, "paris"); // later, on the next keystroke: cancel()
 */
export function scheduleWarmUp(
  client: Pick<DirectoryClient, 'warm'>,
  query: string,
  delayMs = WARM_AFTER_TYPING_MS,
  timer: Timer = browserTimer,
): () => void {
  const { warm } = client;
  if (warm === undefined || query.trim().length < 2) return () => undefined;
  return timer(() => warm.call(client, query), delayMs);
}

/**
 * Hints the query being typed to the worker after each pause in typing (see scheduleWarmUp).
 *
 * @example useWarmUp(client, mission.draft)
 */
export function useWarmUp(client: DirectoryClient, query: string): void {
  useEffect(() => scheduleWarmUp(client, query), [client, query]);
}
