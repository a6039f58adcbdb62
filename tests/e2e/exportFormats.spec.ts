// Issue 21, the dashboard's export menu offers the CLI's formats: "Export SQL" in the dialect chosen
// beside it and "Export Parquet" download the bytes the CLI writes for the same mission (query, seed,
// version and place pin), and are read back by readers that share no code with the app: SQLite itself
// (sql.js) and hyparquet. A filter's export holds the filtered agents, the rows the CLI's whole mission
// has for them. Parquet is written in a worker of its own, loaded on the first Parquet export only.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Download, Locator, Page } from '@playwright/test';
import { parquetReadObjects } from 'hyparquet';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { expect, test } from './fixtures.ts';
import { COMPLETE, openDashboard, readRows, SEARCH_TIMEOUT, statusLine } from './dashboard.ts';
import type { MissionVersion } from './dashboard.ts';
import { cityId } from './cities.ts';
import { CLI, ROOT } from './cli.ts';

type Dialect = 'postgres' | 'mysql' | 'sqlite';
/** The choices as the visitor reads them, and the dialect each names on the command line. */
const DIALECTS: readonly { label: string; dialect: Dialect }[] = [
  { label: 'PostgreSQL', dialect: 'postgres' },
  { label: 'MySQL', dialect: 'mysql' },
  { label: 'SQLite', dialect: 'sqlite' },
];

const run = promisify(execFile);

interface Mission {
  query: string;
  seed: number;
  version: MissionVersion;
  count: number;
  /** The link's `place=`, which the CLI is given as --place. */
  place: string;
}

/** The file the CLI writes with --output for the mission, as bytes. */
async function cliFile(mission: Mission, format: 'sql' | 'parquet', dialect?: Dialect): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsd-export-'));
  const output = path.join(dir, `agents.${format}`);
  try {
    await run(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [
        CLI,
        ...['--query', mission.query, '--seed', String(mission.seed)],
        ...['--mission-version', String(mission.version), '--place', mission.place, '--offline'],
        ...['--count', String(mission.count), '--format', format],
        ...(dialect === undefined ? [] : ['--dialect', dialect]),
        ...['--output', output],
      ],
      { cwd: ROOT, timeout: 90_000 },
    );
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let SQL: SqlJsStatic;
test.beforeAll(async () => {
  SQL = await initSqlJs();
});

type Row = Record<string, unknown>;

/** Table `agents` of an SQL script, as SQLite reads it: `where` filters, rows in id order. */
function sqliteRows(script: Buffer, where = ''): Row[] {
  const db = new SQL.Database();
  try {
    db.exec(script.toString('utf8'));
    const [result] = db.exec(`SELECT * FROM agents ${where} ORDER BY id`);
    if (!result) return [];
    return result.values.map((values) =>
      Object.fromEntries(result.columns.map((name, i) => [name, values[i]])),
    );
  } finally {
    db.close();
  }
}

async function parquetRows(bytes: Buffer): Promise<Row[]> {
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return parquetReadObjects({ file });
}

const shareGroup = (page: Page): Locator => page.getByRole('group', { name: 'Share and export' });
const dialectChoice = (page: Page): Locator =>
  shareGroup(page).getByRole('combobox', { name: 'SQL dialect' });
const exportSql = (page: Page): Locator => shareGroup(page).getByRole('button', { name: 'Export SQL' });
const exportParquet = (page: Page): Locator =>
  shareGroup(page).getByRole('button', { name: 'Export Parquet' });
const agentCount = (page: Page): Locator => page.getByTestId('agent-count');

/**
 * Records the media type of every file the page saves, by name: the Blob behind an <a download>'s
 * object URL at the moment the link is clicked.
 */
async function recordSavedTypes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const types = new Map<string, string>();
    const saved: Record<string, string> = {};
    (window as unknown as { __savedTypes: Record<string, string> }).__savedTypes = saved;
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) types.set(url, object.type);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download !== '') saved[this.download] = types.get(this.href) ?? '(not a Blob)';
      click.call(this);
    };
  });
}

async function savedType(page: Page, name: string): Promise<string | undefined> {
  return page.evaluate(
    (file) => (window as unknown as { __savedTypes: Record<string, string> }).__savedTypes[file],
    name,
  );
}

async function downloadOf(
  page: Page,
  start: () => Promise<void>,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { download, bytes: fs.readFileSync(await download.path()) };
}

/** Runs a mission from its link and returns it as the CLI is to be asked for it. */
async function runMission(page: Page, params: { q: string; seed: number; n: number }): Promise<Mission> {
  await openDashboard(page, { ...params, v: 2 });
  await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
  await expect(agentCount(page)).toHaveText(`${params.n} agents`);
  const place = new URL(page.url()).searchParams.get('place') ?? '';
  return { query: params.q, seed: params.seed, version: 2, count: params.n, place };
}

test.describe('Export SQL and Export Parquet', () => {
  test('download the CLI’s bytes for the mission, in each dialect, and load into SQLite and hyparquet', async ({
    page,
    requests,
  }) => {
    test.setTimeout(180_000);
    await recordSavedTypes(page);
    const mission = await runMission(page, { q: 'tokyo', seed: 7, n: 100 });
    expect(mission.place).toBe(`city:${cityId('Tokyo', 'JP')}`);
    const cli = Promise.all([
      ...DIALECTS.map(({ dialect }) => cliFile(mission, 'sql', dialect)),
      cliFile(mission, 'parquet'),
    ]);
    // The Parquet writer is not part of the dashboard's load: its worker comes with the first export.
    const parquetWorker = /\/assets\/parquet\.worker-[^/]*\.js$/;
    expect(requests.filter((request) => parquetWorker.test(request.url()))).toEqual([]);
    await expect(dialectChoice(page)).toHaveValue('postgres');
    await expect(dialectChoice(page).locator('option')).toHaveText(DIALECTS.map(({ label }) => label));
    const [postgres, mysql, sqlite, parquet] = await cli;

    const sqlFiles = new Map<Dialect, Buffer>();
    for (const [i, { label, dialect }] of DIALECTS.entries()) {
      const name = `agents-tokyo-seed-7-n100-${dialect}.sql`;
      const { download, bytes } = await downloadOf(page, async () => {
        if (dialect === 'mysql') {
          // By keyboard alone: from the dialect's choice, Tab reaches its button.
          await dialectChoice(page).focus();
          await page.keyboard.press('ArrowDown');
          await expect(dialectChoice(page)).toHaveValue('mysql');
          await page.keyboard.press('Tab');
          await expect(exportSql(page)).toBeFocused();
          await page.keyboard.press('Enter');
        } else {
          await dialectChoice(page).selectOption({ label });
          await exportSql(page).click();
        }
      });
      expect(download.suggestedFilename()).toBe(name);
      await expect(shareGroup(page).getByText(`Saved ${name}`, { exact: true })).toBeVisible();
      expect(bytes.equals([postgres, mysql, sqlite][i]!), `${label} bytes equal the CLI’s`).toBe(true);
      expect(await savedType(page, name)).toBe('application/sql');
      sqlFiles.set(dialect, bytes);
    }
    // Three scripts, one per server: the same agents, each in its own dialect.
    expect(new Set([...sqlFiles.values()].map((bytes) => bytes.toString('hex'))).size).toBe(3);
    expect(sqlFiles.get('postgres')!.toString('utf8')).toContain("SET client_encoding = 'UTF8';");
    expect(sqlFiles.get('mysql')!.toString('utf8')).toContain('ENGINE=InnoDB');

    const { download, bytes } = await downloadOf(page, () => exportParquet(page).click());
    expect(download.suggestedFilename()).toBe('agents-tokyo-seed-7-n100.parquet');
    await expect(
      shareGroup(page).getByText('Saved agents-tokyo-seed-7-n100.parquet', { exact: true }),
    ).toBeVisible();
    expect(bytes.equals(parquet!), 'Parquet bytes equal the CLI’s').toBe(true);
    expect(await savedType(page, 'agents-tokyo-seed-7-n100.parquet')).toBe('application/vnd.apache.parquet');
    expect(requests.filter((request) => parquetWorker.test(request.url()))).toHaveLength(1);

    // Read back: as many rows as the page's table has agents, in the table's order, in both files.
    const rows = sqliteRows(sqlFiles.get('sqlite')!);
    expect(rows).toHaveLength(100);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    const table = await parquetRows(bytes);
    expect(table).toEqual(rows.map(({ id: _id, ...row }) => row));
    const shown = await readRows(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(rows.slice(0, shown.length).map((row) => [row.codename, row.fullName, row.agency])).toEqual(
      shown.map((row) => [row.Codename, row['Full Name'], row.Agency]),
    );
  });

  test('a filter’s SQL and Parquet hold the filtered agents: the CLI’s rows for them, SQL ids included', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const mission = await runMission(page, { q: 'tokyo', seed: 2, n: 200 });
    const cli = Promise.all([cliFile(mission, 'sql', 'sqlite'), cliFile(mission, 'parquet')]);
    await page.getByText('Filter', { exact: true }).click();
    const agency = page.getByRole('combobox', { name: 'Agency' });
    const option = (await agency.locator('option').nth(1).innerText()).trim();
    const [, name = '', count = '0'] = /^(.*) \((\d+)\)$/.exec(option) ?? [];
    await agency.selectOption({ label: option });
    const kept = Number(count);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(200);
    await expect(agentCount(page)).toHaveText(`${kept} of 200 agents`);
    const scope = page.getByRole('group', { name: 'Agents to share and export' });
    await expect(scope.getByRole('radio', { name: /The filtered agents/ })).toBeChecked();
    const [wholeSql, wholeParquet] = await cli;

    await dialectChoice(page).selectOption({ label: 'SQLite' });
    const sql = await downloadOf(page, () => exportSql(page).click());
    expect(sql.download.suggestedFilename()).toBe('agents-tokyo-seed-2-n200-filtered-sqlite.sql');
    await expect(
      page.getByText(`Saved agents-tokyo-seed-2-n200-filtered-sqlite.sql: ${kept} of 200 agents, filtered`),
    ).toBeVisible();
    const rows = sqliteRows(sql.bytes);
    expect(rows).toHaveLength(kept);
    expect(rows.every((row) => row.agency === name)).toBe(true);
    // The CLI's whole mission, filtered by SQLite: the same rows, each with its id in the mission.
    const expected = sqliteRows(wholeSql!, `WHERE agency = '${name.replaceAll("'", "''")}'`);
    expect(rows).toEqual(expected);

    const parquet = await downloadOf(page, () => exportParquet(page).click());
    expect(parquet.download.suggestedFilename()).toBe('agents-tokyo-seed-2-n200-filtered.parquet');
    const table = await parquetRows(parquet.bytes);
    expect(table).toHaveLength(kept);
    expect(table).toEqual((await parquetRows(wholeParquet!)).filter((row) => row.agency === name));

    // The table on screen lists the same agents first.
    const shown = await readRows(page);
    expect(rows.slice(0, shown.length).map((row) => row.codename)).toEqual(shown.map((row) => row.Codename));

    // The whole mission, chosen instead: every agent, and a name without "filtered".
    await scope.getByRole('radio', { name: /The whole mission/ }).check();
    const whole = await downloadOf(page, () => exportSql(page).click());
    expect(whole.download.suggestedFilename()).toBe('agents-tokyo-seed-2-n200-sqlite.sql');
    expect(whole.bytes.equals(wholeSql!)).toBe(true);
  });
});
