// A mission made twice, for the export tests: on the page's side (the worker facade streaming chunks
// into an AgentResults store, as the dashboard holds them) and by the CLI, the independent reference
// for the bytes of every download.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { MissionVersion, SearchPlan } from '../../../../src/shared/types.ts';
import type { SqlDialect } from '../../../../src/shared/sqlFormat.ts';
import type { MissionKey } from '../../../../src/shared/missionKey.ts';
import type { ExportFormat } from '../../../../src/ui/features/share/exportAgents.ts';
import { AgentResults } from '../../../../src/ui/mission/agentResults.ts';
import { createWorkerApi } from '../../../../src/worker/api.ts';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const CITIES = readFileSync(new URL('public/cities.json', `file://${ROOT}`));
const run = promisify(execFile);

export interface Mission {
  query: string;
  seed: string;
  version: MissionVersion;
  count: number;
}

/** The CLI's output for a mission (its SQL in `dialect`), as bytes: stdout is a pipe, Parquet included. */
export async function cliBytes(
  mission: Mission,
  format: ExportFormat,
  dialect?: SqlDialect,
): Promise<Buffer> {
  const { stdout } = await run(
    `${ROOT}node_modules/.bin/tsx`,
    [
      'src/cli/agents.ts',
      ...['--query', mission.query, '--seed', mission.seed, '--count', String(mission.count)],
      ...['--mission-version', String(mission.version), '--offline', '--format', format],
      ...(dialect === undefined ? [] : ['--dialect', dialect]),
      // The page's CSV starts with the byte order mark Excel needs; the command line's only when asked.
      ...(format === 'csv' ? ['--bom'] : []),
    ],
    { cwd: ROOT, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
  );
  return stdout;
}

/** The page's results and plan for a mission: the worker facade, offline, streaming into AgentResults. */
export async function pageResults(mission: Mission): Promise<{ results: AgentResults; plan: SearchPlan }> {
  const api = createWorkerApi({
    fetch: async () => new Response(CITIES, { status: 200 }),
    now: () => performance.now(),
    entropy: Math.random,
  });
  await api.init({ citiesUrl: 'https://app.test/cities.json', geocoderUrl: '', geocoderTimeoutMs: 3000 });
  let results: AgentResults | null = null;
  let planned: SearchPlan | null = null;
  await api.search(mission, {
    onPlan: (plan) => {
      planned = plan;
      results = new AgentResults(plan.count);
    },
    onChunk: (chunk) => results?.append(chunk),
  });
  if (results === null || planned === null) throw new Error('no plan');
  return { results, plan: planned };
}

/** The mission's key as the dashboard hands it to the export: from the placed mission. */
export function keyOf(plan: SearchPlan): MissionKey {
  return { version: plan.version, query: plan.query, seed: plan.seed, pin: plan.resolution.pin };
}

export const noYield = { yieldToPage: async () => undefined };

export async function bytesOf(blob: Blob): Promise<Buffer> {
  return Buffer.from(await blob.arrayBuffer());
}
