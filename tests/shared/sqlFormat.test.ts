// The SQL writer's quoting, by the dialects' own documented rules. PostgreSQL and SQLite are also
// checked by loading the scripts into the real servers (tests/roundtrip); no MySQL server is at hand,
// so its expected literals here are written by hand from the MySQL manual ("String Literals", table
// 11.1 "Special Character Escape Sequences", and "Schema Object Names" for backticks), and a small
// reader of MySQL string literals, written from the same table, reads every hostile text back.
import { describe, expect, it } from 'vitest';
import { formatAgents } from '../../src/shared/formats.ts';
import {
  createSqlTableWriter,
  ROWS_PER_INSERT,
  sqlIdentifier,
  sqlNumber,
  sqlString,
  sqlTableNameProblem,
  type SqlColumn,
  type SqlDialect,
} from '../../src/shared/sqlFormat.ts';
import type { Agent } from '../../src/shared/types.ts';
import { HOSTILE_TEXTS } from '../roundtrip/missionAgents.ts';

describe('sqlString', () => {
  it.each([
    ['plain', "'plain'"],
    ["O'Brien", "'O''Brien'"],
    ["''", "''''''"],
    ['back\\slash', "'back\\slash'"],
    ['ends\\', "'ends\\'"],
    ["\\'", "'\\'''"],
    ["');DROP TABLE agents;--", "''');DROP TABLE agents;--'"],
    ['say "hi"', `'say "hi"'`],
    ['line\nbreak\ttab', "'line\nbreak\ttab'"],
    ['😀', "'😀'"],
    ['', "''"],
  ])('postgres and sqlite: %j is only doubled quotes', (text, literal) => {
    expect(sqlString(text, 'postgres')).toBe(literal);
    expect(sqlString(text, 'sqlite')).toBe(literal);
  });

  it.each([
    ['plain', "'plain'"],
    ["O'Brien", "'O''Brien'"],
    ['back\\slash', "'back\\\\slash'"],
    // A lone trailing backslash would escape the closing quote: the classic injection.
    ['ends\\', "'ends\\\\'"],
    ["\\'", "'\\\\'''"],
    ["');DROP TABLE agents;--", "''');DROP TABLE agents;--'"],
    ['nul \0 here', "'nul \\0 here'"],
    ['line\nbreak', "'line\\nbreak'"],
    ['carriage\rreturn', "'carriage\\rreturn'"],
    ['ctrl-z \x1a', "'ctrl-z \\Z'"],
    // Needs no escape inside '…'; \t, \b, \% and \_ are escapes for reading, not for writing.
    ['say "hi"', `'say "hi"'`],
    ['tab\there', "'tab\there'"],
    ['100% _', "'100% _'"],
    ['`tick`', "'`tick`'"],
    ['😀', "'😀'"],
  ])('mysql: %j', (text, literal) => {
    expect(sqlString(text, 'mysql')).toBe(literal);
  });

  it('mysql: every hostile text reads back through MySQL’s documented rules', () => {
    for (const text of [...HOSTILE_TEXTS, '\0', '\\0', '\\\\', "'''", '\\Z\x1a']) {
      expect(readMysqlLiteral(sqlString(text, 'mysql')), JSON.stringify(text)).toBe(text);
    }
  });

  it('refuses U+0000 where the dialect cannot hold it', () => {
    expect(() => sqlString('a\0b', 'postgres')).toThrow(
      'SQL (postgres): text cannot hold the character U+0000',
    );
    expect(() => sqlString('a\0b', 'sqlite')).toThrow('U+0000');
  });
});

/**
 * MySQL's reading of a '…' literal in the default sql_mode: '' is a quote; a backslash starts one of
 * the sequences of table 11.1 (\0 \' \" \b \n \r \t \Z \\ \% \_; \% and \_ keep their backslash); a
 * backslash before any other character is dropped.
 */
function readMysqlLiteral(literal: string): string {
  expect(literal.startsWith("'") && literal.endsWith("'")).toBe(true);
  const escapes: Record<string, string> = {
    '0': '\0',
    "'": "'",
    '"': '"',
    b: '\b',
    n: '\n',
    r: '\r',
    t: '\t',
    Z: '\x1a',
    '\\': '\\',
    '%': '\\%',
    _: '\\_',
  };
  let out = '';
  for (let i = 1; i < literal.length - 1; i++) {
    const char = literal[i] as string;
    if (char === '\\') {
      const next = literal[++i] as string;
      out += escapes[next] ?? next;
    } else if (char === "'") {
      // Inside the literal a quote must be doubled; a single one would have ended it.
      expect(literal[++i], `lone quote at ${i - 1} of ${literal}`).toBe("'");
      out += "'";
    } else {
      out += char;
    }
  }
  return out;
}

describe('sqlIdentifier and sqlNumber', () => {
  it('quotes identifiers per dialect, doubling the quote inside', () => {
    expect(sqlIdentifier('fullName', 'postgres')).toBe('"fullName"');
    expect(sqlIdentifier('fullName', 'sqlite')).toBe('"fullName"');
    expect(sqlIdentifier('fullName', 'mysql')).toBe('`fullName`');
    expect(sqlIdentifier('a"b`c', 'postgres')).toBe('"a""b`c"');
    expect(sqlIdentifier('a"b`c', 'mysql')).toBe('`a"b``c`');
  });

  it('prints the shortest decimal that reads back as the same double', () => {
    expect(sqlNumber(48.856946)).toBe('48.856946');
    expect(sqlNumber(-180)).toBe('-180');
    expect(sqlNumber(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(sqlNumber(1e-7)).toBe('1e-7');
    for (const value of [NaN, Infinity, -Infinity])
      expect(() => sqlNumber(value)).toThrow('not a finite number');
  });
});

const CITY: SqlColumn[] = [{ name: 'city', type: 'text', nullable: false }];

function script(dialect: SqlDialect, rows: number, header = true, city = 'Paris'): string {
  const writer = createSqlTableWriter({ dialect, columns: CITY, header, comment: 'demo' });
  let text = writer.start();
  for (let i = 0; i < rows; i++) text += writer.row(i, [city], i);
  return text + writer.end(rows);
}

describe('createSqlTableWriter', () => {
  it('writes a PostgreSQL script: settings, table, one transaction', () => {
    expect(script('postgres', 2)).toBe(
      [
        '-- demo',
        "SET client_encoding = 'UTF8';",
        'SET standard_conforming_strings = on;',
        'CREATE TABLE IF NOT EXISTS "agents" (',
        '  "id" INTEGER NOT NULL PRIMARY KEY,',
        '  "city" TEXT NOT NULL',
        ');',
        'BEGIN;',
        'INSERT INTO "agents" ("id", "city") VALUES',
        "(0, 'Paris'),",
        "(1, 'Paris');",
        'COMMIT;',
        '',
      ].join('\n'),
    );
  });

  it('writes a MySQL script in utf8mb4 with backslash escapes read as such', () => {
    expect(script('mysql', 1, true, 'a\\b')).toBe(
      [
        '-- demo',
        'SET NAMES utf8mb4;',
        "SET SESSION sql_mode = 'TRADITIONAL';",
        'CREATE TABLE IF NOT EXISTS `agents` (',
        '  `id` INT NOT NULL PRIMARY KEY,',
        '  `city` TEXT NOT NULL',
        ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;',
        'START TRANSACTION;',
        'INSERT INTO `agents` (`id`, `city`) VALUES',
        "(0, 'a\\\\b');",
        'COMMIT;',
        '',
      ].join('\n'),
    );
  });

  it('writes an SQLite script with REAL coordinates and nullable columns where asked', () => {
    const writer = createSqlTableWriter({
      dialect: 'sqlite',
      columns: [
        { name: 'lat', type: 'double', nullable: false },
        { name: 'nativeName', type: 'text', nullable: true },
      ],
      header: true,
      comment: 'demo',
    });
    expect(writer.start() + writer.row(7, [1.5, null], 0) + writer.end(1)).toBe(
      [
        '-- demo',
        'CREATE TABLE IF NOT EXISTS "agents" (',
        '  "id" INTEGER NOT NULL PRIMARY KEY,',
        '  "lat" REAL NOT NULL,',
        '  "nativeName" TEXT',
        ');',
        'BEGIN;',
        'INSERT INTO "agents" ("id", "lat", "nativeName") VALUES',
        '(7, 1.5, NULL);',
        'COMMIT;',
        '',
      ].join('\n'),
    );
  });

  it('leaves out only CREATE TABLE without a header', () => {
    for (const dialect of ['postgres', 'mysql', 'sqlite'] as const) {
      const full = script(dialect, 3);
      const shard = script(dialect, 3, false);
      expect(shard, dialect).toBe(full.replace(/CREATE TABLE IF NOT EXISTS [`"]agents[`"] \([^;]*;\n/, ''));
      expect(shard).not.toContain('CREATE');
    }
  });

  it('batches INSERTs of ROWS_PER_INSERT rows and closes the last, full or not', () => {
    const count = (text: string, what: string) => text.split(what).length - 1;
    for (const rows of [
      1,
      ROWS_PER_INSERT - 1,
      ROWS_PER_INSERT,
      ROWS_PER_INSERT + 1,
      2 * ROWS_PER_INSERT + 3,
    ]) {
      const text = script('postgres', rows);
      const inserts = Math.ceil(rows / ROWS_PER_INSERT);
      expect(count(text, 'INSERT INTO'), `${rows} rows`).toBe(inserts);
      expect(count(text, "'Paris');\n"), `${rows} rows`).toBe(inserts);
      expect(count(text, "'Paris'),\n"), `${rows} rows`).toBe(rows - inserts);
      expect(text.endsWith("'Paris');\nCOMMIT;\n")).toBe(true);
    }
    expect(script('postgres', 0).endsWith('BEGIN;\nCOMMIT;\n')).toBe(true);
  });

  it('cuts batches by position alone: writers of parts write one writer’s rows', () => {
    // What lets the command line's threads each write chunks of an SQL file (src/cli/writeAgents.ts).
    const rows = 2 * ROWS_PER_INSERT + 7;
    const writer = () =>
      createSqlTableWriter({ dialect: 'postgres', columns: CITY, header: true, comment: '' });
    const whole = writer();
    let one = '';
    for (let i = 0; i < rows; i++) one += whole.row(i, ['Paris'], i);
    let parts = '';
    for (const [from, to] of [
      [0, 333],
      [333, 334],
      [334, ROWS_PER_INSERT + 1],
      [ROWS_PER_INSERT + 1, rows],
    ] as const) {
      const part = writer();
      for (let i = from; i < to; i++) parts += part.row(i, ['Paris'], i);
    }
    expect(parts).toBe(one);
  });

  it('refuses a row of the wrong length', () => {
    const writer = createSqlTableWriter({ dialect: 'sqlite', columns: CITY, header: true, comment: '' });
    expect(() => writer.row(0, ['a', 'b'], 0)).toThrow('SQL row 0: 2 values for 1 columns');
  });

  it('keeps a mission’s first-line comment one comment line, whatever its query', () => {
    const mission = { version: 1, query: 'x\nDROP TABLE agents; \\\r\u2028--', seed: '1', pin: '' } as const;
    const agent: Agent = {
      fullName: 'A',
      codename: 'B',
      profession: 'C',
      nationality: 'D',
      city: 'E',
      address: 'F',
      email: 'G',
      phone: 'H',
      agency: 'I',
      lat: 1,
      lng: 2,
      countryCode: 'FR',
    };
    for (const dialect of ['postgres', 'mysql', 'sqlite'] as const) {
      const [first, second] = formatAgents('sql', [agent], { mission, dialect }).split('\n');
      expect(first).toBe(
        '-- The Silent Directory: agents of mission version 1, query "x\uFFFDDROP TABLE agents; \uFFFD\uFFFD\uFFFD--", seed "1", place ""',
      );
      expect(second).toMatch(/^(SET|CREATE)/);
    }
  });
});

describe('sqlTableNameProblem', () => {
  it('takes letters, digits and underscores not starting with a digit, up to PostgreSQL’s 63 characters', () => {
    for (const name of ['a', '_', 'agents', 'Spy_Roster_2026', `a${'b'.repeat(62)}`]) {
      expect(sqlTableNameProblem(name), name).toBeNull();
    }
  });

  it('refuses the empty name, a leading digit, other characters and a 64th character', () => {
    for (const name of [
      '',
      '1st',
      '9',
      'spy roster',
      'a-b',
      'a.b',
      'naïve',
      '"x"',
      'x;',
      `a${'b'.repeat(63)}`,
    ]) {
      expect(sqlTableNameProblem(name), name).not.toBeNull();
    }
  });
});

describe('createSqlTableWriter with a table name and drop', () => {
  const writer = (dialect: SqlDialect, table: string, header: boolean, drop: boolean) =>
    createSqlTableWriter({ dialect, columns: CITY, header, comment: 'demo', table, drop });

  it('drops, creates and fills the named table, quoted for the dialect', () => {
    const mysql = writer('mysql', 'spies', true, true);
    const text = mysql.start() + mysql.row(0, ['Paris'], 0) + mysql.end(1);
    expect(text).toContain('DROP TABLE IF EXISTS `spies`;\nCREATE TABLE IF NOT EXISTS `spies` (');
    expect(text).toContain('INSERT INTO `spies` (`id`, `city`) VALUES');
    const sqlite = writer('sqlite', 'spies', true, true).start();
    expect(sqlite).toContain('DROP TABLE IF EXISTS "spies";\nCREATE TABLE IF NOT EXISTS "spies" (');
  });

  it('drops nothing in a shard after the first, which only inserts', () => {
    const shard = writer('postgres', 'spies', false, true);
    expect(shard.start() + shard.row(5, ['Paris'], 0)).not.toMatch(/DROP|CREATE/);
  });

  it('refuses a name that is not a plain identifier', () => {
    expect(() => writer('postgres', 'spies; DROP TABLE x', true, false)).toThrow(/table name/);
  });
});
