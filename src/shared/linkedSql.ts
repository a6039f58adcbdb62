// A linked mission as one SQL script: every table created in dependency order with its primary
// key, the rows of each chunk of agents (their related rows first, then the agents'), and the
// foreign keys enforced. The rows come in agent order, not in the order their keys depend on one
// another (an agent's handler may come after it, an agency's row with its director), so:
// - PostgreSQL and MySQL/MariaDB add each foreign key once every row is in (ALTER TABLE … ADD
//   CONSTRAINT), which checks every row already there: a violation fails the load;
// - SQLite cannot add a constraint to a table, so its tables declare theirs DEFERRABLE INITIALLY
//   DEFERRED, the script turns enforcement on (PRAGMA foreign_keys) and loads in one transaction,
//   whose COMMIT checks every row.
import { AGENT_FIELD_SPECS, type AgentField } from './agentFields.ts';
import {
  TABLE_COLUMNS,
  type LinkedTable,
  type RelatedTable,
  type TableColumn,
  type TableRow,
} from './linkedTables.ts';
import {
  ROWS_PER_INSERT,
  SESSION,
  SQL_TYPES,
  sqlComment,
  sqlIdentifier,
  sqlValue,
  type SqlDialect,
} from './sqlFormat.ts';

/** The agents table's keys to other tables: version 4's fields that hold another row's id. */
const AGENT_REFERENCES: Readonly<Partial<Record<AgentField, LinkedTable>>> = {
  agencyId: 'agencies',
  handlerId: 'agents',
  cellId: 'cells',
  householdId: 'households',
};

/** A table's columns for SQL: the agents' from their fields (with `id` first), the others' as described. */
function columnsOf(table: LinkedTable, agentFields: readonly AgentField[]): readonly TableColumn[] {
  if (table !== 'agents') return TABLE_COLUMNS[table];
  return [
    { name: 'id', type: 'integer', nullable: false },
    ...agentFields
      .filter((field) => field !== 'id')
      .map((field) => {
        const spec = AGENT_FIELD_SPECS[field];
        const references = AGENT_REFERENCES[field];
        return {
          name: field,
          type: spec.type,
          nullable: 'optional' in spec,
          ...(references !== undefined ? { references } : {}),
        };
      }),
  ];
}

/** A table's primary key: `id`, but for assignments, which are keyed by their operation and agent. */
function primaryKey(table: LinkedTable): readonly string[] {
  return table === 'assignments' ? ['operationId', 'agentId'] : ['id'];
}

/** Only keys between tables the script writes are constraints; a key to a table left out is a plain column. */
function keyed(
  column: TableColumn,
  tables: ReadonlySet<LinkedTable>,
): column is TableColumn & { references: LinkedTable } {
  return column.references !== undefined && tables.has(column.references);
}

export interface LinkedSqlOptions {
  dialect: SqlDialect;
  /** The tables written, in dependency order (see LINKED_TABLES); the agents' must be among them. */
  tables: readonly LinkedTable[];
  /** The agents' fields (version 4's), whose columns follow the agents' id. */
  agentFields: readonly AgentField[];
  /** Said in a comment on the first line. */
  comment: string;
  /** Whether the script drops its tables first, so that it loads again. */
  drop: boolean;
}

/**
 * The script's start: the comment, the session settings, the tables (with `create`; dropped first
 * with `drop`), and the transaction opened.
 *
 * @example linkedSqlStart({ dialect: "sqlite", tables: ["agencies", "agents"], … }).includes("PRAGMA foreign_keys = ON;")
 */
export function linkedSqlStart(options: LinkedSqlOptions & { create: boolean }): string {
  const { dialect, tables } = options;
  const written = new Set(tables);
  const lines = [sqlComment(options.comment), ...SESSION[dialect]];
  if (dialect === 'sqlite') lines.push('PRAGMA foreign_keys = ON;');
  if (options.drop && options.create) {
    // Dependents first; MySQL and PostgreSQL would refuse to drop a table another's key still names.
    if (dialect === 'mysql') lines.push('SET FOREIGN_KEY_CHECKS = 0;');
    for (const table of [...tables].reverse())
      lines.push(
        `DROP TABLE IF EXISTS ${sqlIdentifier(table, dialect)}${dialect === 'postgres' ? ' CASCADE' : ''};`,
      );
    if (dialect === 'mysql') lines.push('SET FOREIGN_KEY_CHECKS = 1;');
  }
  // A later part of a sharded run loads into the tables the first part made.
  if (options.create) {
    for (const table of tables)
      lines.push(createTable(dialect, table, columnsOf(table, options.agentFields), written));
    // SQLite checks a deferred key from both ends: inserting a parent looks for the children already
    // waiting for it, a scan of the child table without an index on the key (a 100,000-agent load
    // ran for over ten minutes without them).
    if (dialect === 'sqlite') lines.push(...keyIndexes(options));
  }
  lines.push(dialect === 'mysql' ? 'START TRANSACTION;' : 'BEGIN;', '');
  return lines.join('\n');
}

function createTable(
  dialect: SqlDialect,
  table: LinkedTable,
  columns: readonly TableColumn[],
  written: ReadonlySet<LinkedTable>,
): string {
  const types = SQL_TYPES[dialect];
  const lines = columns.map((column) => {
    const base = `  ${sqlIdentifier(column.name, dialect)} ${types[column.type]}${column.nullable ? '' : ' NOT NULL'}`;
    // SQLite's keys are declared here, checked at COMMIT; the others' are added after the rows.
    return dialect === 'sqlite' && keyed(column, written)
      ? `${base} REFERENCES ${sqlIdentifier(column.references, dialect)} ("id") DEFERRABLE INITIALLY DEFERRED`
      : base;
  });
  lines.push(
    `  PRIMARY KEY (${primaryKey(table)
      .map((name) => sqlIdentifier(name, dialect))
      .join(', ')})`,
  );
  const tail = dialect === 'mysql' ? ' ENGINE=InnoDB DEFAULT CHARSET=utf8mb4' : '';
  return `CREATE TABLE IF NOT EXISTS ${sqlIdentifier(table, dialect)} (\n${lines.join(',\n')}\n)${tail};`;
}

/**
 * The script's end, after the agents' rows are closed and committed (the agents' writer's end): the
 * foreign keys added, each checking every row (PostgreSQL, MySQL); nothing for SQLite, whose COMMIT
 * has checked them.
 *
 * @example linkedSqlConstraints({ dialect: "postgres", tables: ["agencies", "agents"], … }) // 'ALTER TABLE "agents" ADD CONSTRAINT …'
 */
export function linkedSqlConstraints(options: LinkedSqlOptions): string {
  const { dialect, tables } = options;
  if (dialect === 'sqlite') return '';
  const written = new Set(tables);
  // PostgreSQL indexes no foreign key by itself (MySQL does, when the key is added): made after the
  // rows, which is faster than keeping them up to date row by row, and what every join on a key uses.
  const lines: string[] = dialect === 'postgres' ? keyIndexes(options) : [];
  for (const table of tables)
    for (const column of columnsOf(table, options.agentFields)) {
      if (!keyed(column, written)) continue;
      const name = sqlIdentifier(`${table}_${column.name}_fkey`, dialect);
      lines.push(
        `ALTER TABLE ${sqlIdentifier(table, dialect)} ADD CONSTRAINT ${name} FOREIGN KEY (${sqlIdentifier(column.name, dialect)}) REFERENCES ${sqlIdentifier(column.references, dialect)} (${sqlIdentifier('id', dialect)});`,
      );
    }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/** An index on each key column that names another row (the primary keys have their own). */
function keyIndexes(options: LinkedSqlOptions): string[] {
  const { dialect, tables } = options;
  const written = new Set(tables);
  const lines: string[] = [];
  for (const table of tables)
    for (const column of columnsOf(table, options.agentFields)) {
      // An assignment's operation leads its primary key, which serves as its index.
      if (!keyed(column, written) || (table === 'assignments' && column.name === 'operationId')) continue;
      const name = sqlIdentifier(`${table}_${column.name}_idx`, dialect);
      lines.push(
        `CREATE INDEX IF NOT EXISTS ${name} ON ${sqlIdentifier(table, dialect)} (${sqlIdentifier(column.name, dialect)});`,
      );
    }
  return lines;
}

/**
 * A related table's rows of one chunk as INSERT statements of at most ROWS_PER_INSERT rows, closed
 * within the chunk: a chunk's text is whole statements wherever the chunk was made.
 *
 * @example sqlInserts("sqlite", "cells", [[0, 1, "Heron Sigma", "Oslo", 7]]) // 'INSERT INTO "cells" (…) VALUES\n(0, 1, …);\n'
 */
export function sqlInserts(dialect: SqlDialect, table: RelatedTable, rows: readonly TableRow[]): string {
  if (rows.length === 0) return '';
  const names = TABLE_COLUMNS[table].map((column) => sqlIdentifier(column.name, dialect)).join(', ');
  const insert = `INSERT INTO ${sqlIdentifier(table, dialect)} (${names}) VALUES\n`;
  let out = '';
  for (let at = 0; at < rows.length; at++) {
    const values = (rows[at] as TableRow).map((value) => sqlValue(value, dialect)).join(', ');
    const last = at === rows.length - 1 || at % ROWS_PER_INSERT === ROWS_PER_INSERT - 1;
    out += `${at % ROWS_PER_INSERT === 0 ? insert : ',\n'}(${values})${last ? ';\n' : ''}`;
  }
  return out;
}
