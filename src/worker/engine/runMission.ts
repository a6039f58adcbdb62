// A whole search, start to finish, with its I/O injected: the worker facade and the CLI
// both run missions through here, so a mission replays identically in both.
import type { Agent, Place, SearchPlan, SearchRequest, SearchSummary } from '../../shared/types.ts';
import { MAX_AGENTS_PER_SEARCH, MAX_SEED, PROFILES_PER_SEARCH } from '../../shared/types.ts';
import { agentAt, choosePlace, createAgentContext, missionSeed } from './mission.ts';
import type { PlaceIndex } from './placeIndex.ts';
import { forcedProfession } from './professionRule.ts';
import { drawSeed } from './random.ts';

export interface MissionDeps {
  /** The local index, or null when the cities file could not be loaded. */
  index: PlaceIndex | null;
  /** The geocoder; resolves null when it has no answer. Not called for offline requests. */
  geocode(query: string): Promise<Place | null>;
  /** Entropy for drawing a seed when the request has none (Math.random in the app). */
  entropy(): number;
}

export interface MissionListener {
  onPlan(plan: SearchPlan): void | Promise<void>;
  onAgent(agent: Agent, index: number): void | Promise<void>;
}

/** Thrown for a request no mission can come of; its message is fit to show a person. */
export class MissionError extends Error {
  override name = 'MissionError';
}

/**
 * Checks and completes a request: the query must have a visible character, the count is
 * 1…1,000,000 (12 by default), the seed an unsigned 32-bit integer (drawn when absent).
 *
 * @example normaliseRequest({ query: "paris" }, () => 0.5) // { query: "paris", count: 12, seed: 2147483648, offline: false }
 */
export function normaliseRequest(request: SearchRequest, entropy: () => number): Required<SearchRequest> {
  const query = typeof request.query === 'string' ? request.query : '';
  if (query.trim() === '') throw new MissionError('The query is empty.');
  const count = request.count ?? PROFILES_PER_SEARCH;
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_AGENTS_PER_SEARCH) {
    throw new MissionError(
      `The count must be a whole number from 1 to ${MAX_AGENTS_PER_SEARCH.toLocaleString('en')}.`,
    );
  }
  const seed = request.seed ?? drawSeed(entropy);
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new MissionError(`The seed must be a whole number from 0 to ${MAX_SEED}.`);
  }
  return { query, count, seed, offline: request.offline === true };
}

/**
 * Resolves the place (geocoder, then the local index, then a seeded random city), reports
 * the plan, then delivers agents one at a time while `isCurrent()` holds.
 *
 * @example await runMission(deps, { query: "paris", seed: 1 }, listener, () => true)
 *   // listener.onPlan once, then listener.onAgent 12 times
 */
export async function runMission(
  deps: MissionDeps,
  request: SearchRequest,
  listener: MissionListener,
  isCurrent: () => boolean,
): Promise<SearchSummary> {
  const { query, count, seed, offline } = normaliseRequest(request, deps.entropy);
  // A search already replaced spends none of the geocoder's one request a second.
  const geocoded = offline || !isCurrent() ? null : await deps.geocode(query);
  let place: Place;
  if (geocoded !== null) {
    place = geocoded;
  } else if (deps.index !== null && deps.index.cities.length > 0) {
    place = choosePlace(deps.index, query, seed);
  } else {
    throw new MissionError('City index unavailable — try a city name when back online.');
  }
  const plan: SearchPlan = { query, seed, count, place, forcedProfession: forcedProfession(query) };
  let delivered = 0;
  if (isCurrent()) {
    await listener.onPlan(plan);
    const context = await createAgentContext(place, query);
    const base = missionSeed(query, seed);
    while (delivered < count && isCurrent()) {
      // Awaited only when the listener asks for it (backpressure): an `await` per agent would
      // cost a hundred thousand needless turns of the microtask queue in a bulk search.
      const pending = listener.onAgent(agentAt(context, base, delivered), delivered);
      delivered++;
      if (pending !== undefined) await pending;
    }
  }
  return { ...plan, delivered, cancelled: delivered < count };
}
