// The app's CLI, run the way a user runs it, as the independent reference for what the page shows and
// downloads. `--offline` matches the browser in the tests, whose geocoder the fixture makes unreachable: both
// then use the local city index, so the same query and seed name the same agents.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MissionVersion } from './dashboard.ts';

const run = promisify(execFile);

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CLI = path.join(ROOT, 'src/cli/agents.ts');

/** One agent as the CLI's JSON prints it (the fields the table shows). */
export interface CliAgent {
  fullName: string;
  codename: string;
  profession: string;
  nationality: string;
  city: string;
  email: string;
  phone: string;
  agency: string;
}

/** A CLI agent with its coordinates, which differ between mission versions. */
export interface CliPlacedAgent extends CliAgent {
  lat: number;
  lng: number;
  /** A linked mission's (version 4) cell, where the agent is in one. */
  cellId?: number;
}

export interface CliMission {
  query: string;
  /** A number or a text seed, as in a link. */
  seed: number | string;
  /**
   * The mission version (`--mission-version`), always given: the CLI's default is the latest, while a
   * link without `v=` means version 1, so the page's version must be named to compare.
   */
  version: MissionVersion;
  /** Omitted: the CLI's default of 12. */
  count?: number;
  format?: 'json' | 'csv' | 'geojson' | 'vcf';
  /** The link's `place=` pin; omitted, the CLI resolves the query offline as the page does. */
  place?: string;
}

/** The CLI's output for a mission, byte for byte. */
export async function cliBytes({ query, seed, version, count, format, place }: CliMission): Promise<Buffer> {
  const args = [
    CLI,
    '--query',
    query,
    '--seed',
    String(seed),
    '--mission-version',
    String(version),
    '--offline',
  ];
  if (count !== undefined) args.push('--count', String(count));
  if (format !== undefined) args.push('--format', format);
  // The page's CSV download starts with the byte order mark Excel needs; the command line's only when asked.
  if (format === 'csv') args.push('--bom');
  if (place !== undefined) args.push('--place', place);
  const { stdout } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), args, {
    cwd: ROOT,
    encoding: 'buffer',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** The CLI's agents for a mission, parsed from its JSON. */
export async function cliAgents(mission: Omit<CliMission, 'format'>): Promise<CliPlacedAgent[]> {
  const bytes = await cliBytes({ ...mission, format: 'json' });
  return JSON.parse(bytes.toString('utf8')) as CliPlacedAgent[];
}
