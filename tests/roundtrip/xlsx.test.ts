// XLSX workbooks read back by two readers that share no code with the writer: Python's openpyxl, as a
// data person would load one, and LibreOffice Calc itself, headless, saving the sheet as CSV as a
// spreadsheet user would. Every cell must be the agent's value with the type a spreadsheet should
// see: text (postcodes keep their leading zeros, phones stay as written), a date for birthDate,
// numbers for lat, lng and age.
//
// Where openpyxl (Debian's python3-openpyxl) or LibreOffice (libreoffice-calc-nogui) is missing the
// tests are skipped with a message, except under CI, where they fail: CI installs both (.ci/run).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentField } from '../../src/shared/agentFields.ts';
import { missionFields } from '../../src/shared/missionVersions.ts';
import type { Agent } from '../../src/shared/types.ts';
import { formatXlsx, XLSX_WIDTH_SAMPLE } from '../../src/shared/xlsx.ts';
import { HOSTILE_MISSION, hostileAgents, IN_CI, sampleMissions, type Mission } from './missionAgents.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Debian's interpreter first: /usr/bin/python3 may not be the python3 on PATH (pyenv's, say). */
const PYTHON = ['/usr/bin/python3', 'python3'].find(
  (python) => spawnSync(python, ['-c', 'import openpyxl'], { stdio: 'ignore' }).status === 0,
);
const SOFFICE = ['soffice', 'libreoffice'].find(
  (program) => spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0,
);
const NO_OPENPYXL = 'openpyxl is not installed (apt-get install -y python3-openpyxl)';
const NO_SOFFICE = 'LibreOffice is not installed (apt-get install -y libreoffice-calc-nogui)';
if (PYTHON === undefined && !IN_CI)
  console.warn(`Skipping the XLSX round trip through openpyxl: ${NO_OPENPYXL}.`);
if (SOFFICE === undefined && !IN_CI)
  console.warn(`Skipping the XLSX round trip through LibreOffice: ${NO_SOFFICE}.`);

/** Seoul, where postcodes such as 01349 start with a zero; more agents than the columns' width sample. */
const SEOUL = ['--query', 'seoul', '--seed', '7', '--offline', '--mission-version', '2'];
const SEOUL_COUNT = XLSX_WIDTH_SAMPLE + 500;

let dir = '';
let missions: readonly Mission[];
/** The CLI's workbook of the Seoul mission, and the same mission as the CLI's JSON. */
let seoulFile = '';
let seoulAgents: Agent[];

function cli(args: readonly string[]): Buffer {
  return execFileSync(`${ROOT}node_modules/.bin/tsx`, ['src/cli/agents.ts', ...args], {
    cwd: ROOT,
    maxBuffer: 256 << 20,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tsd-xlsx-'));
  missions = await sampleMissions(60);
  seoulFile = join(dir, 'seoul.xlsx');
  cli([...SEOUL, '--count', String(SEOUL_COUNT), '--format', 'xlsx', '--output', seoulFile]);
  seoulAgents = JSON.parse(cli([...SEOUL, '--count', String(SEOUL_COUNT)]).toString('utf8')) as Agent[];
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

let saved = 0;
function save(bytes: Uint8Array): string {
  const path = join(dir, `agents-${saved++}.xlsx`);
  writeFileSync(path, bytes);
  return path;
}

/** A cell as openpyxl gives it, by Python type. */
type Cell = { text: string } | { number: number } | { date: string } | { other: string } | null;

interface Workbook {
  sheets: string[];
  freeze: string | null;
  rows: Cell[][];
  /** Number formats of the header row and the first agent's row. */
  formats: string[][];
  bold: boolean[];
  widths: Record<string, number>;
  description: string | null;
}

/**
 * openpyxl's reading of each workbook. openpyxl gives an inline string's text as the XML holds it,
 * without decoding ECMA-376's `_xHHHH_` escapes (its shared-string reader and Excel decode them), so
 * its own unescape, which follows the standard, is applied to text.
 */
const OPENPYXL_SCRIPT = `
import datetime, json, sys, openpyxl
from openpyxl.utils.escape import unescape
def cell(value):
    if value is None: return None
    if isinstance(value, datetime.datetime): return {'date': value.isoformat()}
    if isinstance(value, bool): return {'other': repr(value)}
    if isinstance(value, (int, float)): return {'number': value}
    if isinstance(value, str): return {'text': unescape(value)}
    return {'other': repr(value)}
books = []
for path in sys.argv[1:]:
    wb = openpyxl.load_workbook(path)
    ws = wb.worksheets[0]
    books.append({
        'sheets': wb.sheetnames,
        'freeze': ws.freeze_panes,
        'rows': [[cell(c.value) for c in row] for row in ws.iter_rows()],
        'formats': [[c.number_format for c in row] for row in ws.iter_rows(max_row=2)],
        'bold': [bool(c.font.b) for c in ws[1]],
        'widths': {key: dim.width for key, dim in ws.column_dimensions.items()},
        'description': wb.properties.description,
    })
print(json.dumps(books))
`;

function openpyxl(...paths: string[]): Workbook[] {
  const out = execFileSync(PYTHON as string, ['-c', OPENPYXL_SCRIPT, ...paths], {
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  return JSON.parse(out) as Workbook[];
}

/** What a spreadsheet should hold for a value: nothing for an absent or empty one. */
function expectedCell(field: AgentField, value: string | number | undefined): Cell {
  if (value === undefined || value === '') return null;
  if (field === 'birthDate') return { date: `${value}T00:00:00` };
  return typeof value === 'number' ? { number: value } : { text: value };
}

function expectedRows(agents: readonly Agent[], fields: readonly AgentField[]): Cell[][] {
  return [
    fields.map((field) => ({ text: field })),
    ...agents.map((agent) => fields.map((field) => expectedCell(field, agent[field]))),
  ];
}

describe.skipIf(PYTHON === undefined && !IN_CI)('XLSX read by openpyxl', () => {
  let seoul: Workbook;
  beforeAll(() => {
    if (PYTHON === undefined) throw new Error(`${NO_OPENPYXL}: CI never skips this test (see .ci/run).`);
    [seoul] = openpyxl(seoulFile) as [Workbook];
  }, 60_000);

  it('gives back every cell of the CLI’s Seoul workbook, postcodes with their leading zeros', () => {
    const fields = missionFields(2);
    expect(seoulAgents).toHaveLength(SEOUL_COUNT);
    expect(seoul.rows).toEqual(expectedRows(seoulAgents, fields));
    const zeros = seoulAgents.filter((agent) => agent.postcode?.startsWith('0'));
    expect(zeros.length).toBeGreaterThan(0);
    expect(seoul.description).not.toBeNull();
    expect(JSON.parse(seoul.description!)).toMatchObject({ version: 2, query: 'seoul', seed: '7' });
  });

  it('freezes the bold header row, and types the cells: Text for text, a date format for birthDate', () => {
    expect(seoul.sheets).toEqual(['Agents']);
    expect(seoul.freeze).toBe('A2');
    expect(seoul.bold.every(Boolean)).toBe(true);
    const fields = missionFields(2);
    const formats = Object.fromEntries(fields.map((field, i) => [field, seoul.formats[1]![i]]));
    expect(formats.postcode).toBe('@');
    expect(formats.phone).toBe('@');
    expect(formats.birthDate).toMatch(/y/);
    expect(formats.lat).toBe('General');
  });

  it('sizes each column to fit its header and the longest value of the first agents', () => {
    const sample = seoulAgents.slice(0, XLSX_WIDTH_SAMPLE);
    missionFields(2).forEach((field, i) => {
      const letter = String.fromCharCode(65 + i);
      const longest = Math.max(
        field.length,
        ...sample.map((agent) => [...String(agent[field] ?? '')].length),
      );
      const width = seoul.widths[letter];
      expect(width, field).toBeGreaterThanOrEqual(Math.min(60, longest + 1));
      expect(width, field).toBeLessThanOrEqual(Math.max(12, 2 * longest + 4));
    });
  });

  it('gives back missions of both versions, hostile text, chosen fields and an empty mission', () => {
    const fields: AgentField[] = ['postcode', 'birthDate', 'lat', 'nativeName', 'fullName'];
    const hostile = hostileAgents();
    const cases: [readonly Agent[], readonly AgentField[], Uint8Array][] = [
      ...missions.map((m): [readonly Agent[], readonly AgentField[], Uint8Array] => [
        m.agents,
        missionFields(m.key.version),
        formatXlsx(m.agents, { mission: m.key }),
      ]),
      [hostile, missionFields(2), formatXlsx(hostile, { mission: HOSTILE_MISSION })],
      [missions[5]!.agents, fields, formatXlsx(missions[5]!.agents, { mission: missions[5]!.key, fields })],
      [[], missionFields(1), formatXlsx([], { mission: missions[0]!.key })],
    ];
    const books = openpyxl(...cases.map(([, , bytes]) => save(bytes)));
    cases.forEach(([agents, chosen], i) => {
      expect(books[i]!.rows, `workbook ${i}`).toEqual(expectedRows(agents, chosen));
    });
  });
});

/** A CSV field as LibreOffice wrote it, and whether it quoted it (with "quote all text cells", text). */
interface CsvField {
  value: string | number;
  quoted: boolean;
}

/**
 * LibreOffice's CSV of each workbook: comma, double quote, UTF-8 (76), from line 1, every text cell
 * quoted, cells as shown (a date in its format). A private profile, so no user's settings apply.
 */
function libreOfficeCsv(...paths: string[]): CsvField[][][] {
  const out = join(dir, `csv-${saved++}`);
  execFileSync(
    SOFFICE as string,
    [
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--headless',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,true,true',
      '--outdir',
      out,
      ...paths,
    ],
    { stdio: 'ignore', timeout: 170_000 },
  );
  return paths.map((path) => {
    const name = path
      .split('/')
      .pop()!
      .replace(/\.xlsx$/, '.csv');
    // An unquoted number is compared as a number: Calc may print 1e-7 as 0.0000001.
    return parse(readFileSync(join(out, name)), {
      cast: (value, context): CsvField => ({
        value: !context.quoting && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value,
        quoted: context.quoting,
      }),
    }) as unknown as CsvField[][];
  });
}

/**
 * What Calc shows: text as written (but a cell of several lines has its line breaks as line feeds,
 * carriage returns included, as Calc's own editing makes them), numbers to Calc's 15 significant digits, the date as its yyyy-mm-dd format
 * shows it, and nothing for an empty cell.
 */
function calcField(field: AgentField, value: string | number | undefined): CsvField {
  if (value === undefined || value === '') return { value: '', quoted: false };
  if (typeof value === 'number') return { value: Number(value.toPrecision(15)), quoted: false };
  if (field === 'birthDate') return { value, quoted: false };
  return { value: value.includes('\n') ? value.replace(/\r\n?/g, '\n') : value, quoted: true };
}

function calcRows(agents: readonly Agent[], fields: readonly AgentField[]): CsvField[][] {
  return [
    fields.map((field) => ({ value: field, quoted: true })),
    ...agents.map((agent) => fields.map((field) => calcField(field, agent[field]))),
  ];
}

describe.skipIf(SOFFICE === undefined && !IN_CI)('XLSX opened by LibreOffice Calc', () => {
  let csv: CsvField[][][];
  const hostile = hostileAgents();

  beforeAll(() => {
    if (SOFFICE === undefined) throw new Error(`${NO_SOFFICE}: CI never skips this test (see .ci/run).`);
    csv = libreOfficeCsv(
      seoulFile,
      save(formatXlsx(hostile, { mission: HOSTILE_MISSION })),
      save(formatXlsx(missions[0]!.agents, { mission: missions[0]!.key })),
    );
  }, 180_000);

  it('keeps the postcodes’ leading zeros and the phones as text cells', () => {
    const fields = missionFields(2);
    const [postcode, phone] = [fields.indexOf('postcode'), fields.indexOf('phone')];
    const rows = csv[0]!.slice(1);
    expect(rows).toHaveLength(SEOUL_COUNT);
    const zeros = rows.filter((row) => String(row[postcode]!.value).startsWith('0'));
    expect(zeros.length).toBeGreaterThan(0);
    for (const row of zeros)
      expect(row[postcode]).toEqual({ value: expect.stringMatching(/^0\d{4}$/), quoted: true });
    rows.forEach((row, i) => {
      expect(row[postcode]).toEqual({ value: seoulAgents[i]!.postcode, quoted: true });
      expect(row[phone]).toEqual({ value: seoulAgents[i]!.phone, quoted: true });
    });
  });

  it('shows every cell of the Seoul workbook as the JSON has it: text, numbers and dates', () => {
    expect(csv[0]).toEqual(calcRows(seoulAgents, missionFields(2)));
  });

  it('shows hostile text and a version 1 mission as written', () => {
    expect(csv[1]).toEqual(calcRows(hostile, missionFields(2)));
    expect(csv[2]).toEqual(calcRows(missions[0]!.agents, missionFields(1)));
  });
});
