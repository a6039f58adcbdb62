// The library: `import { generateAgents, resolvePlace } from 'the-silent-directory'`. The same engine
// and resolver as the app and the command line, so a mission's agents are the same wherever they are
// made. No DOM and no Node at the top level: it runs in Node, browsers and workers; only the default
// way of finding the cities file differs (see citiesData.ts).
import type { Agent, SearchPlan } from '../shared/types.ts';
import { missionAgentMaker, MissionError } from '../worker/engine/runMission.ts';
import type { MissionOptions, RangeOptions } from './options.ts';
import { prepare } from './prepare.ts';

export type {
  Agent,
  MissionVersion,
  Place,
  PlaceChoice,
  PlaceKind,
  Resolution,
  SearchPlan,
} from '../shared/types.ts';
export { AGENT_FIELDS, AGENT_V2_FIELDS, LATEST_MISSION_VERSION, MISSION_VERSIONS } from '../shared/types.ts';
export { MissionError } from '../worker/engine/runMission.ts';
export type { CitiesSource } from './citiesData.ts';

export { MAX_AGENTS } from './options.ts';
export type { MissionOptions, RangeOptions } from './options.ts';

/**
 * How a query resolves: the mission's plan (its place, the pin that replays it, the alternatives),
 * without making an agent.
 *
 * @example (await resolvePlace("porto")).resolution.label === "Porto, Portugal"
 */
export async function resolvePlace(
  query: string,
  options: Omit<MissionOptions, 'query'> = {},
): Promise<SearchPlan> {
  return (await prepare({ ...options, query })).plan;
}

/**
 * A mission's agents in one array.
 *
 * @example (await generateAgents({ query: "tokyo", seed: 1, count: 3 })).map((a) => a.city) // ["Tokyo", "Tokyo", "Tokyo"]
 */
export async function generateAgents(options: RangeOptions): Promise<Agent[]> {
  const agents: Agent[] = [];
  for await (const agent of streamAgents(options)) agents.push(agent);
  return agents;
}

/**
 * A mission's agents one at a time, made as they are asked for: a billion-row file never sits in
 * memory. Agent i is the same whether the mission is made whole or in parts (`from`, `to`).
 *
 * @example for await (const agent of streamAgents({ query: "lyon", count: 1_000_000 })) write(agent)
 */
export async function* streamAgents(options: RangeOptions): AsyncGenerator<Agent, void, undefined> {
  const prepared = await prepare(options);
  const [from, to] = rangeOf(options, prepared.plan.count);
  const make = await missionAgentMaker(prepared);
  for (let i = from; i < to; i++) {
    const made = make(i);
    yield made instanceof Promise ? await made : made;
  }
}

function rangeOf(options: RangeOptions, count: number): [number, number] {
  const from = options.from ?? 0;
  const to = options.to ?? count;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || to > count || from > to) {
    throw new MissionError(
      `The range must satisfy 0 ≤ from ≤ to ≤ count (${count.toLocaleString('en')}); got ${from} … ${to}.`,
    );
  }
  return [from, to];
}
