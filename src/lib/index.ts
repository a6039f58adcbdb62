// The library: `import { generateMission, formatAgents } from 'the-silent-directory'`. The same engine,
// resolver and writers as the app and the command line, so a mission's agents and files are the same
// wherever they are made. No DOM and no Node at the top level: it runs in Node, browsers and workers;
// only the default way of finding the cities file differs (see citiesData.ts). It never writes to
// the console and never uses the network unless given a geocoder (see MissionOptions).
import {
  isMissionVersion,
  LATEST_MISSION_VERSION,
  MISSION_VERSIONS,
  type Agent,
  type MissionVersion,
  type LatestMissionVersion,
  type SearchPlan,
} from '../shared/types.ts';
import type { AgentField } from '../shared/agentFields.ts';
import {
  linkedMissionMaker,
  missionAgentMaker,
  MissionError,
  type PreparedMission,
} from '../worker/engine/runMission.ts';
import {
  LINKED_TABLES,
  rowObject,
  type LinkedTable,
  type RelatedTable,
  type TableRow,
  type TableRows,
} from '../shared/linkedTables.ts';
import { MISSION_VERSION_CONTENTS } from '../shared/missionVersions.ts';
import type { AgentV4 } from '../shared/types.ts';
import type { NestedAgent } from '../shared/nestedAgent.ts';
import { createNester } from '../worker/engine/linked/nest.ts';
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
export {
  LINKED_TABLES,
  TABLE_COLUMNS,
  type AgencyRow,
  type AssignmentRow,
  type CellRow,
  type HouseholdRow,
  type LinkedTable,
  type OperationRow,
  type RelatedTable,
  type TableRows,
} from '../shared/linkedTables.ts';
export type { CitiesSource } from './citiesData.ts';
export type { NestedAgent } from '../shared/nestedAgent.ts';
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

/** The options of a linked mission's tables: a range of the mission, and the tables wanted. */
export interface TablesOptions extends RangeOptions {
  /** A linked mission version (4, a preview); the latest linked one when absent. */
  version?: MissionVersion;
  /** The tables to make, every one by default; rows come in dependency order per agent. */
  tables?: readonly LinkedTable[];
}

/** One row of a linked mission's tables, with the table it belongs to. */
export type TableEntry =
  { table: 'agents'; row: AgentV4 } | { [T in RelatedTable]: { table: T; row: TableRows[T] } }[RelatedTable];

/** A linked mission's tables made whole: its plan, and each table's rows. */
export interface GeneratedTables {
  plan: SearchPlan;
  seed: string;
  agents: AgentV4[];
  agencies: TableRows['agencies'][];
  households: TableRows['households'][];
  cells: TableRows['cells'][];
  operations: TableRows['operations'][];
  assignments: TableRows['assignments'][];
}

/**
 * A linked mission's tables (version 4, a preview) as rows, made as they are asked for: each agent of
 * the range, then the rows it owns (the agency it directs, the household it heads, the cell it leads
 * and its operations, its assignments). The rows of parts of a mission (`from`, `to`) together are the
 * whole mission's, each once, whatever the parts; a key may name an agent of another part.
 *
 * @example for await (const { table, row } of streamTables({ query: "warsaw", count: 100_000, seed: 7 })) write(table, row)
 */
export async function* streamTables(options: TablesOptions): AsyncGenerator<TableEntry, void, undefined> {
  wantedTables(options);
  yield* tablesOf(await prepare({ ...options, version: linkedVersion(options.version) }), options);
}

/**
 * A linked mission's tables, whole, in memory: streamTables gathered table by table.
 *
 * @example const { agents, agencies } = await generateTables({ query: "warsaw", count: 1000, seed: 7 })
 */
export async function generateTables(options: TablesOptions): Promise<GeneratedTables> {
  wantedTables(options);
  const prepared = await prepare({ ...options, version: linkedVersion(options.version) });
  const tables: Omit<GeneratedTables, 'plan' | 'seed'> = {
    agents: [],
    agencies: [],
    households: [],
    cells: [],
    operations: [],
    assignments: [],
  };
  for await (const { table, row } of tablesOf(prepared, options)) (tables[table] as unknown[]).push(row);
  return { plan: prepared.plan, seed: prepared.plan.seed, ...tables };
}

/** The options of a linked mission's nested agents: a range of the mission, and its version. */
export interface NestedOptions extends RangeOptions {
  /** A linked mission version (4, a preview); the latest linked one when absent. */
  version?: MissionVersion;
}

/**
 * A linked mission's agents (version 4, a preview) as documents, the command line's `--nest`: each
 * agent with its agency's row in place of the agency's name, and its household's row in place of
 * `householdId`; the rows are those streamTables gives. For document stores that would rather not join.
 *
 * @example for await (const agent of streamNestedAgents({ query: "seoul", count: 1000, seed: 11 })) collection.insertOne(agent)
 */
export async function* streamNestedAgents(
  options: NestedOptions,
): AsyncGenerator<NestedAgent, void, undefined> {
  const prepared = await prepare({ ...options, version: linkedVersion(options.version, 'nested agents') });
  const [from, to] = rangeOf(options, prepared.plan.count);
  const make = await linkedMissionMaker(prepared);
  const nest = createNester(make);
  for (let i = from; i < to; i++) {
    const made = make.agent(i);
    const nested = nest(i, made instanceof Promise ? await made : made);
    yield nested instanceof Promise ? await nested : nested;
  }
}

async function* tablesOf(
  prepared: PreparedMission,
  options: TablesOptions,
): AsyncGenerator<TableEntry, void, undefined> {
  const [from, to] = rangeOf(options, prepared.plan.count);
  const wanted = wantedTables(options);
  const related = new Set([...wanted].filter((table): table is RelatedTable => table !== 'agents'));
  const make = await linkedMissionMaker(prepared);
  const rows: TableEntry[] = [];
  const emit = (table: RelatedTable, row: TableRow) =>
    void rows.push({ table, row: rowObject(table, row) } as TableEntry);
  for (let i = from; i < to; i++) {
    const made = make.agent(i);
    const agent = (made instanceof Promise ? await made : made) as AgentV4;
    if (wanted.has('agents')) yield { table: 'agents', row: agent };
    if (related.size === 0) continue;
    const pending = make.records(i, agent, related, emit);
    if (pending !== undefined) await pending;
    yield* rows.splice(0);
  }
}

/** The tables asked for; a MissionError, before any work, for a name no table has. */
function wantedTables(options: TablesOptions): ReadonlySet<LinkedTable> {
  const wanted = new Set<LinkedTable>(options.tables ?? LINKED_TABLES);
  for (const table of wanted)
    if (!(LINKED_TABLES as readonly string[]).includes(table))
      throw new MissionError(
        `There is no table ${JSON.stringify(table)}: tables are ${LINKED_TABLES.join(', ')}.`,
      );
  return wanted;
}

/**
 * The version asked for when it is linked; the latest linked one when none is asked for. `what`
 * names what only a linked mission has, in the refusal.
 */
function linkedVersion(version: MissionVersion | undefined, what = 'tables'): MissionVersion {
  const linked = MISSION_VERSIONS.filter((each) => MISSION_VERSION_CONTENTS[each].linked);
  if (version === undefined) return linked.at(-1) as MissionVersion;
  if (isMissionVersion(version) && !MISSION_VERSION_CONTENTS[version].linked)
    throw new MissionError(
      `Mission version ${version} has agents only: ${what} come with a linked mission (version ${linked.join(' or ')}).`,
    );
  return version;
}
