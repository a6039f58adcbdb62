import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { CLI, ROOT, cliAgents as runCli } from './cli.ts';
import { openDashboard, readRows, UNVERSIONED_VERSION, waitForCompletion } from './dashboard.ts';

// The browser (geocoder unreachable, the fixture's default) and the CLI's --offline run the same engine on
// the same city list, so the same query and seed must name the same agents in the same order.
test('the seeded dashboard and the CLI agree on the agents', async ({ page }) => {
  expect(fs.existsSync(CLI), `${path.relative(ROOT, CLI)} exists`).toBe(true);
  // The link has no v=, so it is version 1, which the CLI runs only when asked.
  const cliAgents = await runCli({ query: 'paris', seed: 7, version: UNVERSIONED_VERSION });
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
