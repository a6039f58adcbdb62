import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCities, MIN_POPULATION } from '../../scripts/build-cities.ts';
import { joinAdmin1, type CodedPlace } from '../../scripts/lib/admin1Join.ts';
import {
  foldAlternateNames,
  parseCitiesFile,
  serializeCities,
  type CityRecord,
} from '../../scripts/lib/citiesFile.ts';
import { parseGeoNamesDump } from '../../scripts/lib/geonames.ts';
import { FIXTURE_OUT_PATH } from '../../scripts/lib/paths.ts';
import { selectFixture, TRAP_NAMES } from '../../scripts/make-fixture.ts';
import { foldText } from '../../src/worker/engine/text.ts';

function place(name: string, admin1Code: string, lat: number, lon: number, country = 'XX'): CodedPlace {
  return { name, country, admin1Code, lat, lon };
}

describe('joinAdmin1', () => {
  // The newer release renumbered XX's regions; its code "20" now means another region, which is
  // exactly the trap a join on codes falls into.
  const names = new Map([
    ['XX.20', 'Trap Province'],
    ['XX.79', 'Capital City'],
    ['XX.04', 'North'],
    ['XX.13', 'South'],
    ['XX.50', 'Orphan Province'],
  ]);

  it('remaps an old code when its matched places agree, and names unmatched places by it', () => {
    const dump = [
      place('Capital', '20', 10.8, 106.6),
      place('Suburb', '20', 10.9, 106.7),
      place('Outskirts', '20', 11.0, 106.8),
      place('Unlisted Village', '20', 11.1, 106.9),
    ];
    const reference = [
      place('Capital', '79', 10.8, 106.6),
      place('Suburb', '79', 10.9001, 106.7001),
      place('Outskirts', '79', 11.0, 106.8),
    ];
    const join = joinAdmin1(dump, reference, names);
    expect(join.names).toEqual(['Capital City', 'Capital City', 'Capital City', 'Capital City']);
    expect(join.remap.get('XX.20')).toBe('XX.79');
    expect(join).toMatchObject({ direct: 3, viaRemap: 1, unresolved: 0, contested: [] });
  });

  it('keeps a clear majority despite a stray vote, but trusts each matched place first', () => {
    const dump = [
      place('A', '20', 1, 1),
      place('B', '20', 2, 2),
      place('C', '20', 3, 3),
      place('Moved Town', '20', 4, 4),
      place('Unmatched', '20', 5, 5),
    ];
    const reference = [
      place('A', '79', 1, 1),
      place('B', '79', 2, 2),
      place('C', '79', 3, 3),
      place('Moved Town', '04', 4, 4),
    ];
    const join = joinAdmin1(dump, reference, names);
    expect(join.names).toEqual(['Capital City', 'Capital City', 'Capital City', 'North', 'Capital City']);
  });

  it('leaves a contested (split) code empty except for places matched on their own', () => {
    const dump = [
      place('N1', '30', 1, 1),
      place('N2', '30', 2, 2),
      place('S1', '30', 3, 3),
      place('S2', '30', 4, 4),
      place('Unmatched', '30', 5, 5),
    ];
    const reference = [
      place('N1', '04', 1, 1),
      place('N2', '04', 2, 2),
      place('S1', '13', 3, 3),
      place('S2', '13', 4, 4),
    ];
    const join = joinAdmin1(dump, reference, names);
    expect(join.names).toEqual(['North', 'North', 'South', 'South', '']);
    expect(join.contested).toEqual(['XX.30']);
    expect(join.remap.has('XX.30')).toBe(false);
  });

  it('leaves a code empty when no place of it was matched, even if the code exists in the newer table', () => {
    const join = joinAdmin1([place('Lonely', '50', 1, 1)], [place('Elsewhere', '50', 9, 9)], names);
    expect(join.names).toEqual(['']);
    expect(join.unresolved).toBe(1);
  });

  it('does not remap on a single vote', () => {
    const dump = [place('Only Match', '20', 1, 1), place('Unmatched', '20', 2, 2)];
    const join = joinAdmin1(dump, [place('Only Match', '79', 1, 1)], names);
    expect(join.names).toEqual(['Capital City', '']);
  });

  it('requires the same country, the same name and nearby coordinates for a match', () => {
    const dump = [place('Far Away', '20', 1, 1), place('Foreign', '20', 2, 2), place('Renamed', '20', 3, 3)];
    const reference = [
      place('Far Away', '79', 1.5, 1),
      place('Foreign', '79', 2, 2, 'YY'),
      place('Renamed In The New Release', '79', 3.00001, 3),
    ];
    expect(joinAdmin1(dump, reference, names).names).toEqual(['', '', '']);
  });

  it('matches a renamed place by identical coordinates', () => {
    const dump = [place('Terter', '20', 40.34201, 46.93161), place('Agdam', '20', 39.99096, 46.92736)];
    const reference = [place('Tartar', '79', 40.34201, 46.93161), place('Aghdam', '79', 39.99096, 46.92736)];
    expect(joinAdmin1(dump, reference, names).names).toEqual(['Capital City', 'Capital City']);
  });

  it('ignores a match whose candidates disagree', () => {
    const dump = [place('Border Village', '20', 1, 1)];
    const reference = [place('Border Village', '04', 1.001, 1), place('Border Village', '13', 0.999, 1)];
    expect(joinAdmin1(dump, reference, names).names).toEqual(['']);
  });

  it('does not let places of unknown region ("00", "") vote', () => {
    const dump = [
      place('P1', '00', 1, 1),
      place('P2', '00', 2, 2),
      place('P3', '00', 3, 3),
      place('Unmatched', '00', 4, 4),
      place('Blank', '', 5, 5),
    ];
    const reference = [place('P1', '04', 1, 1), place('P2', '04', 2, 2), place('P3', '04', 3, 3)];
    const join = joinAdmin1(dump, reference, names);
    expect(join.names).toEqual(['North', 'North', 'North', '', '']);
    expect(join.remap.size).toBe(0);
  });
});

describe('foldAlternateNames', () => {
  it('keeps folded names in every script and the ASCII name, minus the name itself, sorted', () => {
    const alternates = 'Monaco di Baviera,Munich,München,Мюнхен,ミュンヘン,MUC,Munchen,';
    // Sorted by UTF-16 code unit: Latin, then Cyrillic (U+04xx), then katakana (U+30xx).
    expect(foldAlternateNames('München', 'Muenchen', alternates)).toEqual([
      'monaco di baviera',
      'muc',
      'muenchen',
      'munich',
      'мюнхен',
      'ミュンヘン',
    ]);
  });

  it('returns nothing for a place without other names', () => {
    expect(foldAlternateNames('Soldeu', 'Soldeu', '')).toEqual([]);
    expect(foldAlternateNames('Tokyo', 'Tokyo', 'TOKYO,Tōkyō')).toEqual([]);
  });

  it('keeps Chinese, Cyrillic and Greek names as typed, less their accents', () => {
    expect(foldAlternateNames('Tokyo', 'Tokyo', '東京,Токио,Τόκιο')).toEqual(['τοκιο', 'токио', '東京']);
  });
});

describe('serializeCities', () => {
  it('writes a table: the fields, then one row per line in field order, without an empty alt', () => {
    const records: CityRecord[] = [
      {
        pop: 5,
        lon: 2.35,
        lat: 48.85,
        admin1: 'Île-de-France',
        country: 'FR',
        name: 'Paris',
        id: 1,
        alt: [],
      },
      { id: 2, name: 'B', country: 'XX', admin1: '', lat: 0, lon: 0, pop: 1, alt: ['b b'] },
    ];
    const text = serializeCities(records);
    expect(text).toBe(
      '{"fields":["id","name","country","admin1","lat","lon","pop","alt"],"rows":[\n' +
        '[1,"Paris","FR","Île-de-France",48.85,2.35,5],\n' +
        '[2,"B","XX","",0,0,1,["b b"]]\n' +
        ']}\n',
    );
    expect(parseCitiesFile(text)).toEqual([
      { id: 1, name: 'Paris', country: 'FR', admin1: 'Île-de-France', lat: 48.85, lon: 2.35, pop: 5 },
      records[1],
    ]);
  });

  it('reads back only what it writes', () => {
    const header = '{"fields":["id","name","country","admin1","lat","lon","pop","alt"],"rows":[';
    expect(() =>
      parseCitiesFile('[{"id":1,"name":"B","country":"XX","admin1":"","lat":0,"lon":0,"pop":1}]'),
    ).toThrow('cities file: expected');
    expect(() => parseCitiesFile(`${header}[1,"B","XX","",0,0]]}`)).toThrow(
      'cities file: row 0 is malformed',
    );
    expect(() => parseCitiesFile(`${header}[1,"B","XX","",0,0,1,[7]]]}`)).toThrow(
      'cities file: row 0 is malformed',
    );
  });
});

describe('parseGeoNamesDump', () => {
  it('reads the columns the build uses and counts unreadable rows', () => {
    const row = [
      '3039163',
      'Sant Julià de Lòria',
      'Sant Julia de Loria',
      'San Julia,Сант-Жулия-де-Лория',
      '42.46372',
      '1.49129',
      'P',
      'PPLA',
      'AD',
      '',
      '06',
      '',
      '',
      '',
      '8022',
      '',
      '921',
      'Europe/Andorra',
      '2013-11-23',
    ].join('\t');
    const { places, skipped } = parseGeoNamesDump(`${row}\nnot\ta\trow\n\n`);
    expect(skipped).toBe(1);
    expect(places).toEqual([
      {
        id: 3039163,
        name: 'Sant Julià de Lòria',
        asciiName: 'Sant Julia de Loria',
        alternateNames: 'San Julia,Сант-Жулия-де-Лория',
        lat: 42.46372,
        lon: 1.49129,
        country: 'AD',
        admin1Code: '06',
        population: 8022,
        timeZone: 'Europe/Andorra',
        // The eighth column: a first-level region's seat (PPLC would be a national capital).
        featureCode: 'PPLA',
      },
    ]);
  });
});

// The real build: ~4 s per run on the pinned packages.
describe('buildCities on the real data', () => {
  const directories: string[] = [];
  let text = '';
  let records: CityRecord[] = [];
  let admin1Share = 0;

  function temporaryPath(): string {
    const directory = mkdtempSync(join(tmpdir(), 'tsd-cities-'));
    directories.push(directory);
    return join(directory, 'cities.json');
  }

  beforeAll(() => {
    const outPath = temporaryPath();
    admin1Share = buildCities(outPath).admin1Share;
    text = readFileSync(outPath, 'utf8');
    records = parseCitiesFile(text);
  }, 60_000);

  afterAll(() => {
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  });

  function find(name: string, country: string): CityRecord {
    // The most populous namesake: records are sorted, so the first hit.
    const record = records.find((r) => r.name === name && r.country === country);
    if (!record) throw new Error(`${name}, ${country} is missing`);
    return record;
  }

  it('keeps the ~118k places with population >= 1000, most populous first', () => {
    expect(records.length).toBeGreaterThan(115_000);
    expect(records.length).toBeLessThan(122_000);
    expect(records.every((r) => Number.isInteger(r.pop) && r.pop >= MIN_POPULATION)).toBe(true);
    const outOfOrder = records.findIndex((r, i) => {
      const next = records[i + 1];
      return next !== undefined && (r.pop < next.pop || (r.pop === next.pop && r.id >= next.id));
    });
    expect(outOfOrder).toBe(-1);
    expect(records[0]?.name).toBe('Shanghai');
  });

  it('writes well-formed rows under the fields of the spec’s city record, and alt', () => {
    const countryCode = /^[A-Z]{2}$/;
    const fiveDecimals = (value: number): boolean => Math.round(value * 1e5) / 1e5 === value;
    const bad = records.filter(
      (r) =>
        !countryCode.test(r.country) ||
        !fiveDecimals(r.lat) ||
        !fiveDecimals(r.lon) ||
        Math.abs(r.lat) > 90 ||
        Math.abs(r.lon) > 180 ||
        r.name === '',
    );
    expect(bad).toEqual([]);
    const header = text.slice(0, text.indexOf('\n'));
    expect(header).toBe('{"fields":["id","name","country","admin1","lat","lon","pop","alt"],"rows":[');
    expect(JSON.parse(text.split('\n')[1]?.replace(/,$/, '') ?? '')).toEqual([
      1796236,
      'Shanghai',
      'CN',
      'Shanghai',
      31.22222,
      121.45806,
      22315474,
      expect.arrayContaining(['schanghai', 'shanghai shang hai']),
    ]);
  });

  // Each expected region was checked against the newer release's admin1 table and cities.
  it.each([
    ['Ho Chi Minh City', 'VN', 'Ho Chi Minh City (HCMC)'], // a naive join says "Lạng Sơn Province"
    ['Hanoi', 'VN', 'Hanoi'], // a naive join says "Quang Tri"
    ['Da Nang', 'VN', 'Da Nang City'],
    ['Vũng Tàu', 'VN', 'Ho Chi Minh City (HCMC)'], // merged into HCMC by the 2025 reform
    ['Paris', 'FR', 'Île-de-France'],
    ['New York City', 'US', 'New York'],
    ['Munich', 'DE', 'Bavaria'],
    ['Tokyo', 'JP', 'Tokyo'],
    ['Sydney', 'AU', 'New South Wales'],
    ['Toronto', 'CA', 'Ontario'],
    ['Mumbai', 'IN', 'Maharashtra'],
    ['Paris', 'US', 'Texas'],
    ['London', 'CA', 'Ontario'],
    ['London', 'GB', 'England'],
    ['Rome', 'US', 'Georgia'],
    ['Valencia', 'VE', 'Carabobo'],
    ['Drammen', 'NO', 'Buskerud'], // Viken was split up again in 2024
    ['Semey', 'KZ', 'Abai Region'],
  ])('names the region of %s, %s: %s', (name, country, admin1) => {
    expect(find(name, country).admin1).toBe(admin1);
  });

  it('names the region of nearly every place', () => {
    // 99.92% on the pinned packages; the rest have no region in either release or a contested one.
    expect(admin1Share).toBeGreaterThan(0.998);
    expect(records.filter((r) => r.admin1 !== '').length / records.length).toBe(admin1Share);
  });

  it('keeps only folded, unique, sorted alternate names, in every script', () => {
    const bad = records.filter((r) => {
      const alt = r.alt;
      if (alt === undefined) return false;
      const sorted = [...new Set(alt)].sort();
      return (
        alt.length === 0 ||
        alt.join('\n') !== sorted.join('\n') ||
        alt.some((a) => a === '' || a === foldText(r.name) || foldText(a) !== a)
      );
    });
    expect(bad).toEqual([]);
    // GeoNames' names of these cities in their own scripts (its alternatenames column).
    expect(find('Warsaw', 'PL').alt).toContain('варшава');
    expect(find('Shanghai', 'CN').alt).toContain('上海');
    expect(find('Athens', 'GR').alt).toContain('αθηνα');
    expect(records.some((r) => r.pop < 50_000 && r.alt !== undefined)).toBe(false);
    expect(find('Munich', 'DE').alt).toContain('munchen');
    expect(find('Kyiv', 'UA').alt).toContain('kiev');
    expect(find('Mumbai', 'IN').alt).toContain('bombay');
    expect(find('New York City', 'US').alt).toContain('nyc');
  });

  it('is deterministic byte for byte and leaves no temporary file', () => {
    const secondPath = temporaryPath();
    buildCities(secondPath);
    const sha256 = (content: string | Buffer): string => createHash('sha256').update(content).digest('hex');
    expect(sha256(readFileSync(secondPath))).toBe(sha256(text));
    expect(readdirSync(join(secondPath, '..'))).toEqual(['cities.json']);
  }, 60_000);

  it('matches the committed engine fixture (rerun scripts/make-fixture.ts if not)', () => {
    const fixture = selectFixture(records);
    expect(fixture.length).toBeLessThanOrEqual(600);
    // Compared as data, not bytes: a formatter may rewrap the committed file.
    expect(parseCitiesFile(readFileSync(FIXTURE_OUT_PATH, 'utf8'))).toEqual(fixture);
    for (const trap of TRAP_NAMES) {
      const bearers = fixture.filter((r) => foldText(r.name) === trap || r.alt?.includes(trap));
      expect(bearers.length, trap).toBeGreaterThan(0);
    }
    expect(fixture.filter((r) => r.name === 'Paris').map((r) => r.country)).toContain('US');
  });
});
