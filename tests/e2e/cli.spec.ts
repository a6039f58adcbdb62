import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures.ts';
import { openDashboard, readRows, waitForCompletion } from './dashboard.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'src/cli/agents.ts');

interface CliAgent {
  fullName: string;
  codename: string;
  profession: string;
  nationality: string;
  city: string;
  email: string;
  phone: string;
  agency: string;
}

// The browser (geocoder unreachable, the fixture's default) and the CLI's --offline run the same engine on
// the same city list, so the same query and seed must name the same agents in the same order.
test('the seeded dashboard and the CLI agree on the agents', async ({ page }) => {
  expect(fs.existsSync(CLI), `${path.relative(ROOT, CLI)} exists`).toBe(true);
  const { stdout } = await run(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [CLI, '--query', 'paris', '--seed', '7', '--offline'],
    { cwd: ROOT, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
  );
  const cliAgents = JSON.parse(stdout) as CliAgent[];
  expect(cliAgents).toHaveLength(12);

  await openDashboard(page, { q: 'paris', seed: 7 });
  await waitForCompletion(page);
  const rows = await readRows(page);
  // Every column of the table, so a drift in any generated field shows.
  expect(
    rows.map((row) => [
      row.Codename,
      row['Full Name'],
      row.Profession,
      row.Nationality,
      row.City,
      row.Email,
      row.Phone,
      row.Agency,
    ]),
  ).toEqual(
    cliAgents.map((agent) => [
      agent.codename,
      agent.fullName,
      agent.profession,
      agent.nationality,
      agent.city,
      agent.email,
      agent.phone,
      agent.agency,
    ]),
  );
});
