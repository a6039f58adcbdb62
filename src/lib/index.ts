// The library: `import { generateMission, formatAgents } from 'the-silent-directory'`. The same engine,
// resolver and writers as the app and the command line, so a mission's agents and files are the same
// wherever they are made. No DOM and no Node at the top level: it runs in Node, browsers and workers;
// only the default way of finding the cities file differs (see citiesData.ts). It never writes to
// the console and never uses the network unless given a geocoder (see MissionOptions).
import {
  isMissionVersion,
  LATEST_MISSION_VERSION,
  type Agent,
  type MissionVersion,
  type LatestMissionVersion,
  type SearchPlan,
} from '../shared/types.ts';
import type { AgentField } from '../shared/agentFields.ts';
import { missionAgentMaker, MissionError, type PreparedMission } from '../worker/engine/runMission.ts';
import type { AgentOptions, AgentWith, FieldOf, MissionOptions, RangeOptions } from './options.ts';
import { prepare } from './prepare.ts';
import { checkedFields } from './writers.ts';

export type {
  Agent,
  AgentOf,
  AgentV1,
  AgentV2,
  LatestMissionVersion,
  MissionVersion,
  Place,
  PlaceChoice,
  PlaceKind,
  Resolution,
  SearchPlan,
} from '../shared/types.ts';
export { LATEST_MISSION_VERSION, MISSION_VERSIONS } from '../shared/types.ts';
export { AGENT_FIELD_NAMES, AGENT_FIELDS, AGENT_V2_FIELDS, type AgentField } from '../shared/agentFields.ts';
export { FORMATS, type Format, type TextFormat } from '../shared/formats.ts';
export { SQL_DIALECTS, type SqlDialect } from '../shared/sqlFormat.ts';
export { XLSX_MAX_AGENTS } from '../shared/xlsx.ts';
export { MissionError } from '../worker/engine/runMission.ts';
export type { CitiesSource } from './citiesData.ts';
export { VERSION } from '../shared/version.ts';

export { MAX_STREAMED_AGENTS as MAX_AGENTS } from '../shared/limits.ts';
export type { AgentOptions, AgentWith, FieldOf, MissionOptions, RangeOptions } from './options.ts';
export {
  formatAgents,
  formatAgentStream,
  type AgentToWrite,
  type FormatOptions,
  type MissionOfAgents,
} from './writers.ts';

/** A mission made whole: its plan (with the seed it used, drawn or given) and its agents. */
export interface GeneratedMission<V extends MissionVersion, F extends FieldOf<V>> {
  /** Everything needed to replay the mission: query, seed, version, count, place and its pin. */
  plan: SearchPlan;
  /** The seed as links carry it: the one given, or the one drawn, to replay these agents. */
  seed: string;
  version: V;
  /** The fields kept, in order; undefined when every field of the version is. */
  fields: readonly F[] | undefined;
  /** The first agent's index in the mission (the `from` asked for). */
  from: number;
  agents: AgentWith<V, F>[];
}

/** A mission placed and planned, whose agents are made when they are iterated. */
export interface PlannedMission<V extends MissionVersion, F extends FieldOf<V>> extends Omit<
  GeneratedMission<V, F>,
  'agents'
> {
  /** One past the last agent's index. */
  to: number;
  /** The agents from `from` to `to`, made one at a time as they are asked for; each call starts again. */
  agents(): AsyncGenerator<AgentWith<V, F>, void, undefined>;
}

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
 * A mission's agents in one array, typed by the version asked for: `version: 2` (or none, the latest)
 * gives agents whose version 2 fields are all present, `version: 1` agents without them. For the seed a
 * mission drew, use generateMission, which returns it with the agents.
 *
 * @example const [agent] = await generateAgents({ query: "tokyo", seed: 1, count: 1, version: 2 }); agent.age // a number
 * @example await generateAgents({ query: "tokyo", fields: ["fullName", "city"] }) // [{ fullName, city }, …]
 */
export async function generateAgents<
  V extends MissionVersion = LatestMissionVersion,
  F extends FieldOf<V> = FieldOf<V>,
>(options: AgentOptions<V, F>): Promise<AgentWith<V, F>[]> {
  return (await generateMission(options)).agents;
}

/**
 * A mission's agents in one array, with the plan and the seed that replay them: generateAgents with
 * what a caller that did not give a seed needs to make the same agents again.
 *
 * @example const { seed, agents } = await generateMission({ query: "lagos", count: 5 }) // seed: "2955699863", say
 */
export async function generateMission<
  V extends MissionVersion = LatestMissionVersion,
  F extends FieldOf<V> = FieldOf<V>,
>(options: AgentOptions<V, F>): Promise<GeneratedMission<V, F>> {
  const { agents: iterate, ...planned } = await planMission(options);
  const agents: AgentWith<V, F>[] = [];
  for await (const agent of iterate()) agents.push(agent);
  return { ...planned, agents };
}

/**
 * The mission placed and planned (the seed drawn if none was given), its agents made only when
 * iterated: the plan and seed of a mission too large to hold, before the first agent is written.
 *
 * @example
 *   const mission = await planMission({ query: "lyon", count: 1_000_000 });
 *   console.error(`seed ${mission.seed}`);
 *   for await (const agent of mission.agents()) write(agent);
 */
export async function planMission<
  V extends MissionVersion = LatestMissionVersion,
  F extends FieldOf<V> = FieldOf<V>,
>(options: AgentOptions<V, F>): Promise<PlannedMission<V, F>> {
  const asked = options.version ?? LATEST_MISSION_VERSION;
  // Checked before the data is read, against the version asked for (an unknown version is prepare's to refuse).
  const fields =
    options.fields === undefined
      ? undefined
      : checkedFields(options.fields, isMissionVersion(asked) ? asked : LATEST_MISSION_VERSION);
  const prepared = await prepare(options);
  const [from, to] = rangeOf(options, prepared.plan.count);
  const { plan } = prepared;
  return {
    plan,
    seed: plan.seed,
    version: plan.version as V,
    fields: fields as readonly F[] | undefined,
    from,
    to,
    agents: () => agentsOf(prepared, from, to, fields) as AsyncGenerator<AgentWith<V, F>, void, undefined>,
  };
}

/**
 * A mission's agents one at a time, made as they are asked for: a billion-row file never sits in
 * memory. Agent i is the same whether the mission is made whole or in parts (`from`, `to`). For its
 * seed before the first agent, use planMission.
 *
 * @example for await (const agent of streamAgents({ query: "lyon", count: 1_000_000 })) write(agent)
 */
export async function* streamAgents<
  V extends MissionVersion = LatestMissionVersion,
  F extends FieldOf<V> = FieldOf<V>,
>(options: AgentOptions<V, F>): AsyncGenerator<AgentWith<V, F>, void, undefined> {
  yield* (await planMission(options)).agents();
}

async function* agentsOf(
  prepared: PreparedMission,
  from: number,
  to: number,
  fields: readonly AgentField[] | undefined,
): AsyncGenerator<Partial<Agent>, void, undefined> {
  const make = await missionAgentMaker(prepared);
  for (let i = from; i < to; i++) {
    const made = make(i);
    const agent = made instanceof Promise ? await made : made;
    yield fields === undefined ? agent : pick(agent, fields);
  }
}

/** The chosen fields in their order; one the agent lacks (nativeName) stays absent. */
function pick(agent: Agent, fields: readonly AgentField[]): Partial<Agent> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const value = agent[field];
    if (value !== undefined) picked[field] = value;
  }
  return picked as Partial<Agent>;
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
