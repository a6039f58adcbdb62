import { describe, expect, it } from 'vitest';
import { MAX_STEM_LENGTH, missionFileName, safeFileStem } from '../../../src/ui/lib/fileNames.ts';

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
    expect(safeFileStem('😀 emoji 😀', 'x')).toBe('emoji');
  });
});

describe('missionFileName', () => {
  it('carries the query and the seed, and the count unless it is twelve', () => {
    expect(missionFileName({ query: 'Paris, Texas', seed: 42, count: 12 }, 'csv')).toBe(
      'agents-paris-texas-seed-42.csv',
    );
    expect(missionFileName({ query: 'cyber ops', seed: 0, count: 100_000 }, 'geojson')).toBe(
      'agents-cyber-ops-seed-0-n100000.geojson',
    );
  });
});
