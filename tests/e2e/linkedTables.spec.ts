// The page's exports of a linked mission's other tables (issue 47): under the agents' exports, a
// version 4 mission offers each table as CSV and JSON. Each file downloads, parses (csv-parse,
// JSON.parse), has its table's columns, and holds exactly the bytes the command line writes for the
// same mission's tables (query, seed, version, count and place pin), the CSV after Excel's byte
// order mark. A mission whose agents stand alone offers no tables.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test } from './fixtures.ts';
import { agentRows, openDashboard, waitForCompletion } from './dashboard.ts';
import { CLI, cliAgents, ROOT } from './cli.ts';
import { RELATED_TABLES, TABLE_COLUMNS } from '../../src/shared/linkedTables.ts';

const run = promisify(execFile);
const LABELS = {
  agencies: 'Agencies',
  households: 'Households',
  cells: 'Cells',
  operations: 'Operations',
  assignments: 'Assignments',
} as const;

const tablesGroup = (page: Page): Locator => page.getByRole('group', { name: 'Linked tables' });
const tableChoice = (page: Page): Locator => tablesGroup(page).getByRole('combobox', { name: 'Table' });

/** Every related table the CLI writes for the mission, in `format`, read from its --output directory. */
async function cliTables(
  mission: { query: string; seed: string; count: number; place: string },
  format: 'csv' | 'json',
): Promise<Record<string, Buffer>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsd-tables-'));
  try {
    await run(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [
        CLI,
        ...['--query', mission.query, '--seed', mission.seed, '--mission-version', '4'],
        ...['--place', mission.place, '--offline', '--count', String(mission.count)],
        ...['--format', format, '--tables', RELATED_TABLES.join(','), '--output', dir],
      ],
      { cwd: ROOT, timeout: 90_000 },
    );
    return Object.fromEntries(
      RELATED_TABLES.map((table) => [table, fs.readFileSync(path.join(dir, `${table}.${format}`))]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('the linked tables’ exports', () => {
  test('download each table as CSV and JSON: the CLI’s bytes, which parse with the table’s columns', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openDashboard(page, { q: 'Warsaw', seed: 'tables', v: 4 });
    await waitForCompletion(page);
    const place = new URL(page.url()).searchParams.get('place') ?? '';
    expect(place).toMatch(/^city:\d+$/);
    const mission = { query: 'Warsaw', seed: 'tables', count: 12, place };
    const [csv, json] = await Promise.all([cliTables(mission, 'csv'), cliTables(mission, 'json')]);

    await expect(tableChoice(page).locator('option')).toHaveText(
      RELATED_TABLES.map((table) => LABELS[table]),
    );
    for (const table of RELATED_TABLES) {
      await tableChoice(page).selectOption({ label: LABELS[table] });
      const columns = TABLE_COLUMNS[table].map((column) => column.name);
      for (const format of ['csv', 'json'] as const) {
        const name = `${table}-warsaw-seed-tables.${format}`;
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          tablesGroup(page)
            .getByRole('button', { name: `Export table ${format.toUpperCase()}` })
            .click(),
        ]);
        expect(download.suggestedFilename()).toBe(name);
        await expect(tablesGroup(page).getByText(`Saved ${name}`, { exact: true })).toBeVisible();
        const bytes = fs.readFileSync(await download.path());
        if (format === 'csv') {
          // Excel's byte order mark, then the CLI's file.
          expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
          expect(bytes.subarray(3).equals(csv[table] as Buffer), `${table} CSV is the CLI’s`).toBe(true);
          const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
          expect(rows.length, table).toBeGreaterThan(0);
          expect(Object.keys(rows[0] as object)).toEqual(columns);
        } else {
          expect(bytes.equals(json[table] as Buffer), `${table} JSON is the CLI’s`).toBe(true);
          const rows = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>[];
          expect(rows.length, table).toBeGreaterThan(0);
          expect(Object.keys(rows[0] as object)).toEqual(columns);
        }
      }
    }
  });

  test('are not offered for a mission whose agents stand alone, nor is a cell to filter by', async ({
    page,
  }) => {
    await openDashboard(page, { q: 'Warsaw', seed: 'tables', v: 3 });
    await waitForCompletion(page);
    await expect(page.getByRole('group', { name: 'Share and export' })).toBeVisible();
    await expect(tablesGroup(page)).toHaveCount(0);
    await page.getByText('Filter', { exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Agency' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cell ID' })).toHaveCount(0);
  });
});

test.describe('the filter of a linked mission', () => {
  test('keeps the agents of the cell chosen: those the CLI gives that cell', async ({ page }) => {
    test.setTimeout(120_000);
    await openDashboard(page, { q: 'Warsaw', seed: 'tables', v: 4 });
    await waitForCompletion(page);
    const place = new URL(page.url()).searchParams.get('place') ?? '';
    const cli = cliAgents({ query: 'Warsaw', seed: 'tables', version: 4, place });
    await page.getByText('Filter', { exact: true }).click();
    const cell = page.getByRole('combobox', { name: 'Cell ID' });
    // "All", then each cell with its count; agents above the cells' level are in none.
    const option = (await cell.locator('option').nth(1).innerText()).trim();
    const [, id = '', count = '0'] = /^(\d+) \((\d+)\)$/.exec(option) ?? [];
    await cell.selectOption({ label: option });
    const members = (await cli).filter((agent) => String(agent.cellId) === id);
    expect(members.length).toBeGreaterThan(1);
    expect(Number(count)).toBe(members.length);
    await expect(page.getByTestId('agent-count')).toHaveText(`${members.length} of 12 agents`);
    await expect(agentRows(page)).toHaveCount(members.length);
    const shown = await agentRows(page).locator('td:first-child').allInnerTexts();
    expect(shown.map((text) => text.trim()).sort()).toEqual(members.map((agent) => agent.codename).sort());
    // The link carries the filter.
    expect(new URL(page.url()).searchParams.get('cellId')).toBe(id);
  });
});
