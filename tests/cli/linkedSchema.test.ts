// schema/linked.schema.json against what it describes: its tables' columns are linkedTables.ts's, in
// order and typed alike; every row of a linked mission's ndjson tables, as the command line writes
// them, passes its table's definition; and it refuses what the model forbids. Validated by Ajv, an
// independent JSON Schema 2020-12 implementation.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATED_TABLES, TABLE_COLUMNS, type RelatedTable } from '../../src/shared/linkedTables.ts';
import {
  AGENCY_KINDS,
  LEAD_ROLE,
  OPERATION_ROLES,
  OPERATION_STATUSES,
} from '../../src/worker/data/linkedWords.ts';
import { schemaValidator } from '../schemaValidator.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const schema = JSON.parse(readFileSync(join(ROOT, 'schema/linked.schema.json'), 'utf8'));
const ID = schema.$id as string;

const ajv = schemaValidator();
// A nested agent's own fields are the agent schema's.
ajv.addSchema(JSON.parse(readFileSync(join(ROOT, 'schema/agent.schema.json'), 'utf8')));
ajv.addSchema(schema);
const validatorOf = (table: RelatedTable) => ajv.getSchema(`${ID}#/$defs/${table}`)!;

let dir: string;
let rows: Record<RelatedTable, Record<string, unknown>[]>;
let nested: Record<string, unknown>[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tsd-linked-schema-'));
  const mission = [
    '--query',
    'lagos',
    '--seed',
    '3',
    '--count',
    '3000',
    '--offline',
    '--mission-version',
    '4',
  ];
  const run = spawnSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [
      'src/cli/agents.ts',
      ...mission,
      '--format',
      'ndjson',
      '--tables',
      RELATED_TABLES.join(','),
      '--output',
      dir,
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  rows = Object.fromEntries(
    RELATED_TABLES.map((table) => [
      table,
      readFileSync(join(dir, `${table}.ndjson`), 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    ]),
  ) as typeof rows;
  const nesting = spawnSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['src/cli/agents.ts', ...mission, '--format', 'ndjson', '--nest'],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 << 20 },
  );
  expect(nesting.status, nesting.stderr).toBe(0);
  nested = nesting.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const JSON_TYPES = { integer: 'integer', double: 'number', text: 'string' } as const;

describe('schema/linked.schema.json', () => {
  it('describes each table’s columns in order, all of them required, typed as the tables declare', () => {
    expect(Object.keys(schema.$defs)).toEqual([...RELATED_TABLES, 'nestedAgent']);
    for (const table of RELATED_TABLES) {
      const { properties, required } = schema.$defs[table];
      const columns = TABLE_COLUMNS[table];
      expect(Object.keys(properties), table).toEqual(columns.map((column) => column.name));
      expect(required, table).toEqual(
        columns.filter((column) => !column.nullable).map((column) => column.name),
      );
      for (const column of columns) {
        const property = properties[column.name];
        // An enumerated text column lists its words instead of a type.
        if (property.enum !== undefined) expect(column.type, `${table}.${column.name}`).toBe('text');
        else expect(property.type, `${table}.${column.name}`).toBe(JSON_TYPES[column.type]);
      }
    }
  });

  it('lists the words the model draws kinds, statuses and roles from', () => {
    expect(schema.$defs.agencies.properties.kind.enum).toEqual(AGENCY_KINDS);
    expect(schema.$defs.operations.properties.status.enum).toEqual(OPERATION_STATUSES);
    expect(schema.$defs.assignments.properties.role.enum).toEqual([LEAD_ROLE, ...OPERATION_ROLES]);
  });

  it('accepts every row of a linked mission’s tables, each by its own table', () => {
    for (const table of RELATED_TABLES) {
      expect(rows[table].length, table).toBeGreaterThan(0);
      const validate = validatorOf(table);
      for (const row of rows[table]) expect(validate(row), `${table} ${JSON.stringify(row)}`).toBe(true);
    }
  });

  it.each([
    ['agencies', 'a negative id', { id: -1 }],
    ['agencies', 'a kind of its own', { kind: 'secret police' }],
    ['agencies', 'a domain that is not reserved for examples', { emailDomain: 'mi6.gov.uk' }],
    ['households', 'no one in it', { size: 0 }],
    ['cells', 'a fractional key', { agencyId: 1.5 }],
    ['operations', 'a 30th of February', { startDate: '2021-02-30' }],
    ['operations', 'a status the dates cannot give', { status: 'postponed' }],
    ['operations', 'a lower-case country code', { targetCountryCode: 'gh' }],
    ['operations', 'a latitude past the pole', { targetLat: 90.5 }],
    ['assignments', 'a role of its own', { role: 'mole' }],
    ['assignments', 'a column no table has', { note: 'x' }],
  ] as const)('refuses a row of %s with %s', (table, _, change) => {
    const row = { ...(rows[table][0] as Record<string, unknown>), ...change };
    expect(validatorOf(table)(row)).toBe(false);
  });

  it('accepts every agent as --nest writes it, and refuses one with its keys instead of its rows', () => {
    const validate = ajv.getSchema(`${ID}#/$defs/nestedAgent`)!;
    expect(nested.length).toBe(3000);
    for (const agent of nested) expect(validate(agent), JSON.stringify(agent).slice(0, 200)).toBe(true);
    const { agency, household, ...own } = nested[0] as Record<string, unknown>;
    const id = (agency as { id: number }).id;
    // The plain agent's keys are not a nested agent's: its agency must be the row, and agencyId gone.
    expect(validate({ ...own, agency: (agency as { name: string }).name, household })).toBe(false);
    expect(validate({ ...own, agency, household, agencyId: id })).toBe(false);
    expect(validate({ ...own, agency, householdId: (household as { id: number }).id })).toBe(false);
    expect(validate({ ...own, agency: { ...(agency as object), kind: 'secret police' }, household })).toBe(
      false,
    );
  });

  it('refuses a row without one of its columns', () => {
    for (const table of RELATED_TABLES) {
      const [first] = TABLE_COLUMNS[table];
      const { [first!.name]: _gone, ...rest } = rows[table][0] as Record<string, unknown>;
      expect(validatorOf(table)(rest), table).toBe(false);
    }
  });
});
