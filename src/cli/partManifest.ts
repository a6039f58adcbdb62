// A part's manifest: a small JSON file beside each part of a sharded mission (`--shard` with
// `--output`), saying which mission, format and part it holds, which agents, and the part file's size
// and SHA-256, so that a merge step (`silent-directory check-parts`, checkParts.ts) can tell whether
// the parts it has are the whole mission before it reads them as one table.
//
// The manifest of `agents-part-00003-of-00004.csv` is `_agents-part-00003-of-00004.csv.manifest.json`:
// Spark, Hive and Hadoop skip files whose names start with `_` or `.` when they read a directory, so
// `spark.read.csv("out/")` reads the parts alone, and a glob such as `agents-part-*.csv` never matches.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PACKAGE_NAME, VERSION } from '../shared/version.ts';
import type { Format } from '../shared/formats.ts';
import type { SearchPlan } from '../shared/types.ts';
import { cannotWrite, writeFileWhole, type Sink } from './output.ts';
import { DEFAULT_SQL_TABLE } from '../shared/sqlFormat.ts';
import type { LinkedTable } from '../shared/linkedTables.ts';

/** What the `kind` of every manifest says, and the version of this layout. */
export const MANIFEST_KIND = 'silent-directory part';
export const MANIFEST_LAYOUT = 1;

/** One part's manifest, as written (JSON) and read back. */
export interface PartManifest {
  kind: typeof MANIFEST_KIND;
  layout: typeof MANIFEST_LAYOUT;
  /** The tool that wrote the part; parts of one mission may come from different releases. */
  tool: { name: string; version: string };
  /** What replays the mission anywhere: the same query, seed, version and place give the same agents. */
  mission: { query: string; seed: string; version: number; place: string; count: number };
  /**
   * `dialect`, `table` and `drop` for sql only, `bom` for csv only, else null; `fields` as chosen, or
   * null for the format's own. Parts written with other settings do not add up to one file.
   */
  format: {
    name: Format;
    dialect: string | null;
    fields: readonly string[] | null;
    table: string | null;
    drop: boolean | null;
    bom: boolean | null;
    /** Present, true, for nested agents (--nest); absent otherwise, as in manifests written before it. */
    nest?: true;
  };
  /** 1-based part K of N. */
  part: number;
  parts: number;
  /** The mission's agents in this part, 0-based: `from` included, `to` excluded, as in Array.slice. */
  agents: { from: number; to: number; count: number };
  /** The part file, named relative to the manifest's folder, and what its bytes are. */
  file: { name: string; bytes: number; sha256: string };
  /**
   * Which table of a linked mission the part holds (--tables: a file per table, each part's rows
   * those its agents own); absent for a run of the agents alone, as in manifests written before it.
   */
  linkedTable?: LinkedTable;
  /**
   * Every table the run was asked for (--tables), beside `linkedTable`: a table none of whose parts
   * is there leaves no manifest of its own, so the others name it. Absent in manifests written before it.
   */
  linkedTables?: readonly LinkedTable[];
}

/** What the command knows of the part once its agents are written. */
export interface WrittenPart {
  plan: Pick<SearchPlan, 'query' | 'seed' | 'version' | 'count'> & { resolution: { pin: string } };
  format: Format;
  dialect: string;
  fields: readonly string[] | undefined;
  table: string | undefined;
  drop: boolean;
  bom: boolean;
  nest: boolean;
  shard: readonly [number, number];
  from: number;
  to: number;
}

/** A sink that also counts and hashes every byte on its way to the file. */
export interface MeasuredSink extends Sink {
  measured(): { bytes: number; sha256: string };
}

/**
 * Wraps a sink so that the bytes written are counted and hashed as they go through: the part is
 * never read back. Strings are hashed as the UTF-8 the stream writes; bytes are hashed when written,
 * before the caller may reuse their buffer (see Sink.write), and writes reach the file in call order.
 *
 * @example const sink = measuredSink(await openSink(path)); …; await sink.commit(); sink.measured().sha256
 */
export function measuredSink(inner: Sink): MeasuredSink {
  const hash = createHash('sha256');
  let bytes = 0;
  let digest: string | null = null;
  return {
    write(data) {
      hash.update(data);
      bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      return inner.write(data);
    },
    commit: () => inner.commit(),
    abandon: () => inner.abandon(),
    measured() {
      digest ??= hash.digest('hex');
      return { bytes, sha256: digest };
    },
  };
}

/**
 * The manifest of a written part.
 *
 * @example partManifest(part, "out/agents-part-00001-of-00004.csv", sink.measured()).agents.from === part.from
 */
export function partManifest(
  part: WrittenPart,
  path: string,
  measured: { bytes: number; sha256: string },
  linked?: { table: LinkedTable; tables: readonly LinkedTable[] },
): PartManifest {
  const { plan } = part;
  return {
    kind: MANIFEST_KIND,
    layout: MANIFEST_LAYOUT,
    tool: { name: PACKAGE_NAME, version: VERSION },
    mission: {
      query: plan.query,
      seed: plan.seed,
      version: plan.version,
      place: plan.resolution.pin,
      count: plan.count,
    },
    format: {
      name: part.format,
      dialect: part.format === 'sql' ? part.dialect : null,
      fields: part.fields ?? null,
      table: part.format === 'sql' ? (part.table ?? DEFAULT_SQL_TABLE) : null,
      drop: part.format === 'sql' ? part.drop : null,
      bom: part.format === 'csv' ? part.bom : null,
      ...(part.nest ? { nest: true as const } : {}),
    },
    part: part.shard[0],
    parts: part.shard[1],
    agents: { from: part.from, to: part.to, count: part.to - part.from },
    file: { name: basename(path), ...measured },
    ...(linked !== undefined ? { linkedTable: linked.table, linkedTables: linked.tables } : {}),
  };
}

/** `out/x.csv` → `out/_x.csv.manifest.json` (see the top of this file for the underscore). */
export function manifestPathOf(partPath: string): string {
  return join(dirname(partPath), `_${basename(partPath)}.manifest.json`);
}

/**
 * Writes the manifest beside its part, under a temporary name renamed into place, so that a manifest
 * seen is always whole; called only once the part itself is in place. A manifest that cannot be
 * written takes its part with it: the run fails as a whole, and the scheduler's retry starts clean.
 */
export function writeManifest(partPath: string, manifest: PartManifest): string {
  const path = manifestPathOf(partPath);
  try {
    writeFileWhole(path, `${JSON.stringify(manifest, null, 2)}\n`);
  } catch (error) {
    rmSync(partPath, { force: true });
    throw cannotWrite(path, error);
  }
  return path;
}
