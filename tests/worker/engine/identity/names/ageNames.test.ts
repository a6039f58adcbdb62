// Version 4 gives a household member a given name of their generation where the name table lists
// generations. The expectations are facts of Korean naming, not of the table: names in -ja, -suk and
// -sun (Yeong-ja, Sun-ja, Jeong-suk, Mal-sun) were the commonest given to girls born before the 1960s
// and are all but absent among girls born since the 1990s; Seo-yeon, Min-seo, Ha-eun and Seo-yun led
// the lists of the 2000s and 2010s; Yeong-su, Yeong-sik and Cheol-su are grandfathers' names, and
// Min-jun, Seo-jun and Ha-jun schoolboys'.
import { describe, expect, it } from 'vitest';
import type { NameTradition } from '../../../../../src/worker/data/identity/names/frequency/frequencyTable.ts';
import { FREQUENCY_TABLES } from '../../../../../src/worker/engine/identity/names/frequencyTableLoaders.ts';
import type { Agent } from '../../../../../src/shared/types.ts';
import { offlineMission } from '../../offlineMission.ts';

const OLD_WOMEN = [
  'Yeong-ja',
  'Sun-ja',
  'Jeong-ja',
  'Ok-ja',
  'Mal-sun',
  'Jeong-suk',
  'Yeong-suk',
  'Myeong-suk',
];
const OLD_MEN = ['Yeong-su', 'Yeong-sik', 'Jeong-sik', 'Cheol-su', 'Yeong-cheol', 'Gwang-su'];
const YOUNG_WOMEN = ['Seo-yeon', 'Min-seo', 'Ha-eun', 'Seo-yun', 'Ji-u', 'Su-bin', 'Min-ji', 'Yu-jin'];
const YOUNG_MEN = ['Min-jun', 'Seo-jun', 'Ha-jun', 'Do-yun', 'Ji-ho', 'Geon-u'];

/** A Korean name's given part: "Kim Seo-yeon" → "Seo-yeon". */
const given = (agent: Agent) => agent.fullName.split(' ').slice(1).join(' ');

const agentsOf = async (version: 3 | 4) => (await offlineMission('seoul', version, 4000, 11)).agents;

// On the reference date (2026-11-29), 31 or younger is born 1995 or later; 62 or older, 1964 or earlier.
const young = (agent: Agent) => (agent.age as number) <= 31;
const old = (agent: Agent) => (agent.age as number) >= 62;

describe('given names of their generation (version 4)', () => {
  it('gives no young Seoulite a grandparent’s name, and no grandparent a student’s', async () => {
    const agents = await agentsOf(4);
    const named = (pick: (agent: Agent) => boolean, sex: string, names: readonly string[]) =>
      agents.filter((agent) => pick(agent) && agent.sex === sex && names.includes(given(agent)));
    expect(agents.filter(young).length).toBeGreaterThan(300);
    expect(agents.filter(old).length).toBeGreaterThan(300);
    expect(named(young, 'female', OLD_WOMEN).map((agent) => agent.fullName)).toEqual([]);
    expect(named(young, 'male', OLD_MEN).map((agent) => agent.fullName)).toEqual([]);
    expect(named(old, 'female', YOUNG_WOMEN).map((agent) => agent.fullName)).toEqual([]);
    expect(named(old, 'male', YOUNG_MEN).map((agent) => agent.fullName)).toEqual([]);
    // Each generation's own names are there: the rule is not met by leaving them out.
    expect(named(old, 'female', OLD_WOMEN).length).toBeGreaterThan(10);
    expect(named(young, 'female', YOUNG_WOMEN).length).toBeGreaterThan(10);
    expect(named(old, 'male', OLD_MEN).length).toBeGreaterThan(10);
    expect(named(young, 'male', YOUNG_MEN).length).toBeGreaterThan(10);
  });

  it('gives no young Tokyoite a name of the 1940s, and no one over 70 a name of the 2010s', async () => {
    // Meiji Yasuda Life's yearly lists: Kazuko, Sachiko, Setsuko and Fumiko led the girls' names of
    // the 1930s–40s, Hiroshi, Minoru, Shigeru and Isamu the boys'; Yui, Himari, Tsumugi, Haruto, Ren and
    // Minato those of the 2000s and 2010s.
    const agents = (await offlineMission('tokyo', 4, 4000, 11)).agents;
    const givenJa = (agent: Agent) => agent.fullName.split(' ').slice(1).join(' ');
    const oldNames = ['Kazuko', 'Sachiko', 'Setsuko', 'Fumiko', 'Hiroshi', 'Minoru', 'Shigeru', 'Isamu'];
    const newNames = ['Yui', 'Himari', 'Tsumugi', 'Haruto', 'Ren', 'Minato'];
    const youngOld = agents.filter((agent) => young(agent) && oldNames.includes(givenJa(agent)));
    const oldNew = agents.filter((agent) => (agent.age as number) >= 70 && newNames.includes(givenJa(agent)));
    expect(youngOld.map((agent) => agent.fullName)).toEqual([]);
    expect(oldNew.map((agent) => agent.fullName)).toEqual([]);
    expect(
      agents.filter((agent) => (agent.age as number) >= 72 && oldNames.includes(givenJa(agent))).length,
    ).toBeGreaterThan(5);
  });

  it('gives no young Beijinger a Jianguo or Xiuying, and no one over 60 a Zihan or Haoyu', async () => {
    // The Ministry of Public Security's name reports: Jianguo, Guoqing, Xiuying and Guiying were names of
    // the 1950s–60s; Zihan, Xinyi, Haoyu and Haoran led the 2000s and 2010s.
    const agents = (await offlineMission('beijing', 4, 4000, 11)).agents;
    const givenZh = (agent: Agent) => agent.fullName.split(' ').slice(1).join(' ');
    const oldNames = ['Jianguo', 'Guoqing', 'Xiuying', 'Guiying', 'Shuzhen'];
    const newNames = ['Zihan', 'Xinyi', 'Haoyu', 'Haoran', 'Yuxuan'];
    const youngOld = agents.filter((agent) => young(agent) && oldNames.includes(givenZh(agent)));
    const oldNew = agents.filter((agent) => (agent.age as number) >= 60 && newNames.includes(givenZh(agent)));
    expect(youngOld.map((agent) => agent.fullName)).toEqual([]);
    expect(oldNew.map((agent) => agent.fullName)).toEqual([]);
    expect(
      agents.filter((agent) => young(agent) && newNames.includes(givenZh(agent))).length,
    ).toBeGreaterThan(5);
  });

  it('leaves version 3 as it was released: names of any generation at any age', async () => {
    // Version 3 replays byte for byte (tests/golden); its young Seoulites drew from every decade's names.
    const agents = await agentsOf(3);
    const mismatched = agents.filter(
      (agent) =>
        (young(agent) && [...OLD_WOMEN, ...OLD_MEN].includes(given(agent))) ||
        (old(agent) && [...YOUNG_WOMEN, ...YOUNG_MEN].includes(given(agent))),
    );
    expect(mismatched.length).toBeGreaterThan(0);
  });
});

describe('the name tables’ generations', () => {
  it('name only names of their tradition’s lists, in years that follow one another without overlap', async () => {
    let traditionsWithCohorts = 0;
    for (const [country, load] of Object.entries(FREQUENCY_TABLES)) {
      for (const tradition of (await load()).traditions as readonly NameTradition[]) {
        if (tradition.cohorts === undefined) continue;
        traditionsWithCohorts++;
        // An entry whole ("Yuko|優子") or its Latin form ("Yuko").
        const latin = (names: readonly string[]) =>
          new Set(names.flatMap((entry) => [entry, entry.split('|')[0] as string]));
        const female = latin(tradition.female.names);
        const male = latin(tradition.male.names);
        let previousEnd = -Infinity;
        for (const cohort of tradition.cohorts) {
          const [from, to] = cohort.born;
          expect(from, `${country} ${tradition.id}`).toBeGreaterThan(previousEnd);
          expect(to).toBeGreaterThanOrEqual(from);
          previousEnd = to;
          // Twenty names or more of each sex: twelve agents of one generation still read as many people.
          expect(cohort.female.length).toBeGreaterThanOrEqual(20);
          expect(cohort.male.length).toBeGreaterThanOrEqual(20);
          expect(cohort.female.filter((name) => !female.has(name))).toEqual([]);
          expect(cohort.male.filter((name) => !male.has(name))).toEqual([]);
          expect(new Set(cohort.female).size).toBe(cohort.female.length);
          expect(new Set(cohort.male).size).toBe(cohort.male.length);
        }
      }
    }
    expect(traditionsWithCohorts).toBeGreaterThan(0);
  });
});
