// The tables of a linked mission (version 4): what each holds, its columns and their keys. The
// agents table is the agents' own fields (agentFields.ts); the others are described here, once, for
// every format that writes them and for the engine that fills them (engine/linked/linkedRecords.ts).
import type { SqlColumnType } from './sqlFormat.ts';
import { csvCell, featureJson, type Entry } from './formats.ts';

/** Every table, in the order their keys depend on one another (a table refers only to those before it, but for the agents' handlers and directors). */
export const LINKED_TABLES = [
  'agencies',
  'households',
  'cells',
  'agents',
  'operations',
  'assignments',
] as const;
export type LinkedTable = (typeof LINKED_TABLES)[number];
/** The tables besides the agents'. */
export type RelatedTable = Exclude<LinkedTable, 'agents'>;
export const RELATED_TABLES = LINKED_TABLES.filter((table) => table !== 'agents') as readonly RelatedTable[];

/** A column of a related table. */
export interface TableColumn {
  readonly name: string;
  readonly type: SqlColumnType;
  /** Whether a row may lack it. */
  readonly nullable: boolean;
  /** The table whose `id` it holds, for a foreign key. */
  readonly references?: LinkedTable;
}

const id = { name: 'id', type: 'integer', nullable: false } as const;

/** Each related table's columns, in file order. Every table but assignments has `id` as its key. */
export const TABLE_COLUMNS: Readonly<Record<RelatedTable, readonly TableColumn[]>> = {
  agencies: [
    id,
    { name: 'name', type: 'text', nullable: false },
    { name: 'kind', type: 'text', nullable: false },
    { name: 'headquarters', type: 'text', nullable: false },
    { name: 'lat', type: 'double', nullable: false },
    { name: 'lng', type: 'double', nullable: false },
    { name: 'founded', type: 'text', nullable: false },
    { name: 'emailDomain', type: 'text', nullable: false },
    { name: 'directorId', type: 'integer', nullable: false, references: 'agents' },
  ],
  households: [
    id,
    { name: 'address', type: 'text', nullable: false },
    { name: 'lat', type: 'double', nullable: false },
    { name: 'lng', type: 'double', nullable: false },
    { name: 'size', type: 'integer', nullable: false },
  ],
  cells: [
    id,
    { name: 'agencyId', type: 'integer', nullable: false, references: 'agencies' },
    { name: 'codename', type: 'text', nullable: false },
    { name: 'city', type: 'text', nullable: false },
    { name: 'leaderId', type: 'integer', nullable: false, references: 'agents' },
  ],
  operations: [
    id,
    { name: 'agencyId', type: 'integer', nullable: false, references: 'agencies' },
    { name: 'cellId', type: 'integer', nullable: false, references: 'cells' },
    { name: 'codename', type: 'text', nullable: false },
    { name: 'targetCity', type: 'text', nullable: false },
    { name: 'targetCountryCode', type: 'text', nullable: false },
    { name: 'targetLat', type: 'double', nullable: false },
    { name: 'targetLng', type: 'double', nullable: false },
    { name: 'startDate', type: 'text', nullable: false },
    { name: 'endDate', type: 'text', nullable: false },
    { name: 'status', type: 'text', nullable: false },
  ],
  assignments: [
    { name: 'operationId', type: 'integer', nullable: false, references: 'operations' },
    { name: 'agentId', type: 'integer', nullable: false, references: 'agents' },
    { name: 'role', type: 'text', nullable: false },
  ],
};

/** A row of a related table: its columns' values in TABLE_COLUMNS order. */
export type TableRow = readonly (string | number | null)[];

/** A row of `agencies` as an object, its keys TABLE_COLUMNS' names. */
export interface AgencyRow {
  id: number;
  name: string;
  kind: string;
  headquarters: string;
  lat: number;
  lng: number;
  founded: string;
  emailDomain: string;
  directorId: number;
}

/** A row of `households`. */
export interface HouseholdRow {
  id: number;
  address: string;
  lat: number;
  lng: number;
  size: number;
}

/** A row of `cells`. */
export interface CellRow {
  id: number;
  agencyId: number;
  codename: string;
  city: string;
  leaderId: number;
}

/** A row of `operations`. */
export interface OperationRow {
  id: number;
  agencyId: number;
  cellId: number;
  codename: string;
  targetCity: string;
  targetCountryCode: string;
  targetLat: number;
  targetLng: number;
  startDate: string;
  endDate: string;
  status: string;
}

/** A row of `assignments`. */
export interface AssignmentRow {
  operationId: number;
  agentId: number;
  role: string;
}

/** Each related table's row, as an object. */
export interface TableRows {
  agencies: AgencyRow;
  households: HouseholdRow;
  cells: CellRow;
  operations: OperationRow;
  assignments: AssignmentRow;
}

/**
 * A row of `table` as an object keyed by its columns' names, in their order.
 *
 * @example rowObject("assignments", [3, 41, "courier"]) // { operationId: 3, agentId: 41, role: "courier" }
 */
export function rowObject<T extends RelatedTable>(table: T, row: TableRow): TableRows[T] {
  const columns = TABLE_COLUMNS[table];
  const object: Record<string, string | number | null> = {};
  for (let k = 0; k < columns.length; k++) object[(columns[k] as TableColumn).name] = row[k] ?? null;
  return object as unknown as TableRows[T];
}

/**
 * The tables named in `--tables` text (comma-separated, spaces ignored), in dependency order; throws
 * an Error with a one-line message for an empty list, an unknown or repeated name.
 *
 * @example parseTables("assignments, agents") // ["agents", "assignments"]
 */
export function parseTables(text: string): readonly LinkedTable[] {
  const names = text.split(',').map((name) => name.trim());
  const listed = `tables are ${LINKED_TABLES.join(', ')}`;
  if (names.length === 1 && names[0] === '') throw new Error(`--tables: no table named; ${listed}`);
  const seen = new Set<string>();
  for (const name of names) {
    if (!(LINKED_TABLES as readonly string[]).includes(name))
      throw new Error(`--tables: unknown table ${JSON.stringify(name.slice(0, 40))}; ${listed}`);
    if (seen.has(name)) throw new Error(`--tables: ${name} is named twice`);
    seen.add(name);
  }
  return LINKED_TABLES.filter((table) => seen.has(table));
}

/**
 * The formats related tables are written in: ndjson, JSON, CSV, GeoJSON and Parquet one file per
 * table (Parquet's by shared/parquet.ts), SQL one script of every table (shared/linkedSql.ts).
 */
export const TABLE_FORMATS = ['ndjson', 'json', 'csv', 'geojson', 'parquet', 'sql'] as const;

/**
 * The point of each table that has one, as its latitude's and longitude's columns: what GeoJSON draws.
 * An agency's is its headquarters, a household's its home, an operation's its target.
 */
export const TABLE_POINTS: Readonly<Partial<Record<RelatedTable, readonly [lat: string, lng: string]>>> = {
  agencies: ['lat', 'lng'],
  households: ['lat', 'lng'],
  operations: ['targetLat', 'targetLng'],
};
export type TableFormat = (typeof TABLE_FORMATS)[number];
/** The formats whose table files are text, written here. */
export type TableFileFormat = Exclude<TableFormat, 'sql' | 'parquet'>;

/** A related table's rows as text, piece by piece. */
export interface TableWriter {
  /** CSV's header row when the file starts here, JSON's opening bracket; '' otherwise and for ndjson. */
  start(): string;
  /**
   * A row's text. A JSON row starts with the comma that separates it from the one before: rows are
   * made by chunks that cannot know whether rows came before them, so the file's writer drops its
   * first row's comma (cli/writeAgents.ts).
   */
  row(row: TableRow): string;
  /** JSON's closing bracket, `rows` saying whether the file has any row; '' for the others. */
  end(rows: boolean): string;
}

/**
 * A writer of one related table's rows: ndjson, one JSON object a line whose keys are the columns
 * (a missing value is null); JSON, an array of those objects printed as the agents' JSON is (each
 * file of a sharded run a whole document); or CSV (RFC 4180, CRLF, a header row when `header`, an
 * empty cell for a missing value), as the agents' own files are written.
 *
 * @example createTableWriter("csv", "cells", true).start() === "id,agencyId,codename,city,leaderId\r\n"
 */
export function createTableWriter(
  format: TableFileFormat,
  table: RelatedTable,
  header: boolean,
): TableWriter {
  const columns = TABLE_COLUMNS[table];
  if (format === 'csv')
    return {
      start: () => (header ? `${columns.map((column) => column.name).join(',')}\r\n` : ''),
      row: (row) => `${row.map((value) => csvCell(value === null ? '' : String(value))).join(',')}\r\n`,
      end: () => '',
    };
  if (format === 'geojson') {
    const [lat, lng] = TABLE_POINTS[table] ?? [];
    if (lat === undefined) throw new Error(`The ${table} table has no point for GeoJSON.`);
    const latAt = columns.findIndex((column) => column.name === lat);
    const lngAt = columns.findIndex((column) => column.name === lng);
    return {
      start: () => '{\n  "type": "FeatureCollection",\n  "features": [',
      // The point is the geometry; the other columns are the properties, as the agents' GeoJSON has them.
      row: (row) => {
        const properties: Entry[] = [];
        for (let k = 0; k < columns.length; k++)
          if (k !== latAt && k !== lngAt) properties.push([(columns[k] as TableColumn).name, row[k] ?? null]);
        return `,\n${featureJson({ lat: row[latAt] as number, lng: row[lngAt] as number }, properties)}`;
      },
      end: (rows) => (rows ? '\n  ]\n}\n' : ']\n}\n'),
    };
  }
  const keys = columns.map((column) => JSON.stringify(column.name));
  if (format === 'json')
    return {
      start: () => '[',
      row: (row) => {
        let out = ',\n  {';
        for (let k = 0; k < keys.length; k++)
          out += `${k === 0 ? '\n' : ',\n'}    ${keys[k]}: ${JSON.stringify(row[k] ?? null)}`;
        return `${out}\n  }`;
      },
      end: (rows) => (rows ? '\n]\n' : ']\n'),
    };
  return {
    start: () => '',
    end: () => '',
    row: (row) => {
      let out = '';
      for (let k = 0; k < keys.length; k++)
        out += `${k === 0 ? '{' : ','}${keys[k]}:${JSON.stringify(row[k] ?? null)}`;
      return `${out}}\n`;
    },
  };
}
