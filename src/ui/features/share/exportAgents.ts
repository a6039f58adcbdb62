// The "Export …" files, built from the agents the page holds with the very writers the CLI writes
// with (src/shared/formats.ts; src/shared/parquet.ts and xlsx.ts for the binary formats, in workers
// of their own): the same mission gives the
// same bytes. A large mission is written in slices, each turned into a small Blob at once: the page
// stays responsive between slices, 100,000 agents' text never exists as one 60 MB string, and the
// file is a Blob of those Blobs, which refers to their bytes instead of copying them.
import { createFormatWriter, FORMAT_MEDIA_TYPES, type Format } from '../../../shared/formats.ts';
import type { ParquetOptions } from '../../../shared/parquet.ts';
import type { SqlDialect } from '../../../shared/sqlFormat.ts';
import type { Agent } from '../../../shared/types.ts';
import type { MissionKey } from '../../../shared/missionKey.ts';
import type { XlsxOptions } from '../../../shared/xlsx.ts';
import { missionFileName, type MissionName } from '../../lib/fileNames.ts';
import type { AgentResults } from '../../mission/agentResults.ts';

/**
 * The formats offered as downloads, in the order of their buttons (ndjson stays a CLI format: it is
 * for pipes, not for people). Each one's id is also its file extension.
 */
export const EXPORT_FORMATS = [
  'csv',
  'json',
  'geojson',
  'vcf',
  'sql',
  'parquet',
  'xlsx',
] as const satisfies readonly Format[];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_LABELS: Readonly<Record<ExportFormat, string>> = {
  csv: 'CSV',
  json: 'JSON',
  geojson: 'GeoJSON',
  vcf: 'vCard',
  sql: 'SQL',
  parquet: 'Parquet',
  xlsx: 'XLSX',
};

/** Each format's media type (shared/formats.ts, which the server's answers read too). */
export const EXPORT_MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = FORMAT_MEDIA_TYPES;

/** The SQL dialects offered, in the order of the choice, with the name each server goes by. */
export const SQL_DIALECT_LABELS: Readonly<Record<SqlDialect, string>> = {
  postgres: 'PostgreSQL',
  mysql: 'MySQL',
  sqlite: 'SQLite',
};

/**
 * Agents written between two turns of the page. In Chromium on the 2-core development machine a
 * 100,000-agent GeoJSON file (the slowest text format) took 0.7 s in all, so a slice is a few
 * milliseconds and the longest main-thread task during the exports was 53 ms (bench/RESULTS.md).
 */
export const AGENTS_PER_SLICE = 1_000;

/**
 * A binary file written elsewhere than on the page's thread (see parquetWorker.ts, xlsxWorker.ts):
 * encoding a Parquet row group of 65,536 agents takes seconds, one task that would freeze the page,
 * and deflating a workbook's rows takes longer than making them. Each call resolves to the bytes of
 * the file completed meanwhile, as the shared writer's calls return them.
 */
export interface BinaryFileWriter {
  agents(agents: readonly Agent[]): Promise<Uint8Array<ArrayBuffer>>;
  end(): Promise<Uint8Array<ArrayBuffer>>;
  /** Frees what the writer holds; called once the file is done or abandoned. */
  close(): void;
}
export type ParquetFileWriter = BinaryFileWriter;

export interface ExportOptions {
  /** Gives the page a turn between slices (yieldToPage in the app; a no-op in tests). */
  yieldToPage(): Promise<void>;
  signal?: AbortSignal;
  /** The dialect of an SQL file; PostgreSQL's, as the CLI's, when absent. */
  dialect?: SqlDialect;
  /** Opens the writer of a Parquet file (a worker in the app); Parquet cannot be exported without. */
  openParquet?(options: ParquetOptions): ParquetFileWriter;
  /** Opens the writer of an XLSX file (a worker in the app); XLSX cannot be exported without. */
  openXlsx?(options: XlsxOptions): BinaryFileWriter;
}

/**
 * The file for `format`, holding every agent of `results` (or the agents `only` names) in order.
 *
 * @example await buildAgentsFile(results, 'csv', mission, { yieldToPage }) // Blob, text/csv, BOM first
 * @example await buildAgentsFile(results, 'sql', mission, { yieldToPage, dialect: 'sqlite' })
 */
export async function buildAgentsFile(
  results: AgentResults,
  format: ExportFormat,
  mission: MissionKey,
  options: ExportOptions,
  /** Only these agents (mission indices, in order), e.g. a filter's; every agent when absent. */
  only: Uint32Array | null = null,
): Promise<Blob> {
  const slices =
    format === 'parquet' || format === 'xlsx'
      ? await binarySlices(results, openBinary(format, mission, options), options, only)
      : await textSlices(results, format, mission, options, only);
  return new Blob(slices, { type: EXPORT_MEDIA_TYPES[format] });
}

function openBinary(
  format: 'parquet' | 'xlsx',
  mission: MissionKey,
  options: ExportOptions,
): BinaryFileWriter {
  const open = format === 'parquet' ? options.openParquet : options.openXlsx;
  if (open === undefined) throw new Error(`No ${EXPORT_LABELS[format]} writer to export with.`);
  return open({ mission });
}

async function textSlices(
  results: AgentResults,
  format: Exclude<ExportFormat, 'parquet' | 'xlsx'>,
  mission: MissionKey,
  options: ExportOptions,
  only: Uint32Array | null,
): Promise<Blob[]> {
  const writer = createFormatWriter(format, {
    mission,
    ...(format === 'sql' ? { dialect: options.dialect ?? 'postgres' } : {}),
  });
  const count = only === null ? results.length : only.length;
  // Blobs, not byte arrays: a Blob built from 100 arrays copies all of them in one task (202 ms for
  // the 60 MB GeoJSON file in Chromium here, the longest task of the exports); each slice's own Blob
  // copies its 0.6 MB in its own turn.
  const slices: Blob[] = [];
  let text = writer.start();
  for (let start = 0; start < count; start += AGENTS_PER_SLICE) {
    const end = Math.min(count, start + AGENTS_PER_SLICE);
    for (let position = start; position < end; position++) {
      // An agent keeps its mission index (its vCard UID, its SQL id) in a file of some agents only.
      const index = only === null ? position : (only[position] as number);
      text += writer.agent(results.agent(index), index, position);
    }
    slices.push(new Blob([text]));
    text = '';
    await options.yieldToPage();
    options.signal?.throwIfAborted();
  }
  slices.push(new Blob([text + writer.end(count)]));
  return slices;
}

/**
 * Parquet and XLSX in the same slices: the page makes each slice's agents and hands them to the
 * writer, which encodes a Parquet row group whenever one is full, or deflates a workbook's rows. The
 * bytes depend on the writer alone (Parquet's row groups are the CLI's 65,536 agents; a workbook's
 * deflate stream is fed by content, not by slice), so the heavy work is the writer's, off the page's
 * thread.
 */
async function binarySlices(
  results: AgentResults,
  writer: BinaryFileWriter,
  options: ExportOptions,
  only: Uint32Array | null,
): Promise<Blob[]> {
  // Aborted while a row group is being encoded: the writer is stopped at once, not after it.
  const stop = (): void => writer.close();
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    const count = only === null ? results.length : only.length;
    const slices: Blob[] = [];
    for (let start = 0; start < count; start += AGENTS_PER_SLICE) {
      const end = Math.min(count, start + AGENTS_PER_SLICE);
      const agents: Agent[] = [];
      for (let position = start; position < end; position++) {
        agents.push(results.agent(only === null ? position : (only[position] as number)));
      }
      const bytes = await writer.agents(agents);
      if (bytes.length > 0) slices.push(new Blob([bytes]));
      await options.yieldToPage();
      options.signal?.throwIfAborted();
    }
    slices.push(new Blob([await writer.end()]));
    return slices;
  } catch (error) {
    options.signal?.throwIfAborted();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', stop);
    writer.close();
  }
}

/**
 * The download's name: the mission's (see missionFileName) with "filtered" for a filter's agents,
 * and an SQL file's dialect, since a script for one server does not load into another.
 *
 * @example exportFileName({ query: 'Tokyo', seed: '7', count: 100 }, 'sql', { dialect: 'mysql', filtered: true })
 *   === 'agents-tokyo-seed-7-n100-filtered-mysql.sql'
 */
export function exportFileName(
  mission: MissionName,
  format: ExportFormat,
  { dialect = 'postgres', filtered = false }: { dialect?: SqlDialect; filtered?: boolean } = {},
): string {
  const suffix = [...(filtered ? ['filtered'] : []), ...(format === 'sql' ? [dialect] : [])].join('-');
  return missionFileName(mission, format, suffix);
}
