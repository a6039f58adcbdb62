import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS_GENERATED_DIR, renderAreas, strippedRegionName } from '../../scripts/build-areas.ts';

describe('strippedRegionName', () => {
  const common = new Set(['central', 'capital']);

  it('drops the words for the kind of region', () => {
    expect(strippedRegionName('masovian voivodeship', common)).toBe('masovian');
    expect(strippedRegionName('kyiv oblast', common)).toBe('kyiv');
    expect(strippedRegionName('state of berlin', common)).toBe('berlin');
  });

  it('keeps nothing when nothing was dropped, when too little is left, or when what is left is an ordinary word', () => {
    expect(strippedRegionName('ontario', common)).toBeNull();
    expect(strippedRegionName('ica province', common)).toBeNull();
    expect(strippedRegionName('central province', common)).toBeNull();
  });
});

describe('the committed area modules', () => {
  it('are what build-areas makes from the packages and the cities file (run it after a data change)', () => {
    const { files } = renderAreas();
    for (const [name, text] of files) {
      expect(readFileSync(`${AREAS_GENERATED_DIR}${name}`, 'utf8'), name).toBe(text);
    }
  }, 60_000);
});
