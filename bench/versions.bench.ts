// `npx tsx bench/versions.bench.ts [--agents N] [--rounds R] [--only 1|2]`: version 2's engine rate
// beside version 1's, in the same process, rounds alternating so a busy host slows both alike.
// A benchmark, not a test: it reports the two rates and their ratio, and asserts nothing.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { Agent, MissionVersion, Place } from '../src/shared/types.ts';
import { loadCities } from '../src/worker/engine/cities/loadCities.ts';
import type { AgentContext } from '../src/worker/engine/generateAgent.ts';
import { agentAt, createAgentContext, missionSeed, placeFromCity } from '../src/worker/engine/mission.ts';
import { getAreaIndex } from '../src/worker/engine/resolve/areaIndex.ts';
import { resolveQuery } from '../src/worker/engine/resolve/resolveQuery.ts';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const AGENTS = option('--agents', 200_000);
const ROUNDS = option('--rounds', 5);
const ONLY = option('--only', 0);
/** The engine bench's mix (bench/engine.bench.ts): one mission per place, back to back. */
const MIX = [
  'Tokyo',
  'Paris',
  'São Paulo',
  'Lagos',
  'Mumbai',
  'New York City',
  'Cairo',
  'Moscow',
  'Berlin',
  'Sydney',
];

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
const places: Place[] = MIX.map((name) => {
  const reading = resolveQuery(index, getAreaIndex(), name)?.reading;
  if (reading?.kind !== 'city') throw new Error(`bench: ${name} is not a city of the index`);
  return placeFromCity(reading.city, 'index');
});

async function contextsFor(version: MissionVersion): Promise<AgentContext[]> {
  return Promise.all(places.map((place) => createAgentContext(place, place.name, { version })));
}

function round(contexts: readonly AgentContext[], seed: number): number {
  const perMission = Math.ceil(AGENTS / contexts.length);
  const started = performance.now();
  for (let m = 0; m < contexts.length; m++) {
    const context = contexts[m] as AgentContext;
    const base = missionSeed((places[m] as Place).name, seed);
    for (let i = 0; i < perMission; i++) consume(agentAt(context, base, i));
  }
  return (perMission * contexts.length) / ((performance.now() - started) / 1000);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const v1 = await contextsFor(1);
const v2 = await contextsFor(2);
const rates: Record<1 | 2, number[]> = { 1: [], 2: [] };
for (let r = 0; r < ROUNDS; r++) {
  if (ONLY !== 2) rates[1].push(round(v1, r));
  if (ONLY !== 1) rates[2].push(round(v2, r));
}
const load = os.loadavg()[0]?.toFixed(2) ?? '?';
const r1 = median(rates[1]);
const r2 = median(rates[2]);
console.log(
  `v1 ${Math.round(r1).toLocaleString('en')}/s  v2 ${Math.round(r2).toLocaleString('en')}/s  v2/v1 ${(r2 / r1).toFixed(2)}  (median of ${ROUNDS} × ${AGENTS.toLocaleString('en')}, load ${load}, sink ${sink & 1})`,
);
