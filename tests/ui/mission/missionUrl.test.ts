import { describe, expect, it } from 'vitest';
import {
  agentLinkPath,
  parseAgentLink,
  chooseStartup,
  formatMissionSearch,
  missionLink,
  parseMissionParams,
} from '../../../src/ui/mission/missionUrl.ts';
import { AgentResults } from '../../../src/ui/mission/agentResults.ts';
import { makeAgent, PARIS_RESOLUTION } from '../fakes/fakeDirectoryClient.ts';
import { MAX_QUERY_LENGTH } from '../../../src/shared/limits.ts';

describe('parseMissionParams', () => {
  it('reads query, seed, version, count, place and outage', () => {
    expect(parseMissionParams('?q=Paris&seed=42&v=2&n=100000&place=city%3A2988507&outage=always')).toEqual({
      query: 'Paris',
      seed: '42',
      version: 2,
      count: 100_000,
      place: 'city:2988507',
      outage: 'always',
      filter: {},
    });
    expect(parseMissionParams('?q=cyber+ops%20Berlin&outage=never')).toEqual({
      query: 'cyber ops Berlin',
      seed: undefined,
      version: 1,
      count: 12,
      place: undefined,
      outage: 'never',
      filter: {},
    });
  });

  it('reads a pin whether or not its colons and bars are percent-encoded', () => {
    expect(parseMissionParams('?q=porto&place=city:2735943').place).toBe('city:2735943');
    expect(parseMissionParams('?q=x&place=geo%3A41.14961%2C-8.61099%7CPT%7CPorto%7CPorto').place).toBe(
      'geo:41.14961,-8.61099|PT|Porto|Porto',
    );
    expect(parseMissionParams('?q=x&place=region%3ACA%3AOntario').place).toBe('region:CA:Ontario');
  });

  it('drops a malformed or overlong place and keeps the rest of the link', () => {
    for (const place of ['city%3Aporto', 'country%3Aitaly', 'nowhere', '', `geo%3A${'9'.repeat(400)}`]) {
      expect(parseMissionParams(`?q=porto&seed=42&n=100&place=${place}`)).toEqual({
        query: 'porto',
        seed: '42',
        version: 1,
        count: 100,
        place: undefined,
        outage: 'random',
        filter: {},
      });
    }
  });

  it.each(['0', '-5', '100001', '1e3', '12.5', ' 100', 'all', ''])(
    "falls back to the spec's 12 agents for the invalid count %j",
    (n) => {
      expect(parseMissionParams(`?q=x&n=${encodeURIComponent(n)}`).count).toBe(12);
    },
  );

  it('takes any whole count from 1 to 100,000, not only the offered ones', () => {
    expect(parseMissionParams('?q=x&n=1').count).toBe(1);
    expect(parseMissionParams('?q=x&n=250').count).toBe(250);
  });

  it('has no mission without a non-blank q', () => {
    expect(parseMissionParams('').query).toBeNull();
    expect(parseMissionParams('?q=%20%20&seed=1').query).toBeNull();
    expect(parseMissionParams('?seed=1').query).toBeNull();
  });

  // Any text is a seed: what is not an unsigned 32-bit number is a text seed, not a broken one.
  it.each([
    ['-1', '-1'],
    ['1.5', '1.5'],
    ['1e3', '1e3'],
    ['0x10', '0x10'],
    ['4294967296', '4294967296'],
    ['99999999999', '99999999999'],
    ['abc', 'abc'],
    ['launch demo & co?', 'launch demo & co?'],
    ['東京 🗼', '東京 🗼'],
  ])('takes %j as the seed %j', (seed, expected) => {
    expect(parseMissionParams(`?q=x&seed=${encodeURIComponent(seed)}`).seed).toBe(expected);
  });

  it('trims the seed and puts it in NFC, so the same seed typed two ways is one seed', () => {
    expect(parseMissionParams('?q=x&seed=%2012').seed).toBe('12');
    expect(parseMissionParams('?q=x&seed=%09launch-demo%20%0A').seed).toBe('launch-demo');
    // "é" as e + combining acute (NFD) and as one code point (NFC).
    expect(parseMissionParams(`?q=x&seed=${encodeURIComponent('cafe\u0301')}`).seed).toBe('caf\u00e9');
  });

  it('reads a seed of digits as its number, across the unsigned 32-bit range, as the worker does', () => {
    expect(parseMissionParams('?q=x&seed=0').seed).toBe('0');
    expect(parseMissionParams('?q=x&seed=4294967295').seed).toBe('4294967295');
    // "007" and "7" give the same agents (the worker reads both as 7): one mission, one link.
    expect(parseMissionParams('?q=x&seed=007').seed).toBe('7');
    expect(parseMissionParams('?q=x&seed=0004294967295').seed).toBe('4294967295');
  });

  it('takes a seed of up to 100 characters, counted as code points', () => {
    expect(parseMissionParams(`?q=x&seed=${'a'.repeat(100)}`).seed).toBe('a'.repeat(100));
    // 100 characters of two UTF-16 units each.
    const clefs = '𝄞'.repeat(100);
    expect(parseMissionParams(`?q=x&seed=${encodeURIComponent(clefs)}`).seed).toBe(clefs);
    // Spaces around it are not part of it.
    expect(parseMissionParams(`?q=x&seed=%20${'a'.repeat(100)}%20`).seed).toBe('a'.repeat(100));
  });

  it.each([
    ['absent', ''],
    ['empty', '&seed='],
    ['blank', '&seed=%20%20'],
    ['101 characters long', `&seed=${'a'.repeat(101)}`],
    ['101 characters of two UTF-16 units', `&seed=${encodeURIComponent('𝄞'.repeat(101))}`],
    ['with a NUL inside', '&seed=a%00b'],
    ['with a line break inside', '&seed=launch%0Ademo'],
    ['with a DEL inside', '&seed=a%7Fb'],
  ])('has no seed when the seed is %s', (_, seed) => {
    expect(parseMissionParams(`?q=x${seed}`).seed).toBeUndefined();
  });

  it('reads a link without v= as version 1: it was made before versions existed', () => {
    expect(parseMissionParams('?q=x&seed=42').version).toBe(1);
    expect(parseMissionParams('').version).toBe(1);
  });

  it('reads v=1 and v=2 as those versions', () => {
    expect(parseMissionParams('?q=x&seed=42&v=1').version).toBe(1);
    expect(parseMissionParams('?q=x&seed=42&v=2').version).toBe(2);
  });

  it('reads v=3 as version 3', () => {
    expect(parseMissionParams('?q=x&seed=42&v=3').version).toBe(3);
  });

  it.each(['0', '5', '9', 'x', '2.0', '-1', ''])('runs the latest version for the unknown v=%j', (v) => {
    expect(parseMissionParams(`?q=x&seed=42&v=${encodeURIComponent(v)}`).version).toBe(3);
  });

  it('treats any other outage value as the normal 5% chance', () => {
    expect(parseMissionParams('?q=x&outage=sometimes').outage).toBe('random');
    expect(parseMissionParams('?q=x').outage).toBe('random');
  });

  it('cuts an overlong query', () => {
    expect(parseMissionParams(`?q=${'a'.repeat(5000)}`).query).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('formatMissionSearch', () => {
  it.each([
    ['3141592653', 1 as const],
    ['Launch demo: São Paulo & co? #1 =2 +3 %4', 2 as const],
  ])('round-trips the seed %j of version %j through parseMissionParams', (seed, version) => {
    const mission = {
      query: 'Weapon & body "clean" São Paulo?',
      seed,
      version,
      count: 10_000,
      place: 'geo:-23.5505,-46.6333|BR|São Paulo|São Paulo & co?',
      outage: 'always' as const,
      filter: { profession: 'Chef & Sommelier', city: 'São Paulo' },
    };
    const search = formatMissionSearch(mission);
    expect(parseMissionParams(search)).toEqual(mission);
  });

  it('leaves out the seed and the place until the worker has reported them', () => {
    expect(formatMissionSearch({ query: 'Paris', outage: 'random' })).toBe('?q=Paris');
    expect(formatMissionSearch({ query: 'Paris', version: 2, outage: 'random' })).toBe('?q=Paris&v=2');
  });

  it('writes the version as v=, right after the seed', () => {
    expect(
      formatMissionSearch({
        query: 'Paris',
        seed: '42',
        version: 2,
        count: 1000,
        place: 'city:2988507',
        outage: 'random',
      }),
    ).toBe('?q=Paris&seed=42&v=2&n=1000&place=city%3A2988507');
    expect(formatMissionSearch({ query: 'Paris', seed: '42', version: 1, outage: 'never' })).toBe(
      '?q=Paris&seed=42&v=1&outage=never',
    );
  });

  it('writes a text seed percent-encoded, as given', () => {
    expect(
      formatMissionSearch({ query: 'Paris', seed: 'launch demo&v=1', version: 2, outage: 'random' }),
    ).toBe('?q=Paris&seed=launch+demo%26v%3D1&v=2');
  });

  it('writes the pin as place=, percent-encoded', () => {
    expect(formatMissionSearch({ query: 'porto', seed: '42', place: 'city:2735943', outage: 'random' })).toBe(
      '?q=porto&seed=42&place=city%3A2735943',
    );
    expect(
      formatMissionSearch({ query: 'porto', seed: '42', count: 100, place: 'country:PT', outage: 'never' }),
    ).toBe('?q=porto&seed=42&n=100&place=country%3APT&outage=never');
  });

  it("writes n only when it is not the spec's 12", () => {
    expect(formatMissionSearch({ query: 'Paris', seed: '7', count: 12, outage: 'random' })).toBe(
      '?q=Paris&seed=7',
    );
    expect(formatMissionSearch({ query: 'Paris', seed: '7', count: 1000, outage: 'random' })).toBe(
      '?q=Paris&seed=7&n=1000',
    );
  });

  it('leaves out the outage unless it is forced', () => {
    expect(formatMissionSearch({ query: 'Paris', seed: '7', outage: 'random' })).toBe('?q=Paris&seed=7');
    expect(formatMissionSearch({ query: 'Paris', seed: '7', outage: 'never' })).toBe(
      '?q=Paris&seed=7&outage=never',
    );
  });
});

describe('chooseStartup', () => {
  const results = AgentResults.fromAgents([makeAgent()]);
  const done = {
    query: 'Paris',
    seed: '7',
    // The latest version: what an unknown v= means.
    version: 3 as const,
    count: 12,
    outage: 'random' as const,
    resolution: PARIS_RESOLUTION,
    results,
  };
  const unfinished = { ...done, results: null };

  it('waits for a search when there is neither a URL mission nor a remembered one', () => {
    expect(chooseStartup(parseMissionParams(''), null)).toEqual({ kind: 'idle' });
  });

  it("runs the URL's mission on load, in its pinned place", () => {
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=9&v=3&outage=always'), null)).toEqual({
      kind: 'run',
      query: 'Paris',
      seed: '9',
      version: 3,
      count: 12,
      place: undefined,
      outage: 'always',
    });
    expect(chooseStartup(parseMissionParams('?q=paris&seed=42&place=city%3A2996944'), null)).toEqual({
      kind: 'run',
      query: 'paris',
      seed: '42',
      version: 1,
      count: 12,
      place: 'city:2996944',
      outage: 'random',
    });
  });

  it('shows a finished mission again instead of replaying it (back from a profile)', () => {
    expect(chooseStartup(parseMissionParams(''), done)).toEqual({ kind: 'restore', mission: done });
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=7&v=3'), done)).toEqual({
      kind: 'restore',
      mission: done,
    });
    // The URL the dashboard wrote for it, pin included: Back from a profile.
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=7&v=3&place=city%3A2988507'), done)).toEqual({
      kind: 'restore',
      mission: done,
    });
  });

  it('replays when the URL pins another place than the remembered mission’s', () => {
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=7&v=3&place=city%3A4717560'), done)).toEqual({
      kind: 'run',
      query: 'Paris',
      seed: '7',
      version: 3,
      count: 12,
      place: 'city:4717560',
      outage: 'random',
    });
  });

  it('replays when the URL asks for another mission than the remembered one', () => {
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=8&v=3'), done)).toMatchObject({
      kind: 'run',
      seed: '8',
    });
    expect(chooseStartup(parseMissionParams('?q=Oslo&seed=7&v=3'), done)).toMatchObject({
      kind: 'run',
      query: 'Oslo',
    });
    expect(chooseStartup(parseMissionParams('?q=Paris&v=3'), done)).toMatchObject({
      kind: 'run',
      seed: undefined,
    });
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=7&v=3&n=100'), done)).toMatchObject({
      kind: 'run',
      count: 100,
    });
  });

  it('replays, not restores, when the URL asks for the remembered mission in another version', () => {
    // No v=: a link from before versions, so version 1, whose agents differ from the remembered version 2's.
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=7'), done)).toEqual({
      kind: 'run',
      query: 'Paris',
      seed: '7',
      version: 1,
      count: 12,
      place: undefined,
      outage: 'random',
    });
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=7&v=1&place=city%3A2988507'), done)).toMatchObject(
      {
        kind: 'run',
        version: 1,
        place: 'city:2988507',
      },
    );
    const doneInVersion1 = { ...done, version: 1 as const };
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=7&v=2'), doneInVersion1)).toMatchObject({
      kind: 'run',
      version: 2,
    });
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=7&v=1'), doneInVersion1)).toEqual({
      kind: 'restore',
      mission: doneInVersion1,
    });
  });

  it('shows a remembered latest-version mission again for a link of a version this app does not know', () => {
    // An unknown v= means the latest, which is what the remembered mission ran.
    expect(chooseStartup(parseMissionParams('?q=Paris&seed=7&v=9'), done)).toEqual({
      kind: 'restore',
      mission: done,
    });
  });

  it('replays an interrupted mission by its seed, in the place it was given', () => {
    expect(chooseStartup(parseMissionParams(''), unfinished)).toEqual({
      kind: 'run',
      query: 'Paris',
      seed: '7',
      version: 3,
      count: 12,
      place: 'city:2988507',
      outage: 'random',
    });
  });
});

describe('a filter in the link', () => {
  it('is written by field, left out when empty, and read back', () => {
    const search = formatMissionSearch({
      query: 'Paris',
      seed: '7',
      outage: 'random',
      filter: { agency: 'MI6', nationality: 'Côte d’Ivoire' },
    });
    expect(search).toBe('?q=Paris&seed=7&agency=MI6&nationality=C%C3%B4te+d%E2%80%99Ivoire');
    expect(parseMissionParams(search).filter).toEqual({ agency: 'MI6', nationality: 'Côte d’Ivoire' });
    expect(formatMissionSearch({ query: 'Paris', outage: 'random', filter: {} })).toBe('?q=Paris');
  });

  it('drops blank, overlong and unprintable values, keeping the rest', () => {
    const long = 'x'.repeat(201);
    expect(
      parseMissionParams(`?q=Paris&city=%20&agency=${long}&profession=a%07b&nationality=%20French%20`).filter,
    ).toEqual({ nationality: 'French' });
  });

  it('is carried by a mission link', () => {
    const link = new URL(
      missionLink('https://tsd.example', {
        query: 'tokyo',
        seed: '0',
        version: 2,
        count: 1000,
        place: 'city:1850147',
        filter: { city: 'Tokyo' },
      }),
    );
    expect(parseMissionParams(link.search).filter).toEqual({ city: 'Tokyo' });
  });
});

describe('missionLink', () => {
  it('links to /dashboard with q, seed, v and place, and n only when it is not twelve', () => {
    expect(
      missionLink('https://tsd.example', {
        query: 'Paris, Texas',
        seed: '42',
        version: 2,
        count: 12,
        place: 'city:4717560',
      }),
    ).toBe('https://tsd.example/dashboard?q=Paris%2C+Texas&seed=42&v=2&place=city%3A4717560');
    expect(
      missionLink('http://localhost:4173', {
        query: 'tokyo',
        seed: '0',
        version: 1,
        count: 1000,
        place: 'city:1850147',
      }),
    ).toBe('http://localhost:4173/dashboard?q=tokyo&seed=0&v=1&n=1000&place=city%3A1850147');
  });

  it.each([
    ['4294967295', 1 as const],
    ['launch-demo', 2 as const],
    ['Opération “Lune” & co #7', 2 as const],
  ])(
    'replays the same mission (seed %j, version %j), in the same place, when the link is opened',
    (seed, version) => {
      const mission = {
        query: 'agents in “München” & co',
        seed,
        version,
        count: 100_000,
        place: 'region:DE:Bavaria',
      };
      const link = new URL(missionLink('https://tsd.example', mission));
      expect(link.pathname).toBe('/dashboard');
      expect(parseMissionParams(link.search)).toEqual({ ...mission, outage: 'random', filter: {} });
    },
  );
});

describe('agent links', () => {
  const mission = { query: 'Paris & co', seed: 'launch demo', version: 2, pin: 'city:2988507' } as const;

  it('writes the mission as a search link does, then the agent’s position', () => {
    expect(agentLinkPath(mission, 7)).toBe(
      '/profile?q=Paris+%26+co&seed=launch+demo&v=2&place=city%3A2988507&i=7',
    );
    expect(agentLinkPath({ ...mission, pin: '' }, 0)).toBe(
      '/profile?q=Paris+%26+co&seed=launch+demo&v=2&i=0',
    );
  });

  it('reads back the mission and the agent it wrote', () => {
    const path = agentLinkPath(mission, 99_999);
    expect(parseAgentLink(path.slice('/profile'.length))).toEqual({
      request: { query: 'Paris & co', seed: 'launch demo', version: 2, place: 'city:2988507' },
      index: 99_999,
    });
  });

  it.each([
    ['no agent number', '?q=Paris&seed=1&v=2'],
    ['a negative one', '?q=Paris&seed=1&v=2&i=-1'],
    ['one past the last agent a mission can have', '?q=Paris&seed=1&v=2&i=1000000'],
    ['a fraction', '?q=Paris&seed=1&v=2&i=1.5'],
    ['words', '?q=Paris&seed=1&v=2&i=seven'],
    ['no seed, so no one agent', '?q=Paris&v=2&i=3'],
    ['no query', '?seed=1&v=2&i=3'],
    ['nothing at all (a bare /profile)', ''],
  ])('names no agent with %s', (_, search) => {
    expect(parseAgentLink(search)).toBeNull();
  });

  it('takes the last agent a mission can have', () => {
    expect(parseAgentLink('?q=Paris&seed=1&v=2&i=999999')?.index).toBe(999_999);
  });

  it('carries a linked mission’s count, which its chains depend on, and no other mission’s', () => {
    expect(agentLinkPath({ ...mission, version: 4, count: 400 }, 7)).toBe(
      '/profile?q=Paris+%26+co&seed=launch+demo&v=4&n=400&place=city%3A2988507&i=7',
    );
    // Version 2's links stay as they were written before linked missions.
    expect(agentLinkPath({ ...mission, count: 400 }, 7)).toBe(agentLinkPath(mission, 7));
    expect(parseAgentLink('?q=Paris&seed=1&v=4&n=400&i=7')?.request).toEqual({
      query: 'Paris',
      seed: '1',
      version: 4,
      count: 400,
    });
    // Without n=, a linked mission is the twelve a search makes by default.
    expect(parseAgentLink('?q=Paris&seed=1&v=4&i=7')?.request.count).toBe(12);
    expect(parseAgentLink('?q=Paris&seed=1&v=2&n=400&i=7')?.request).not.toHaveProperty('count');
  });
});
