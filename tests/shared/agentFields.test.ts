// The agent's fields, described once in src/shared/agentFields.ts, against what is promised of them
// from outside the module: the field order written out in tests/fieldOrder.ts, the Agent contract's
// keys (a full agent typed Required<Agent>), the types a value of each field has, and the schemas
// the writers build from the descriptions (SQL's CREATE TABLE, Parquet's schema, XLSX's header row).
import { parquetMetadata } from 'hyparquet';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AGENT_FIELD_NAMES,
  AGENT_FIELD_SPECS,
  AGENT_FIELDS,
  AGENT_TEXT_FIELDS,
  AGENT_V2_FIELDS,
  FIELD_LABELS,
  fieldsOfVersion,
  type FieldSpec,
} from '../../src/shared/agentFields.ts';
import { formatAgents } from '../../src/shared/formats.ts';
import { unnamedMissionKey } from '../../src/shared/missionKey.ts';
import { formatParquet } from '../../src/shared/parquet.ts';
import { formatXlsx } from '../../src/shared/xlsx.ts';
import { MISSION_VERSIONS, type Agent, type MissionVersion } from '../../src/shared/types.ts';
import { V1_FIELD_ORDER, V2_ADDED_FIELDS, V4_ADDED_FIELDS } from '../fieldOrder.ts';

/** Every field of the contract, present: the compiler refuses this object if Agent gains or loses one. */
const FULL_AGENT: Required<Agent> = {
  fullName: 'Tanaka Yui',
  nativeName: '田中 結衣',
  codename: 'Silent Viper',
  profession: 'Cryptographer',
  nationality: 'Japan',
  city: 'Tokyo',
  address: '1-2-3 Marunouchi, Chiyoda-ku, Tokyo 100-0005, Japan',
  email: 'yui.tanaka@section-zero.example',
  phone: '+81 3 1234 5678',
  agency: 'Section Zero',
  lat: 35.68,
  lng: 139.76,
  countryCode: 'JP',
  sex: 'female',
  birthDate: '1990-04-01',
  age: 36,
  username: 'yui.tanaka',
  timeZone: 'Asia/Tokyo',
  street: '1-2-3 Marunouchi',
  postcode: '100-0005',
  region: 'Tokyo',
  phoneKind: 'valid',
  id: 0,
  agencyId: 0,
  handlerId: 12,
  cellId: 3,
  householdId: 0,
};

const FILE_ORDER = [...V1_FIELD_ORDER, 'nativeName', ...V2_ADDED_FIELDS, ...V4_ADDED_FIELDS];

describe('AGENT_FIELD_SPECS', () => {
  it('describes every field of the Agent contract, once', () => {
    expect(Object.keys(AGENT_FIELD_SPECS).sort()).toEqual(Object.keys(FULL_AGENT).sort());
  });

  it('does not compile a description that leaves a field out', () => {
    const { age: _age, ...withoutAge } = AGENT_FIELD_SPECS;
    // @ts-expect-error -- the age has no description: the module's own `satisfies` refuses the same
    const specs: Readonly<Record<keyof Agent, FieldSpec>> = withoutAge;
    expect(Object.keys(specs)).not.toContain('age');
  });

  it('dates version 2’s fields to version 2, version 4’s keys to version 4 and every other field to version 1', () => {
    const since2 = AGENT_FIELD_NAMES.filter((field) => AGENT_FIELD_SPECS[field].since === 2);
    expect(since2).toEqual(V2_ADDED_FIELDS);
    const since1 = AGENT_FIELD_NAMES.filter((field) => AGENT_FIELD_SPECS[field].since === 1);
    expect(since1).toEqual([...V1_FIELD_ORDER, 'nativeName']);
    const since4 = AGENT_FIELD_NAMES.filter((field) => AGENT_FIELD_SPECS[field].since === 4);
    expect(since4).toEqual(V4_ADDED_FIELDS);
  });

  it('marks as optional the native name, which Latin-script names lack, and the keys a director or senior lacks', () => {
    const optional = AGENT_FIELD_NAMES.filter((field) => (AGENT_FIELD_SPECS[field] as FieldSpec).optional);
    expect(optional).toEqual(['nativeName', 'handlerId', 'cellId']);
  });

  it('types string fields as text, coordinates as doubles and the age in whole years as an integer', () => {
    const numbers: Partial<Record<keyof Agent, string>> = {
      lat: 'double',
      lng: 'double',
      age: 'integer',
      ...Object.fromEntries(V4_ADDED_FIELDS.map((field) => [field, 'integer'])),
    };
    for (const field of AGENT_FIELD_NAMES) {
      const expected = typeof FULL_AGENT[field] === 'string' ? 'text' : numbers[field];
      expect(AGENT_FIELD_SPECS[field].type, field).toBe(expected);
    }
  });

  it('gives a spreadsheet numbers for numbers, a date for the birth date and text for the rest', () => {
    const cells = Object.fromEntries(
      AGENT_FIELD_NAMES.map((field) => [field, AGENT_FIELD_SPECS[field].cell]),
    );
    expect(Object.entries(cells).filter(([, cell]) => cell !== 'text')).toEqual([
      ['lat', 'number'],
      ['lng', 'number'],
      ['birthDate', 'date'],
      ['age', 'number'],
      ...V4_ADDED_FIELDS.map((field) => [field, 'number']),
    ]);
    for (const field of AGENT_FIELD_NAMES) {
      const { type, cell } = AGENT_FIELD_SPECS[field];
      expect(cell === 'number', field).toBe(type !== 'text');
    }
  });
});

describe('FIELD_LABELS', () => {
  it('labels each field with its name’s words, capitalised, and spells out the coordinates', () => {
    for (const field of AGENT_FIELD_NAMES) {
      // "Id" is written as the abbreviation it is: "Agency ID".
      const words = field
        .replace(/([A-Z])/g, ' $1')
        .replace(/^./, (first) => first.toUpperCase())
        .replace(/\bId$/, 'ID');
      const expected = { lat: 'Latitude', lng: 'Longitude' }[field as string] ?? words;
      expect(FIELD_LABELS[field], field).toBe(expected);
    }
    const labels = Object.values(FIELD_LABELS);
    expect(new Set(labels).size).toBe(AGENT_FIELD_NAMES.length);
  });
});

describe('the field orders', () => {
  it('writes files in the product’s order: version 1’s fields, nativeName, version 2’s, version 4’s', () => {
    expect(AGENT_FIELD_NAMES).toEqual(FILE_ORDER);
    expect(AGENT_FIELDS).toEqual(V1_FIELD_ORDER);
    expect(AGENT_V2_FIELDS).toEqual(V2_ADDED_FIELDS);
    // The lists filtered from the order keep their exact tuple types, as the library declares them.
    expectTypeOf(AGENT_FIELDS).toEqualTypeOf<typeof V1_FIELD_ORDER>();
    expectTypeOf(AGENT_V2_FIELDS).toEqualTypeOf<typeof V2_ADDED_FIELDS>();
  });

  it('gives each version a prefix of the file order, so an older version’s columns never move', () => {
    expect(fieldsOfVersion(1)).toEqual([...V1_FIELD_ORDER, 'nativeName']);
    expect(fieldsOfVersion(2)).toEqual([...V1_FIELD_ORDER, 'nativeName', ...V2_ADDED_FIELDS]);
    expect(fieldsOfVersion(3)).toEqual([...V1_FIELD_ORDER, 'nativeName', ...V2_ADDED_FIELDS]);
    expect(fieldsOfVersion(4)).toEqual(FILE_ORDER);
    for (const version of MISSION_VERSIONS) {
      const fields = fieldsOfVersion(version);
      expect(AGENT_FIELD_NAMES.slice(0, fields.length), `version ${version}`).toEqual(fields);
    }
  });

  it('carries in a chunk every field but the coordinates, which travel as numbers', () => {
    expect([...AGENT_TEXT_FIELDS].sort()).toEqual(
      FILE_ORDER.filter((field) => field !== 'lat' && field !== 'lng').sort(),
    );
    expect(new Set(AGENT_TEXT_FIELDS).size).toBe(AGENT_TEXT_FIELDS.length);
  });
});

/** An empty file of each version, with every field of the version as its columns. */
const missionOf = (version: MissionVersion) => ({ mission: unnamedMissionKey(version) });
const V2_ORDER = [...V1_FIELD_ORDER, 'nativeName', ...V2_ADDED_FIELDS];
const VERSION_COLUMNS: readonly [MissionVersion, readonly string[]][] = [
  [1, [...V1_FIELD_ORDER, 'nativeName']],
  [2, V2_ORDER],
  [3, V2_ORDER],
  [4, FILE_ORDER],
];

describe('the schemas built from the descriptions', () => {
  it.each(VERSION_COLUMNS)(
    'SQL: version %i’s table has an id, then its fields in file order',
    (version, columns) => {
      const script = formatAgents('sql', [], { ...missionOf(version), dialect: 'sqlite' });
      const table = /CREATE TABLE IF NOT EXISTS "agents" \(\n([^;]*)\n\);/.exec(script)?.[1] ?? '';
      const lines = table.split(',\n').map((line) => /^ {2}"(\w+)" (\w+)( NOT NULL)?/.exec(line));
      // Version 4's `id` is the table's own id column (the agent's index), not a second one.
      expect(lines.map((match) => match?.[1])).toEqual(['id', ...columns.filter((field) => field !== 'id')]);
      // SQLite's storage classes: REAL for a double, INTEGER for a whole number, TEXT for text.
      const sqliteType = { text: 'TEXT', double: 'REAL', integer: 'INTEGER' } as const;
      for (const match of lines.slice(1)) {
        const field = match?.[1] as keyof typeof AGENT_FIELD_SPECS;
        expect(match?.[2], field).toBe(sqliteType[AGENT_FIELD_SPECS[field].type]);
        expect(match?.[3] === undefined, field).toBe(['nativeName', 'handlerId', 'cellId'].includes(field));
      }
    },
  );

  it.each(VERSION_COLUMNS)('Parquet: version %i’s schema is its fields in file order', (version, columns) => {
    const [root, ...schema] = parquetMetadata(
      formatParquet([], missionOf(version)).buffer as ArrayBuffer,
    ).schema;
    expect(root?.num_children).toBe(columns.length);
    expect(schema.map((column) => column.name)).toEqual(columns);
    for (const column of schema) {
      const field = column.name as keyof typeof AGENT_FIELD_SPECS;
      const parquetType = { text: 'BYTE_ARRAY', double: 'DOUBLE', integer: 'INT32' }[
        AGENT_FIELD_SPECS[field].type
      ];
      expect(column.type, field).toBe(parquetType);
      // Required: what every agent of every version has, so a column reads alike in every file.
      const required = (V1_FIELD_ORDER as readonly string[]).includes(field);
      expect(column.repetition_type, field).toBe(required ? 'REQUIRED' : 'OPTIONAL');
    }
  });

  it.each(VERSION_COLUMNS)(
    'XLSX: version %i’s header row is its fields in file order',
    (version, columns) => {
      const sheet = strFromU8(unzipSync(formatXlsx([], missionOf(version)))['xl/worksheets/sheet1.xml']!);
      const header = /<row r="1">(.*?)<\/row>/.exec(sheet)?.[1] ?? '';
      expect([...header.matchAll(/<t>([^<]*)<\/t>/g)].map((match) => match[1])).toEqual(columns);
    },
  );

  it.each(VERSION_COLUMNS)('CSV: version %i’s header is its fields in file order', (version, columns) => {
    expect(formatAgents('csv', [], { ...missionOf(version), bom: false })).toBe(`${columns.join(',')}\r\n`);
  });
});
