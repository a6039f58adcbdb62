import { expect, test } from './fixtures.ts';
import { openDashboard, PROFILES_PER_SEARCH, readRows, waitForCompletion } from './dashboard.ts';

// Spec §5: a keyword in the query gives every agent its profession; with several, the later one in the
// table (weapon, body, clean, cyber) wins, whatever their order in the query.
const CASES: Array<[query: string, profession: string]> = [
  ['cyber ops', 'Cyber Intelligence Analyst'],
  ['weapon body clean', 'Clean-Up Coordinator'],
];

test.describe('profession rule', () => {
  for (const [query, profession] of CASES) {
    test(`"${query}" makes every agent a ${profession}`, async ({ page }) => {
      await openDashboard(page, { q: query, seed: 11 });
      await waitForCompletion(page);
      const professions = (await readRows(page)).map((row) => row.Profession);
      expect(professions).toEqual(Array<string>(PROFILES_PER_SEARCH).fill(profession));
    });
  }

  test('without a keyword professions are random', async ({ page }) => {
    await openDashboard(page, { q: 'paris', seed: 11 });
    await waitForCompletion(page);
    const professions = new Set((await readRows(page)).map((row) => row.Profession));
    expect(professions.size).toBeGreaterThan(1);
  });
});
