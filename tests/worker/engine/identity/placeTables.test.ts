// A shared link's place tables, asked for before the mission's code: the same modules the kit loads.
import { describe, expect, it } from 'vitest';
import {
  KIT_TABLE_LOADERS,
  loadPlaceTables,
  type PlaceTableLoaders,
} from '../../../../src/worker/engine/identity/placeTables.ts';

/** Loaders that note which module of which place was asked for and loaded. */
function recordingLoaders(has: (kind: string) => boolean) {
  const asked: string[] = [];
  const loaded: string[] = [];
  const loader = (kind: string, place: string) => {
    asked.push(`${kind} ${place}`);
    if (!has(kind)) return undefined;
    return async () => {
      loaded.push(`${kind} ${place}`);
    };
  };
  const loaders: PlaceTableLoaders = {
    names: (code) => loader('names', code),
    frequencies: (code) => loader('frequencies', code),
    cities: (code) => loader('cities', code),
    style: (code, admin1) => loader('style', `${code}/${admin1}`),
  };
  return { loaders, asked, loaded };
}

describe('loadPlaceTables', () => {
  it("loads each of the place's four modules once: names, names by frequency, city records, address style", async () => {
    const { loaders, asked, loaded } = recordingLoaders(() => true);
    await loadPlaceTables('FR', 'Île-de-France', loaders);
    const expected = ['names FR', 'frequencies FR', 'cities FR', 'style FR/Île-de-France'];
    expect([...asked].sort()).toEqual([...expected].sort());
    expect([...loaded].sort()).toEqual([...expected].sort());
  });

  it('skips a module the place does not have, and still loads the others', async () => {
    const { loaders, loaded } = recordingLoaders((kind) => kind !== 'cities' && kind !== 'style');
    await loadPlaceTables('AQ', '', loaders);
    expect([...loaded].sort()).toEqual(['frequencies AQ', 'names AQ']);
  });

  it("uses the kit's own loaders: France has all four modules, so a link to Paris finds them loaded", async () => {
    expect(KIT_TABLE_LOADERS.names('FR')).toBeTypeOf('function');
    expect(KIT_TABLE_LOADERS.frequencies('FR')).toBeTypeOf('function');
    expect(KIT_TABLE_LOADERS.cities('FR')).toBeTypeOf('function');
    expect(KIT_TABLE_LOADERS.style('FR', 'Île-de-France')).toBeTypeOf('function');
    await expect(loadPlaceTables('FR', 'Île-de-France')).resolves.toBeUndefined();
  });

  it('asks for nothing where there is no table of its own (the fallbacks are not modules), and never throws', async () => {
    expect(KIT_TABLE_LOADERS.names('')).toBeUndefined();
    expect(KIT_TABLE_LOADERS.names('constructor')).toBeUndefined();
    expect(KIT_TABLE_LOADERS.cities('constructor')).toBeUndefined();
    expect(KIT_TABLE_LOADERS.style('AQ', '')).toBeNull();
    await expect(loadPlaceTables('', '')).resolves.toBeUndefined();
    await expect(loadPlaceTables('constructor', 'toString')).resolves.toBeUndefined();
  });
});
