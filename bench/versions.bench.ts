// `npx tsx bench/versions.bench.ts [--agents N] [--rounds R] [--only 1|2]`: version 2's engine rate
// beside version 1's, in the same process, rounds alternating so a busy host slows both alike.
// A benchmark, not a test: it reports the two rates and their ratio, and asserts nothing.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { Agent, MissionVersion, Place } from '../src/shared/types.ts';
import { loadCities } from '../src/worker/engine/cities/loadCities.ts';
import type { AgentContext } from '../src/worker/engine/generateAgent.ts';
import { agentAt, createAgentContext, missionSeed, placeFromCity } from '../src/worker/engine/mission.ts';
import { getAreaIndex, loadAreaIndex } from '../src/worker/engine/resolve/areaIndex.ts';
import { resolveQuery } from '../src/worker/engine/resolve/resolveQuery.ts';
import { ENGINE_MIX } from './engineMix.ts';

// The resolver reads the area names synchronously once they are loaded (see areaIndex.ts).
await loadAreaIndex();

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const AGENTS = option('--agents', 200_000);
const ROUNDS = option('--rounds', 5);
const ONLY = option('--only', 0);

/** Keeps every field alive, as a consumer would, so the optimiser drops none of the work. */
let sink = 0;
function consume(agent: Agent): void {
  sink =
    (sink +
      agent.fullName.length +
      agent.address.length +
      agent.email.length +
      agent.phone.length +
      (agent.username?.length ?? 0) +
      (agent.birthDate?.length ?? 0) +
      (agent.street?.length ?? 0) +
      (agent.postcode?.length ?? 0)) |
    0;
}

const { index } = loadCities(readFileSync(new URL('../public/cities.json', import.meta.url)));
const places: Place[] = ENGINE_MIX.map((name) => {
  const reading = resolveQuery(index, getAreaIndex(), name)?.reading;
  if (reading?.kind !== 'city') throw new Error(`bench: ${name} is not a city of the index`);
  return placeFromCity(reading.city, 'index');
});

async function contextsFor(version: MissionVersion): Promise<AgentContext[]> {
  return Promise.all(places.map((place) => createAgentContext(place, place.name, { version })));
}

/** Agents per second of wall time, and per second of the process's CPU time (less moved by other load). */
interface Rate {
  wall: number;
  cpu: number;
}

function round(contexts: readonly AgentContext[], seed: number): Rate {
  const perMission = Math.ceil(AGENTS / contexts.length);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (let m = 0; m < contexts.length; m++) {
    const context = contexts[m] as AgentContext;
    const base = missionSeed((places[m] as Place).name, seed);
    for (let i = 0; i < perMission; i++) consume(agentAt(context, base, i));
  }
  const cpu = process.cpuUsage(cpuStarted);
  const count = perMission * contexts.length;
  return {
    wall: count / ((performance.now() - started) / 1000),
    cpu: count / ((cpu.user + cpu.system) / 1e6),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const v1 = await contextsFor(1);
const v2 = await contextsFor(2);
const rates: Record<1 | 2, Rate[]> = { 1: [], 2: [] };
for (let r = 0; r < ROUNDS; r++) {
  // Each version goes first in every other round, so a load that rises or falls in a round
  // does not favour one of them.
  const order = r % 2 === 0 ? ([1, 2] as const) : ([2, 1] as const);
  for (const version of order)
    if (ONLY === 0 || ONLY === version) rates[version].push(round(version === 1 ? v1 : v2, r));
}
const load = os.loadavg()[0]?.toFixed(2) ?? '?';
const format = (rate: number): string => Math.round(rate).toLocaleString('en');
if (ONLY !== 0) {
  const only = rates[ONLY === 1 ? 1 : 2];
  console.log(
    `v${ONLY} ${format(median(only.map((rate) => rate.wall)))}/s wall, ${format(median(only.map((rate) => rate.cpu)))}/s CPU (load ${load}, sink ${sink & 1})`,
  );
}
// With --only, one version's rate alone.
for (const kind of ONLY === 0 ? (['wall', 'cpu'] as const) : []) {
  const r1 = median(rates[1].map((rate) => rate[kind]));
  const r2 = median(rates[2].map((rate) => rate[kind]));
  // The ratio of each round's two rates, measured a fraction of a second apart, then their
  // median: steadier than the ratio of the medians when the host's speed wanders.
  const paired = median(rates[2].map((rate, r) => rate[kind] / (rates[1][r]?.[kind] ?? NaN)));
  console.log(
    `${kind.padEnd(4)} v1 ${format(r1)}/s  v2 ${format(r2)}/s  v2/v1 ${(r2 / r1).toFixed(2)}, by round ${paired.toFixed(2)}  (median of ${ROUNDS} × ${AGENTS.toLocaleString('en')}, load ${load}, sink ${sink & 1})`,
  );
}
