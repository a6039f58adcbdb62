// A mission's agents as an SQL script that creates and fills a table `agents`, for PostgreSQL, MySQL
// (and MariaDB) or SQLite: `psql -f`, `mysql <`, `sqlite3 db.sqlite < file` load it as it is. Kept apart
// from formats.ts because what makes it correct is each dialect's rules for quoting, not the agents:
// formats.ts chooses the columns and hands over values; this module only writes them safely.
//
// The table has an `id` column first, the agent's index in its mission, as its primary key: shards of
// one mission load into the same table without colliding, and `ORDER BY id` gives the mission's order.

export const SQL_DIALECTS = ['postgres', 'mysql', 'sqlite'] as const;
export type SqlDialect = (typeof SQL_DIALECTS)[number];

/** What a column holds: text, an IEEE double (a coordinate), or a whole number (an age). */
export type SqlColumnType = 'text' | 'double' | 'integer';

export interface SqlColumn {
  name: string;
  type: SqlColumnType;
  /** Whether NULL is allowed: only for a value some agents lack (nativeName). */
  nullable: boolean;
}

export type SqlValue = string | number | null;

export interface SqlTableOptions {
  dialect: SqlDialect;
  /** The columns after `id`, in order. */
  columns: readonly SqlColumn[];
  /** Whether to write CREATE TABLE (false for a shard appended to a table another file created). */
  header: boolean;
  /** Said in a comment on the first line, e.g. which mission the rows are. */
  comment: string;
  /** The table's name (see sqlTableNameProblem); `agents` by default. */
  table?: string;
  /**
   * Whether the script drops the table before creating it (only with `header`), so that loading it
   * again gives the same table instead of failing on the ids already there.
   */
  drop?: boolean;
}

/** The table a script fills when no name is given. */
export const DEFAULT_SQL_TABLE = 'agents';

/**
 * What is wrong with a table name, or null when it is fine: letters, digits and underscores, not
 * starting with a digit, at most 63 characters (PostgreSQL's limit, below MySQL's 64). Names are
 * quoted in the script anyway; the rule keeps them names that every dialect and every shell takes
 * without surprise, rather than relying on quoting to carry spaces or dots that would later need it
 * in every query.
 *
 * @example sqlTableNameProblem("agents_2026") === null; sqlTableNameProblem("drop table") !== null
 */
export function sqlTableNameProblem(name: string): string | null {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    return 'a table name is letters, digits and underscores, and does not start with a digit';
  }
  if (name.length > 63) return 'a table name has at most 63 characters';
  return null;
}

export interface SqlTableWriter {
  start(): string;
  /**
   * One agent's row: its id, then one value per column. `position` is the row's place in this file
   * (0 for its first row), which alone decides where an INSERT starts and ends.
   */
  row(id: number, values: readonly SqlValue[], position: number): string;
  /** The file's end after `count` rows: the last INSERT closed, if open, and the transaction committed. */
  end(count: number): string;
}

/**
 * Rows per INSERT: a multi-row INSERT loads far faster than one statement a row, and 500 rows keep
 * a statement small enough for every server's default limits (MySQL's max_allowed_packet was 1 MB
 * before 8.0; an agent's row is well under 1 KB). Batches are cut by a row's position in the file
 * alone, never by what came before it, so threads that each write a part of the rows write the
 * very text one writer would (see src/cli/writeAgents.ts).
 */
export const ROWS_PER_INSERT = 500;

export const SQL_TYPES: Readonly<Record<SqlDialect, Readonly<Record<SqlColumnType, string>>>> = {
  postgres: { text: 'TEXT', double: 'DOUBLE PRECISION', integer: 'INTEGER' },
  // REAL is SQLite's 8-byte IEEE double, so coordinates keep every bit.
  sqlite: { text: 'TEXT', double: 'REAL', integer: 'INTEGER' },
  mysql: { text: 'TEXT', double: 'DOUBLE', integer: 'INT' },
};

/**
 * Session settings that make the file mean the same on any server, set before anything is read.
 * PostgreSQL: the text is UTF-8 whatever the client's locale, and backslashes are ordinary
 * characters in '…' (standard_conforming_strings, on by default since 9.1, but a server may turn it
 * off). MySQL: utf8mb4 (MySQL's "utf8" is three bytes and refuses emoji), and a session sql_mode
 * without NO_BACKSLASH_ESCAPES (the escaping below relies on backslashes) and without ANSI_QUOTES,
 * strict so a value that does not fit is an error rather than a silent truncation. SQLite reads the
 * file as UTF-8 and treats backslashes as ordinary characters already.
 */
export const SESSION: Readonly<Record<SqlDialect, readonly string[]>> = {
  postgres: ["SET client_encoding = 'UTF8';", 'SET standard_conforming_strings = on;'],
  mysql: ['SET NAMES utf8mb4;', "SET SESSION sql_mode = 'TRADITIONAL';"],
  sqlite: [],
};

/**
 * A writer for one table's script: the comment and session settings, CREATE TABLE (when `header`),
 * then the rows in batched INSERTs inside one transaction (one commit instead of one per statement,
 * which in SQLite is the difference between seconds and hours for a million rows), closed by `end`.
 * Each piece is returned as it is made, so a script of millions of rows is streamed, never held.
 *
 * @example
 *   const sql = createSqlTableWriter({ dialect: "sqlite", columns: [{ name: "city", type: "text", nullable: false }], header: true, comment: "demo" });
 *   sql.start() + sql.row(0, ["Paris"], 0) + sql.end(1)
 *   // "-- demo\nCREATE TABLE agents (…);\nBEGIN;\nINSERT INTO agents (\"id\", \"city\") VALUES\n(0, 'Paris');\nCOMMIT;\n"
 */
export function createSqlTableWriter(options: SqlTableOptions): SqlTableWriter {
  const { dialect, columns } = options;
  const tableName = options.table ?? DEFAULT_SQL_TABLE;
  const problem = sqlTableNameProblem(tableName);
  if (problem !== null) throw new Error(`${JSON.stringify(tableName.slice(0, 70))}: ${problem}`);
  const table = sqlIdentifier(tableName, dialect);
  const names = ['id', ...columns.map((column) => column.name)].map((name) => sqlIdentifier(name, dialect));
  const insert = `INSERT INTO ${table} (${names.join(', ')}) VALUES\n`;
  const create = options.header
    ? [
        ...(options.drop === true ? [`DROP TABLE IF EXISTS ${table};`] : []),
        createTable(dialect, table, columns),
      ]
    : [];
  return {
    start: () =>
      [
        sqlComment(options.comment),
        ...SESSION[dialect],
        ...create,
        dialect === 'mysql' ? 'START TRANSACTION;' : 'BEGIN;',
        '',
      ].join('\n'),
    row: (id, values, position) => {
      if (values.length !== columns.length) {
        throw new Error(`SQL row ${id}: ${values.length} values for ${columns.length} columns`);
      }
      const row = `(${sqlNumber(id)}${values.map((value) => `, ${sqlValue(value, dialect)}`).join('')})`;
      const last = position % ROWS_PER_INSERT === ROWS_PER_INSERT - 1;
      return `${position % ROWS_PER_INSERT === 0 ? insert : ',\n'}${row}${last ? ';\n' : ''}`;
    },
    end: (count) => `${count % ROWS_PER_INSERT === 0 ? '' : ';\n'}COMMIT;\n`,
  };
}

/**
 * IF NOT EXISTS: a script loaded into a database that already has the table (a second mission, or
 * the same one again) reaches its INSERTs, where the primary key refuses ids already there and the
 * transaction changes nothing, instead of stopping at a CREATE that names the table's existence as
 * the problem. `drop` is for a script meant to replace the table.
 */
function createTable(dialect: SqlDialect, table: string, columns: readonly SqlColumn[]): string {
  const lines = [
    `  ${sqlIdentifier('id', dialect)} ${SQL_TYPES[dialect].integer} NOT NULL PRIMARY KEY`,
    ...columns.map(
      (column) =>
        `  ${sqlIdentifier(column.name, dialect)} ${SQL_TYPES[dialect][column.type]}${column.nullable ? '' : ' NOT NULL'}`,
    ),
  ];
  // InnoDB for the transaction; utf8mb4 for every character an agent's text can hold.
  const tail = dialect === 'mysql' ? ' ENGINE=InnoDB DEFAULT CHARSET=utf8mb4' : '';
  return `CREATE TABLE IF NOT EXISTS ${table} (\n${lines.join(',\n')}\n)${tail};`;
}

/**
 * An identifier, quoted: the agents' field names are camelCase, which PostgreSQL would fold to lower
 * case unquoted. Standard SQL's "…" for PostgreSQL and SQLite, MySQL's `…` (its "…" is a string
 * unless ANSI_QUOTES is set); the quote character itself is doubled inside.
 *
 * @example sqlIdentifier("fullName", "mysql") === "`fullName`"
 */
export function sqlIdentifier(name: string, dialect: SqlDialect): string {
  const quote = dialect === 'mysql' ? '`' : '"';
  return `${quote}${name.replaceAll(quote, quote + quote)}${quote}`;
}

/**
 * A string literal. PostgreSQL (with standard_conforming_strings, which the script sets) and SQLite
 * follow the standard: a quote is doubled and nothing else is special. MySQL's default mode also reads
 * backslash escapes inside '…' (MySQL manual, "String Literals", table of special character escape
 * sequences), so a backslash is doubled too; NUL, LF, CR and Ctrl-Z are written as \0, \n, \r and \Z
 * as mysqldump writes them (the mysql client cuts a string at a raw NUL, and Windows at a raw Ctrl-Z).
 * PostgreSQL's text and SQLite's SQL text cannot hold U+0000 at all: refused here rather than at load.
 *
 * @example sqlString("O'Brien \\ Co", "mysql") === "'O''Brien \\\\ Co'"
 */
export function sqlString(value: string, dialect: SqlDialect): string {
  // eslint-disable-next-line no-control-regex -- these control characters are the ones to escape
  if (dialect === 'mysql') return `'${value.replace(/[\\'\0\n\r\x1a]/g, mysqlEscape)}'`;
  if (value.includes('\0')) throw new Error(`SQL (${dialect}): text cannot hold the character U+0000`);
  return `'${value.replaceAll("'", "''")}'`;
}

const MYSQL_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  "'": "''",
  '\0': '\\0',
  '\n': '\\n',
  '\r': '\\r',
  '\x1a': '\\Z',
};

function mysqlEscape(char: string): string {
  return MYSQL_ESCAPES[char] ?? char;
}

/**
 * A number as JavaScript prints it: the shortest decimal that reads back as the same double, which
 * each server parses to that double (so coordinates survive bit for bit). Exponents ("1e-7") are
 * numeric literals in all three dialects. NaN and infinities have no literal: refused.
 *
 * @example sqlNumber(48.856946) === "48.856946"
 */
export function sqlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`SQL: ${value} is not a finite number`);
  return String(value);
}

export function sqlValue(value: SqlValue, dialect: SqlDialect): string {
  if (value === null) return 'NULL';
  return typeof value === 'number' ? sqlNumber(value) : sqlString(value, dialect);
}

/**
 * A `-- ` comment line. Control characters (a line break would end the comment and let the rest of
 * the text run as SQL) and backslashes (which the mysql and psql clients may read as their own
 * commands) become U+FFFD: the comment is for people, and must never be anything else.
 */
export function sqlComment(text: string): string {
  return `-- ${text.replace(/[\p{Cc}\u2028\u2029\\]/gu, '\uFFFD')}`;
}
