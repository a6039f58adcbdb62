// Issue 43, a spreadsheet file for spreadsheet users: "Export XLSX", beside the other exports, downloads
// the workbook the CLI writes for the same mission (query, seed, version and place pin), byte for byte,
// with its registered media type. The workbook is written in a worker of its own, loaded on the first
// XLSX export only, under the page's Content-Security-Policy (the fixture fails the test on a violation).
// What the workbook holds is checked by openpyxl and LibreOffice in tests/roundtrip/xlsx.test.ts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { COMPLETE, openDashboard, SEARCH_TIMEOUT, statusLine } from './dashboard.ts';
import { CLI, ROOT } from './cli.ts';

const run = promisify(execFile);
const shareGroup = (page: Page): Locator => page.getByRole('group', { name: 'Share and export' });
const XLSX_WORKER = /\/assets\/xlsx\.worker-[^/]*\.js$/;

/** The workbook the CLI writes with --output for Seoul at seed 7, version 2, at this place. */
async function cliWorkbook(place: string, count: number): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsd-export-xlsx-'));
  const output = path.join(dir, 'agents.xlsx');
  try {
    await run(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [
        CLI,
        ...['--query', 'seoul', '--seed', '7', '--mission-version', '2', '--place', place, '--offline'],
        ...['--count', String(count), '--format', 'xlsx', '--output', output],
      ],
      { cwd: ROOT, timeout: 90_000 },
    );
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('Export XLSX downloads the CLI’s workbook for the mission, written in a worker of its own', async ({
  page,
  requests,
}) => {
  test.setTimeout(180_000);
  await openDashboard(page, { q: 'seoul', seed: 7, n: 100, v: 2 });
  await expect(statusLine(page)).toHaveText(COMPLETE, { timeout: SEARCH_TIMEOUT });
  await expect(page.getByTestId('agent-count')).toHaveText('100 agents');
  const place = new URL(page.url()).searchParams.get('place') ?? '';
  const cli = cliWorkbook(place, 100);

  const button = shareGroup(page).getByRole('button', { name: 'Export XLSX' });
  await expect(button).toBeEnabled();
  expect(requests.filter((request) => XLSX_WORKER.test(request.url()))).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const name = 'agents-seoul-seed-7-n100.xlsx';
  expect(download.suggestedFilename()).toBe(name);
  await expect(shareGroup(page).getByText(`Saved ${name}`, { exact: true })).toBeVisible();
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.equals(await cli), 'the workbook’s bytes equal the CLI’s').toBe(true);
  expect(requests.filter((request) => XLSX_WORKER.test(request.url()))).toHaveLength(1);
});
