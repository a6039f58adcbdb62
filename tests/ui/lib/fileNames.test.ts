import { describe, expect, it } from 'vitest';
import {
  mapFileName,
  MAX_FILE_NAME_BYTES,
  MAX_SEED_STEM_LENGTH,
  MAX_STEM_LENGTH,
  missionFileName,
  safeFileStem,
  vCardFileName,
} from '../../../src/ui/lib/fileNames.ts';
import { makeAgent } from '../fakes/fakeDirectoryClient.ts';

describe('safeFileStem', () => {
  it.each([
    ['Tokyo', 'tokyo'],
    ['Paris, Texas', 'paris-texas'],
    ['  agents in   rome ', 'agents-in-rome'],
    ['München', 'münchen'],
    ['東京', '東京'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a-b-c-d-e-f-g-h-i-j'],
    ['../../etc/passwd', 'etc-passwd'],
    ['.hidden.', 'hidden'],
    ['tab\there\nnew\u0000line', 'tab-here-new-line'],
    ['\u202eevil', 'evil'],
  ])('%j → %j', (text, stem) => {
    expect(safeFileStem(text, 'x')).toBe(stem);
  });

  it('falls back when nothing usable is left', () => {
    expect(safeFileStem('?!*/', 'mission')).toBe('mission');
    expect(safeFileStem('', 'agent')).toBe('agent');
  });

  it('caps the length in characters, never leaving a trailing hyphen', () => {
    const stem = safeFileStem(`${'a'.repeat(MAX_STEM_LENGTH - 1)} bcd`, 'x');
    expect(stem).toBe('a'.repeat(MAX_STEM_LENGTH - 1));
    const wide = safeFileStem('東京'.repeat(100), 'x');
    expect(Array.from(wide)).toHaveLength(MAX_STEM_LENGTH);
    // Three bytes a character: the longest name stays under the common 255-byte limit.
    const longest = `agents-${wide}-seed-4294967295-n100000.geojson`;
    expect(new TextEncoder().encode(longest).length).toBeLessThan(255);
    // A text seed has a shorter stem of its own, so a long query and a long seed fit together.
    const both = missionFileName(
      { query: '東京'.repeat(100), seed: '東京'.repeat(100), count: 100_000 },
      'geojson',
    );
    expect(new TextEncoder().encode(both).length).toBeLessThan(255);
    expect(safeFileStem('😀 emoji 😀', 'x')).toBe('emoji');
  });
});

describe('missionFileName', () => {
  it('carries the query and the seed, and the count unless it is twelve', () => {
    expect(missionFileName({ query: 'Paris, Texas', seed: '42', count: 12 }, 'csv')).toBe(
      'agents-paris-texas-seed-42.csv',
    );
    expect(missionFileName({ query: 'cyber ops', seed: '0', count: 100_000 }, 'geojson')).toBe(
      'agents-cyber-ops-seed-0-n100000.geojson',
    );
    expect(missionFileName({ query: 'x', seed: '4294967295', count: 13 }, 'vcf')).toBe(
      'agents-x-seed-4294967295-n13.vcf',
    );
  });

  it('makes a text seed safe like the query', () => {
    expect(missionFileName({ query: 'Tokyo', seed: 'Launch Demo!', count: 12 }, 'csv')).toBe(
      'agents-tokyo-seed-launch-demo.csv',
    );
    expect(missionFileName({ query: 'Tokyo', seed: '../../etc/passwd', count: 1000 }, 'json')).toBe(
      'agents-tokyo-seed-etc-passwd-n1000.json',
    );
    expect(missionFileName({ query: 'Tokyo', seed: 'Lune 東京', count: 12 }, 'csv')).toBe(
      'agents-tokyo-seed-lune-東京.csv',
    );
    // Fifteen characters at most: "opération-lune-" less its trailing hyphen.
    expect(missionFileName({ query: 'Tokyo', seed: 'Opération Lune 東京', count: 12 }, 'csv')).toBe(
      'agents-tokyo-seed-opération-lune.csv',
    );
  });

  it('names a seed with nothing usable left "seed", so the name still says where the seed goes', () => {
    expect(missionFileName({ query: 'Tokyo', seed: '?!*/', count: 12 }, 'csv')).toBe(
      'agents-tokyo-seed-seed.csv',
    );
  });

  it('cuts a long text seed to its own, shorter stem length (15), so a long query still fits', () => {
    expect(MAX_SEED_STEM_LENGTH).toBe(15);
    const name = missionFileName({ query: 'Tokyo', seed: 'b'.repeat(100), count: 12 }, 'csv');
    expect(name).toBe(`agents-tokyo-seed-${'b'.repeat(15)}.csv`);
  });
});

describe('a filtered export and the map picture', () => {
  it('marks a filtered export in its name, after the count', () => {
    expect(missionFileName({ query: 'Tokyo', seed: '42', count: 12 }, 'csv', 'filtered')).toBe(
      'agents-tokyo-seed-42-filtered.csv',
    );
    expect(missionFileName({ query: 'Tokyo', seed: '42', count: 200 }, 'json', 'filtered')).toBe(
      'agents-tokyo-seed-42-n200-filtered.json',
    );
  });

  it('names the map picture after the mission, or the app when there is none', () => {
    expect(mapFileName({ query: 'Paris, Texas', seed: '7', count: 1000 })).toBe(
      'map-paris-texas-seed-7-n1000.png',
    );
    expect(mapFileName(null)).toBe('map-silent-directory.png');
  });
});

describe('the byte length of a mission file name', () => {
  const bytes = (name: string) => new TextEncoder().encode(name).length;
  const east = '東京'.repeat(30); // 60 letters of three bytes: the longest query stem

  it('stays under 255 bytes with room for a browser’s " (1)": 250 at most', () => {
    expect(MAX_FILE_NAME_BYTES).toBe(250);
    expect(MAX_FILE_NAME_BYTES + bytes(' (1)')).toBeLessThan(255);
  });

  it('keeps a name of exactly 250 bytes, and cuts the query of one a letter longer', () => {
    // 'a' and 14 three-byte letters: a 43-byte seed stem; with "-filtered" and ".json", 250 bytes.
    const exact = missionFileName(
      { query: east, seed: `a${'東'.repeat(14)}`, count: 12 },
      'json',
      'filtered',
    );
    expect(bytes(exact)).toBe(250);
    expect(exact).toBe(`agents-${east}-seed-a${'東'.repeat(14)}-filtered.json`);
    // Two bytes more in the seed: the query loses its last letter (three bytes), and nothing else changes.
    const over = missionFileName({ query: east, seed: '東'.repeat(15), count: 12 }, 'json', 'filtered');
    expect(over).toBe(`agents-${east.slice(0, 59)}-seed-${'東'.repeat(15)}-filtered.json`);
    expect(bytes(over)).toBe(249);
  });

  it('fits the longest suffixes and extensions, four-byte letters included', () => {
    const wide = '\u{20000}'.repeat(100); // CJK Extension B: letters of four bytes
    for (const query of [east, wide]) {
      for (const [extension, suffix] of [
        ['geojson', 'filtered'],
        ['parquet', 'filtered'],
        ['sql', 'filtered-postgres'],
      ] as const) {
        const name = missionFileName({ query, seed: wide, count: 100_000 }, extension, suffix);
        expect(bytes(name), name).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
        expect(name.endsWith(`-n100000-${suffix}.${extension}`)).toBe(true);
        expect(name).toMatch(/^agents-[^-]/);
      }
    }
  });

  it('leaves the names that fit as they were', () => {
    const ascii = 'a'.repeat(60);
    expect(
      missionFileName({ query: ascii, seed: '4294967295', count: 100_000 }, 'sql', 'filtered-sqlite'),
    ).toBe(`agents-${ascii}-seed-4294967295-n100000-filtered-sqlite.sql`);
  });
});

describe('vCardFileName', () => {
  it('names the file after the codename, made safe', () => {
    expect(vCardFileName(makeAgent({ codename: 'Silent Viper' }))).toBe('silent-viper.vcf');
    expect(vCardFileName({ codename: 'Ghost/Échelon 7' })).toBe('ghost-échelon-7.vcf');
  });

  it('falls back to "agent" when the codename leaves nothing usable', () => {
    expect(vCardFileName(makeAgent({ codename: '../?*' }))).toBe('agent.vcf');
    expect(vCardFileName({ codename: '' })).toBe('agent.vcf');
  });
});
