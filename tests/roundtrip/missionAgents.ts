// Agents for the round trips: real missions of both versions from the engine (Latin and non-Latin
// names, so nativeName is both present and absent), and hand-made agents whose text is built to break
// a writer that quotes carelessly.
import type { Agent, MissionVersion } from '../../src/shared/types.ts';
import { createFormatWriter, formatAgents } from '../../src/shared/formats.ts';
import type { AgentField } from '../../src/shared/agentFields.ts';
import type { SqlDialect } from '../../src/shared/sqlFormat.ts';
import type { MissionKey } from '../../src/shared/missionKey.ts';
import { runMission } from '../../src/worker/engine/runMission.ts';
import { realIndex } from '../worker/engine/fixtureIndex.ts';

export interface Mission {
  key: MissionKey;
  agents: readonly Agent[];
}

/** Tokyo and Moscow have native-script names; Paris has none; Cairo mixes both. */
const QUERIES = ['tokyo', 'Москва', 'paris', 'cairo'] as const;

const made = new Map<string, Mission>();

/**
 * The agents of `query` at `seed`, as the CLI would make them offline (the real cities file).
 *
 * @example (await missionAgents("tokyo", 2, 7, 100)).agents.some((agent) => agent.nativeName)
 */
export async function missionAgents(
  query: string,
  version: MissionVersion,
  seed: number,
  count: number,
): Promise<Mission> {
  const id = JSON.stringify([query, version, seed, count]);
  const cached = made.get(id);
  if (cached) return cached;
  const agents: Agent[] = [];
  let pin = '';
  await runMission(
    { index: realIndex(), geocode: async () => null, entropy: () => 0 },
    { query, seed, version, count, offline: true },
    {
      onPlan: (plan) => void (pin = plan.resolution.pin),
      onAgent: (agent) => void agents.push(agent),
    },
    () => true,
  );
  const mission = { key: { version, query, seed: String(seed), pin }, agents };
  made.set(id, mission);
  return mission;
}

/** A few hundred agents of each version, from missions with and without native-script names. */
export async function sampleMissions(perMission = 80): Promise<readonly Mission[]> {
  const missions: Mission[] = [];
  for (const version of [1, 2, 4] as const) {
    for (const [i, query] of QUERIES.entries())
      missions.push(await missionAgents(query, version, i, perMission));
  }
  return missions;
}

/**
 * Text that has broken SQL and CSV writers: quotes of every kind, the escape character at the end,
 * an escaped quote, a classic injection, comment starts, line breaks, NUL's neighbours (Ctrl-Z,
 * backspace), psql's variable and copy-end markers, PostgreSQL's dollar quotes, MySQL's LIKE
 * wildcards, emoji (four UTF-8 bytes), a combining accent, right-to-left text and the Unicode line
 * separators.
 */
export const HOSTILE_TEXTS: readonly string[] = [
  "O'Brien",
  'say "hi"',
  'back\\slash',
  'ends with a backslash\\',
  "\\'",
  "\\''",
  "');DROP TABLE agents;--",
  '"; DROP TABLE agents; --',
  '-- not a comment',
  '/* not a comment */',
  'semi;colon',
  'line\nbreak',
  'crlf\r\nline',
  'carriage\rreturn',
  '\n',
  'tab\there',
  'ctrl-z \x1a and backspace \b',
  'psql :variable and :"quoted" and \\. and \\N',
  '$$dollar$$ $tag$quoted$tag$',
  '100% _under_ \\% \\_',
  'emoji 😀🕵️‍♀️ 🇯🇵',
  'combining é',
  'עברית mixed العربية',
  'separators \u2028 and \u2029',
  '`backtick` ´accent´',
  '',
];

/**
 * Version 2 agents (every column in use) whose text fields are the hostile texts, in turn, and whose
 * coordinates are the edges of their ranges and decimals that need all 17 digits to round-trip.
 */
export function hostileAgents(): Agent[] {
  const coordinates: readonly [number, number][] = [
    [-90, -180],
    [90, 180],
    [0.30000000000000004, -179.99999999999997],
    [1e-7, -1e-7],
    [48.856946, 2.352162],
    [-33.868820000000014, 151.20929],
  ];
  return HOSTILE_TEXTS.map((text, i) => {
    const [lat, lng] = coordinates[i % coordinates.length] as [number, number];
    const other = HOSTILE_TEXTS[(i + 7) % HOSTILE_TEXTS.length] as string;
    return {
      fullName: text,
      codename: other,
      profession: `${text}|${other}`,
      nationality: 'Japan',
      city: text,
      address: `${other}\n${text}`,
      email: `agent${i}@example.org`,
      phone: text,
      agency: other,
      lat,
      lng,
      countryCode: 'JP',
      ...(i % 2 === 0 ? { nativeName: `山田 ${text}` } : {}),
      sex: i % 2 === 0 ? 'female' : 'male',
      birthDate: '2000-02-29',
      age: i === 0 ? 0 : 20 + i,
      username: `user_${i}`,
      timeZone: 'Asia/Tokyo',
      street: text,
      postcode: other,
      region: text,
      phoneKind: i % 2 === 0 ? 'fiction' : 'valid',
    };
  });
}

export const HOSTILE_MISSION: MissionKey = {
  version: 2,
  // A query is printed in the SQL file's first-line comment: one that tries to end it.
  query: "x\nDROP TABLE agents; -- \\' \r\u2028",
  seed: "1');--",
  pin: 'city:1',
};

/** What a table row of the agent holds, field by field: null where the agent lacks the field. */
export function rowOf(agent: Agent, fields: readonly AgentField[]): Record<string, string | number | null> {
  return Object.fromEntries(fields.map((field) => [field, agent[field] ?? null]));
}

/** Under CI the database round trips fail rather than skip when their server is missing (.ci/run installs it). */
export const IN_CI = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';

/** The rows a table of `agents` should hold: id (from `firstId`), then the fields. */
export function expectedRows(
  agents: readonly Agent[],
  fields: readonly AgentField[],
  firstId = 0,
): Record<string, unknown>[] {
  return agents.map((agent, i) => ({ id: firstId + i, ...rowOf(agent, fields) }));
}

/** The agents as one SQL script of the dialect, with the mission's (or the chosen) fields. */
export function sqlScript(
  dialect: SqlDialect,
  agents: readonly Agent[],
  mission: MissionKey,
  fields?: readonly AgentField[],
): string {
  return formatAgents('sql', agents, { mission, dialect, ...(fields ? { fields } : {}) });
}

/** The agents as a script for a named table, which with `drop` replaces the table when loaded again. */
export function sqlScriptFor(
  dialect: SqlDialect,
  agents: readonly Agent[],
  mission: MissionKey,
  table: { table?: string; drop?: boolean },
): string {
  return formatAgents('sql', agents, { mission, dialect, ...table });
}

/** Agents [from, to) as the shard a part of the mission writes; only a `header` shard creates the table. */
export function sqlShard(
  dialect: SqlDialect,
  agents: readonly Agent[],
  mission: MissionKey,
  [from, to]: readonly [number, number],
  header: boolean,
): string {
  const writer = createFormatWriter('sql', { mission, dialect, header });
  let text = writer.start();
  for (let i = from; i < to; i++) text += writer.agent(agents[i] as Agent, i, i - from);
  return text + writer.end(to - from);
}
