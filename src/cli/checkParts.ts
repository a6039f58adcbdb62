// `silent-directory check-parts DIR|MANIFEST…`: the merge step's check that the parts of a sharded
// mission (see partManifest.ts) are the whole mission before they are read as one table. Exit 0 with
// a one-line verdict; 1 with one line per problem when the parts are not whole; 2 when the command
// itself is used wrongly (no argument, a path that is not there).
import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { FORMATS } from '../shared/formats.ts';
import { LINKED_TABLES } from '../shared/linkedTables.ts';
import { MAX_PARTS } from './shards.ts';
import { MANIFEST_KIND, MANIFEST_LAYOUT, type PartManifest } from './partManifest.ts';

export const CHECK_PARTS_HELP = `Usage: silent-directory check-parts DIR|MANIFEST…

Checks the parts of a mission written with --shard and --output before they are merged: reads each
part's manifest (_NAME.manifest.json beside the part; every one in each DIR given), and checks that
  - all describe the same mission (query, seed, version, place, count), format and number of parts N;
  - parts 1 … N are each there exactly once, and their agents cover 0 … count with no gap or overlap;
  - each part file is there, with the size and SHA-256 its manifest says.

Exit status: 0 the parts are the whole mission (one line says so); 1 they are not (one line per
problem); 2 the command was used wrongly (no path, a path that does not exist).

Example:
  silent-directory check-parts out/ && duckdb -c "SELECT count(*) FROM read_parquet('out/agents-part-*.parquet')"
`;

/** A manifest read from its file, or why it could not be. */
export type LoadedManifest = { path: string; manifest: PartManifest } | { path: string; problem: string };

/** A mistake in how the command was called: exit code 2. */
class CheckUsageError extends Error {}

/** The manifests a path names: the file itself, or a folder's `_….manifest.json` files, in name order. */
export function manifestPaths(path: string): string[] {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    throw new CheckUsageError(`${path}: no such file or folder.`);
  }
  if (!stats.isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => name.startsWith('_') && name.endsWith('.manifest.json'))
    .sort()
    .map((name) => join(path, name));
}

/**
 * A manifest file, parsed and checked for the fields the check relies on.
 *
 * @example readManifest("out/_agents-part-00001-of-00004.csv.manifest.json").problem === undefined
 */
export function readManifest(path: string): LoadedManifest {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'not JSON';
    return { path, problem: `${path}: cannot read it as a part manifest (${reason}).` };
  }
  const wrong = manifestShapeProblem(value);
  return wrong === null
    ? { path, manifest: value as PartManifest }
    : { path, problem: `${path}: not a part manifest of this tool (${wrong}).` };
}

/** The first field that is not as partManifest.ts writes it, or null. */
function manifestShapeProblem(value: unknown): string | null {
  const m = value as Partial<Record<keyof PartManifest, unknown>> | null;
  if (typeof m !== 'object' || m === null) return 'not an object';
  if (m.kind !== MANIFEST_KIND) return 'kind';
  if (m.layout !== MANIFEST_LAYOUT) return `layout ${JSON.stringify(m.layout)}`;
  const mission = m.mission as Partial<PartManifest['mission']> | undefined;
  if (typeof mission?.query !== 'string' || typeof mission.seed !== 'string') return 'mission';
  if (typeof mission.place !== 'string' || !isCount(mission.version) || !isCount(mission.count)) {
    return 'mission';
  }
  const format = m.format as Partial<PartManifest['format']> | undefined;
  if (!(FORMATS as readonly unknown[]).includes(format?.name)) return 'format';
  if (!isCount(m.part) || !isCount(m.parts) || m.parts < 1 || m.parts > MAX_PARTS) return 'part';
  const agents = m.agents as Partial<PartManifest['agents']> | undefined;
  if (!isCount(agents?.from) || !isCount(agents.to) || !isCount(agents.count)) return 'agents';
  const file = m.file as Partial<PartManifest['file']> | undefined;
  // A plain name: a manifest never sends the check to read a file outside its folder.
  if (typeof file?.name !== 'string' || !/^[^/\\]+$/.test(file.name) || file.name === '..')
    return 'file.name';
  if (!isCount(file.bytes) || typeof file.sha256 !== 'string') return 'file';
  if (m.linkedTable !== undefined && !(LINKED_TABLES as readonly unknown[]).includes(m.linkedTable))
    return 'linkedTable';
  if (
    m.linkedTables !== undefined &&
    (!Array.isArray(m.linkedTables) ||
      !m.linkedTables.every((table) => (LINKED_TABLES as readonly unknown[]).includes(table)))
  )
    return 'linkedTables';
  return null;
}

/** Tables in the order their keys depend on one another (LINKED_TABLES), as --tables names them. */
function byDependency(a: string, b: string): number {
  const order = LINKED_TABLES as readonly string[];
  return order.indexOf(a) - order.indexOf(b);
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** How a manifest is named in a problem: its part, and its file. */
function named({ path, manifest }: { path: string; manifest: PartManifest }): string {
  return `part ${manifest.part} (${path})`;
}

/** What must be the same in every part: the mission, the format and N. */
function identityOf(manifest: PartManifest): Record<string, string> {
  const { query, seed, version, place, count } = manifest.mission;
  const { name, dialect, fields, table, drop, bom, nest } = manifest.format;
  return {
    query: JSON.stringify(query),
    seed: JSON.stringify(seed),
    version: String(version),
    place,
    count: String(count),
    format: name,
    dialect: String(dialect),
    fields: fields === null ? 'the format’s own' : fields.join(','),
    table: String(table ?? null),
    drop: String(drop ?? null),
    bom: String(bom ?? null),
    nest: String(nest === true),
    parts: String(manifest.parts),
  };
}

/**
 * What is wrong with a set of manifests, without reading the parts: mission, format and N differ;
 * a part missing, there twice, or outside 1 … N; agents with a gap, an overlap, or past the count.
 * The reference the others are compared with is the mission most parts have (on a tie, that of the
 * lowest part), so that one stray part is named as the stray.
 *
 * @example manifestProblems([]) // ["no part manifest found."]
 */
export function manifestProblems(loaded: readonly { path: string; manifest: PartManifest }[]): string[] {
  if (loaded.length === 0) return ['no part manifest found.'];
  const sorted = [...loaded].sort((a, b) => a.manifest.part - b.manifest.part);
  const reference = mostCommon(sorted);
  const expected = identityOf(reference.manifest);
  const problems: string[] = [];
  const same = sorted.filter((entry) => {
    const identity = identityOf(entry.manifest);
    const differing = Object.keys(expected).filter((key) => identity[key] !== expected[key]);
    if (differing.length === 0) return true;
    const said = differing.map((key) => `${key} ${identity[key]}, not ${expected[key]}`).join('; ');
    problems.push(`${named(entry)} is of another mission or format than ${named(reference)}: ${said}.`);
    return false;
  });
  const { parts } = reference.manifest;
  const byPart = new Map<number, (typeof same)[number][]>();
  for (const entry of same) {
    const { part, agents } = entry.manifest;
    if (part < 1 || part > parts) problems.push(`${named(entry)}: part ${part} is outside 1–${parts}.`);
    else byPart.set(part, [...(byPart.get(part) ?? []), entry]);
    if (agents.count !== agents.to - agents.from || agents.from > agents.to) {
      problems.push(`${named(entry)}: agents ${agents.from}–${agents.to} do not hold ${agents.count}.`);
    }
  }
  problems.push(...missingParts(new Set(byPart.keys()), parts));
  for (const [part, entries] of byPart) {
    if (entries.length > 1) {
      problems.push(
        `part ${part} is there ${entries.length} times: ${entries.map((e) => e.path).join(', ')}.`,
      );
    }
  }
  const once = [...byPart.values()].map((entries) => entries[0] as (typeof same)[number]);
  return [...problems, ...tilingProblems(once, reference.manifest.mission.count)];
}

/** The first entry of the identity most entries share. */
function mostCommon<T extends { manifest: PartManifest }>(sorted: readonly T[]): T {
  const groups = new Map<string, T[]>();
  for (const entry of sorted) {
    const key = JSON.stringify(identityOf(entry.manifest));
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  // Map keeps insertion order, so on a tie the group met first (the lowest part) wins.
  const largest = [...groups.values()].reduce((best, group) => (group.length > best.length ? group : best));
  return largest[0] as T;
}

/** Parts of 1 … N not present, a run of them in one line ("parts 3–9 of 64 are missing"). */
function missingParts(present: ReadonlySet<number>, parts: number): string[] {
  const problems: string[] = [];
  for (let part = 1; part <= parts; part++) {
    if (present.has(part)) continue;
    let last = part;
    while (last < parts && !present.has(last + 1)) last++;
    problems.push(
      last === part
        ? `part ${part} of ${parts} is missing.`
        : `parts ${part}–${last} of ${parts} are missing.`,
    );
    part = last;
  }
  return problems;
}

/** Agents 0 … count, each in exactly one part: gaps and overlaps, in agent order. */
function tilingProblems(
  entries: readonly { path: string; manifest: PartManifest }[],
  count: number,
): string[] {
  const problems: string[] = [];
  const byFrom = [...entries].sort((a, b) => a.manifest.agents.from - b.manifest.agents.from);
  let covered = 0;
  let previous: string | null = null;
  for (const entry of byFrom) {
    const { from, to } = entry.manifest.agents;
    if (from > covered) problems.push(`agents ${covered}–${from} are in no part.`);
    if (from < covered) {
      problems.push(`agents ${from}–${Math.min(covered, to)} are in both ${previous} and ${named(entry)}.`);
    }
    if (to > count) problems.push(`${named(entry)}: agents ${from}–${to} go past the mission's ${count}.`);
    if (to >= covered) {
      covered = to;
      previous = named(entry);
    }
  }
  if (covered < count) problems.push(`agents ${covered}–${count} are in no part.`);
  return problems;
}

/** The part's file beside its manifest: there, with the size and SHA-256 the manifest says. */
export async function fileProblem(entry: { path: string; manifest: PartManifest }): Promise<string | null> {
  const { name, bytes, sha256 } = entry.manifest.file;
  const path = join(dirname(entry.path), name);
  let size;
  try {
    size = statSync(path).size;
  } catch {
    return `${named(entry)}: its file ${path} is missing.`;
  }
  if (size !== bytes) return `${named(entry)}: ${path} has ${size} bytes, its manifest says ${bytes}.`;
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== sha256) {
    return `${named(entry)}: the SHA-256 of ${path} differs from its manifest's (changed after it was written).`;
  }
  return null;
}

/**
 * Every problem with the parts the paths name (manifests, or folders of them), and the verdict.
 *
 * @example (await checkParts(["out/"])).problems.length === 0
 */
export async function checkParts(paths: readonly string[]): Promise<{ problems: string[]; verdict: string }> {
  // A manifest named twice (a folder and a file in it) is one manifest, not a duplicated part.
  const unique = [...new Map(paths.flatMap(manifestPaths).map((path) => [resolve(path), path])).values()];
  const loaded = unique.map(readManifest);
  const problems = loaded.flatMap((entry) => ('problem' in entry ? [entry.problem] : []));
  const good = loaded.flatMap((entry) => ('manifest' in entry ? [entry] : []));
  // A linked mission's tables are parts of their own each: every table must be whole.
  const tables = new Map<string, typeof good>();
  for (const entry of good) {
    const table = entry.manifest.linkedTable ?? 'agents';
    tables.set(table, [...(tables.get(table) ?? []), entry]);
  }
  if (tables.size === 0) problems.push(...manifestProblems(good));
  // The tables the run was asked for, as its manifests say: one whose every part is lost has none.
  const asked = new Set(good.flatMap((entry) => entry.manifest.linkedTables ?? []));
  const absent = [...asked].filter((table) => !tables.has(table)).sort(byDependency);
  for (const table of absent) {
    const list = [...asked].sort(byDependency).join(', ');
    problems.push(`${table}: no part is there (the run was asked for ${list}).`);
  }
  for (const [table, entries] of tables) {
    const found = manifestProblems(entries);
    problems.push(
      ...(tables.size > 1 || asked.size > 1 ? found.map((problem) => `${table}: ${problem}`) : found),
    );
  }
  for (const entry of good) {
    const problem = await fileProblem(entry);
    if (problem !== null) problems.push(problem);
  }
  const first = good[0]?.manifest;
  const verdict =
    problems.length === 0 && first !== undefined
      ? `${first.parts} of ${first.parts} parts${tables.size > 1 ? ` of each table (${[...tables.keys()].sort(byDependency).join(', ')})` : ''}, agents 0–${first.mission.count} of ${JSON.stringify(first.mission.query)} seed ${JSON.stringify(first.mission.seed)} (version ${first.mission.version}, ${first.mission.place}) as ${first.format.name}: whole; every size and SHA-256 matches.`
      : `${problems.length} problem${problems.length === 1 ? '' : 's'}: these parts are not the whole mission.`;
  return { problems, verdict };
}

/**
 * Runs the command as a program: the verdict on stdout and exit 0, or each problem and the verdict on
 * stderr and exit 1; a wrong call is one line and exit 2.
 */
export function runCheckPartsAsProgram(argv: readonly string[], name = 'silent-directory check-parts'): void {
  run(argv, name).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const known = error instanceof CheckUsageError;
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${name}: ${known ? '' : 'unexpected failure: '}${message.split('\n')[0]}\n`);
      process.exitCode = known ? 2 : 1;
    },
  );
}

async function run(argv: readonly string[], name: string): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(CHECK_PARTS_HELP);
    return 0;
  }
  const option = argv.find((arg) => arg.startsWith('-'));
  if (option !== undefined)
    throw new CheckUsageError(`unknown option ${JSON.stringify(option.slice(0, 40))}.`);
  if (argv.length === 0) throw new CheckUsageError('name a folder of parts or their manifests; see --help.');
  const { problems, verdict } = await checkParts(argv);
  if (problems.length === 0) {
    process.stdout.write(`${name}: ${verdict}\n`);
    return 0;
  }
  process.stderr.write(problems.map((problem) => `${name}: ${problem}\n`).join(''));
  process.stderr.write(`${name}: ${verdict}\n`);
  return 1;
}
