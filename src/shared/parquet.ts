// A mission's agents as an Apache Parquet file: typed columns that DuckDB, pandas, Polars or Spark read
// without guessing, compressed (Snappy) column by column. Written by hyparquet-writer, in row groups:
// agents are buffered until a group is full, the group is encoded, and its bytes are handed back at
// once, so a file of ten million agents streams out through a buffer of one row group. The fields
// follow the formats' rules: which and in which order from missionVersions.ts and `--fields`
// (checkFields), their types from agentFields.ts. A linked mission's other tables (linkedTables.ts) are
// written the same way, a file each, typed from their columns.
//
// Pure JavaScript, like the rest of shared/: the modules are imported by path rather than from the
// package's entry, whose Node build brings in `fs` for a file writer this module does not need.
import { ByteWriter } from 'hyparquet-writer/src/bytewriter.js';
import { ParquetWriter } from 'hyparquet-writer/src/parquet-writer.js';
import { checkFields } from './formats.ts';
import { AGENT_FIELD_SPECS, type AgentField, type FieldSpec } from './agentFields.ts';
import { missionFields } from './missionVersions.ts';
import type { Agent } from './types.ts';
import { TABLE_COLUMNS, type RelatedTable, type TableRow } from './linkedTables.ts';
import type { SqlColumnType } from './sqlFormat.ts';
import type { MissionKey } from './missionKey.ts';
import { concatBytes } from './concatBytes.ts';

/**
 * Rows per row group: a reader skips or reads a group as a whole, and the writer holds one group of
 * agents (some 30 MB of strings for version 2) while it fills. DuckDB's own writer uses 122,880.
 */
export const PARQUET_ROW_GROUP_SIZE = 65_536;

/** The key of the file metadata entry that names the mission (JSON: version, query, seed, place). */
export const PARQUET_MISSION_KEY = 'the-silent-directory.mission';

export interface ParquetOptions {
  /** The mission: its version sets the default columns, and it is recorded in the file's metadata. */
  mission?: MissionKey;
  /** The columns, in order (see WriterOptions.fields); every field of the mission's version without it. */
  fields?: readonly AgentField[];
  /** Agents per row group; PARQUET_ROW_GROUP_SIZE without it. */
  rowGroupSize?: number;
}

/**
 * A streaming Parquet writer. Each call returns the bytes of the file completed since the previous
 * call (often none: a row group is written when full); the caller writes them out in order, and the
 * bytes `end` returns complete the file. Agents go in the order of the file.
 */
export interface AgentParquetWriter {
  agent(agent: Agent): Uint8Array;
  agents(agents: readonly Agent[]): Uint8Array;
  end(): Uint8Array;
}

type Schema = ConstructorParameters<typeof ParquetWriter>[0]['schema'];
type ColumnValue = string | number | null;

/** A column of a Parquet file: its name, its type as the formats name types, and whether a row may lack it. */
interface ParquetColumn {
  readonly name: string;
  readonly type: SqlColumnType;
  readonly nullable: boolean;
}

/**
 * A ByteWriter whose written bytes can be taken away. hyparquet-writer locates everything it writes
 * by `offset` (all bytes written so far), never by the position in its buffer (`index`), so moving
 * the buffered bytes out and starting the buffer again does not disturb it: the same trick as its
 * own Node file writer, without the file.
 */
class DrainableWriter extends ByteWriter {
  drain(): Uint8Array {
    const bytes = new Uint8Array(this.buffer, 0, this.index).slice();
    this.index = 0;
    return bytes;
  }
}

const NO_BYTES = new Uint8Array(0);

/** A streaming writer of rows (values in column order), as AgentParquetWriter writes agents. */
interface RowsWriter {
  row(values: readonly ColumnValue[]): Uint8Array;
  rows(rows: Iterable<readonly ColumnValue[]>): Uint8Array;
  end(): Uint8Array;
}

/**
 * The writer under both kinds of file: rows are buffered column by column until a row group is full,
 * then the group is encoded and its bytes handed back.
 */
function createRowsWriter(
  columns: readonly ParquetColumn[],
  mission: MissionKey | undefined,
  rowGroupSize = PARQUET_ROW_GROUP_SIZE,
): RowsWriter {
  if (!Number.isInteger(rowGroupSize) || rowGroupSize < 1) {
    throw new Error(`Parquet: a row group holds a whole number of agents, at least 1 (not ${rowGroupSize})`);
  }
  const writer = new DrainableWriter();
  const parquet = new ParquetWriter({
    writer,
    schema: parquetSchema(columns),
    ...(mission ? { kvMetadata: [{ key: PARQUET_MISSION_KEY, value: missionJson(mission) }] } : {}),
  });
  let data: ColumnValue[][] = columns.map(() => []);
  let rows = 0;
  let ended = false;

  function add(values: readonly ColumnValue[]): void {
    if (ended) throw new Error('Parquet: the file has ended');
    for (let i = 0; i < columns.length; i++) (data[i] as ColumnValue[]).push(values[i] ?? null);
    rows++;
    if (rows === rowGroupSize) writeGroup();
  }

  function writeGroup(): void {
    if (rows === 0) return;
    const columnData = columns.map(({ name }, i) => ({ name, data: data[i] as ColumnValue[] }));
    // Synchronous: the writer has no flush() to wait for.
    void parquet.write({ columnData, rowGroupSize: rows });
    data = columns.map(() => []);
    rows = 0;
  }

  function taken(): Uint8Array {
    return writer.index === 0 ? NO_BYTES : writer.drain();
  }

  return {
    row(values) {
      add(values);
      return taken();
    },
    rows(all) {
      // Drained once per group, so a large array is never held twice as bytes.
      const parts: Uint8Array[] = [];
      for (const values of all) {
        add(values);
        if (rows === 0) parts.push(taken());
      }
      parts.push(taken());
      return concatBytes(parts);
    },
    end() {
      if (ended) throw new Error('Parquet: the file has ended');
      writeGroup();
      void parquet.finish();
      ended = true;
      return taken();
    },
  };
}

/**
 * A writer of one Parquet file: text columns are UTF-8 strings (BYTE_ARRAY, UTF8), lat and lng
 * DOUBLE, age and version 4's keys INT32. A field every agent of the mission has is REQUIRED;
 * nativeName, absent for Latin-script names, and the later versions' fields are OPTIONAL (null where
 * absent). Throws, as createFormatWriter does, for fields that do not apply to the mission.
 *
 * @example
 *   const parquet = createParquetWriter({ mission, fields: ["fullName", "lat", "lng"] });
 *   const parts = [parquet.agents(agents), parquet.end()]; // the file, in order
 */
export function createParquetWriter(options: ParquetOptions = {}): AgentParquetWriter {
  const version = options.mission?.version ?? 1;
  const fields = options.fields === undefined ? missionFields(version) : checkFields(options.fields, version);
  const columns = fields.map((name) => ({
    name,
    type: AGENT_FIELD_SPECS[name].type,
    nullable: !isRequired(name),
  }));
  const rows = createRowsWriter(columns, options.mission, options.rowGroupSize);
  const valuesOf = (agent: Agent): ColumnValue[] => fields.map((field) => agent[field] ?? null);
  return {
    agent: (agent) => rows.row(valuesOf(agent)),
    agents: (agents) => rows.rows(agents.map(valuesOf)),
    end: () => rows.end(),
  };
}

/** A streaming writer of a related table's rows (TableRow: values in TABLE_COLUMNS order). */
export interface TableParquetWriter {
  row(row: TableRow): Uint8Array;
  end(): Uint8Array;
}

/**
 * A writer of one related table of a linked mission as a Parquet file, typed as its columns are
 * (shared/linkedTables.ts): integer keys INT32, as the agents' own, so that joins compare like with
 * like; a nullable column OPTIONAL.
 *
 * @example const cells = createTableParquetWriter("cells", { mission }); const file = [cells.row(row), cells.end()]
 */
export function createTableParquetWriter(
  table: RelatedTable,
  options: Pick<ParquetOptions, 'mission' | 'rowGroupSize'> = {},
): TableParquetWriter {
  const rows = createRowsWriter(TABLE_COLUMNS[table], options.mission, options.rowGroupSize);
  return { row: (row) => rows.row(row), end: () => rows.end() };
}

/**
 * A whole Parquet file of the agents, for a download held in memory.
 *
 * @example new TextDecoder().decode(formatParquet(agents).slice(0, 4)) === "PAR1"
 */
export function formatParquet(agents: readonly Agent[], options: ParquetOptions = {}): Uint8Array {
  const parquet = createParquetWriter(options);
  return concatBytes([parquet.agents(agents), parquet.end()]);
}

function parquetSchema(columns: readonly ParquetColumn[]): Schema {
  const schema: Schema = [{ name: 'root', num_children: columns.length }];
  for (const { name, type, nullable } of columns) {
    const repetition_type = nullable ? 'OPTIONAL' : 'REQUIRED';
    if (type === 'text') schema.push({ name, type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type });
    else schema.push({ name, type: type === 'double' ? 'DOUBLE' : 'INT32', repetition_type });
  }
  return schema;
}

/**
 * Version 1's fields are in every agent; nativeName and the later versions' fields are nullable
 * columns, so a column's type reads the same whichever mission's file it is in.
 */
function isRequired(field: AgentField): boolean {
  const { since, optional }: FieldSpec = AGENT_FIELD_SPECS[field];
  return since === 1 && optional !== true;
}

function missionJson({ version, query, seed, pin }: MissionKey): string {
  return JSON.stringify({ version, query, seed, place: pin });
}
