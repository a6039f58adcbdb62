// A shared link's place tables, asked for before the mission's code: the same modules the kit loads.
import { describe, expect, it } from 'vitest';
import { loadPlaceTables } from '../../../../src/worker/engine/identity/placeTables.ts';
import { nameTableLoader } from '../../../../src/worker/engine/identity/names/nameTableLoaders.ts';
import { findAddressStyle } from '../../../../src/worker/engine/identity/places/findAddressStyle.ts';
import { loadNameTable } from '../../../../src/worker/engine/identity/names/loadNameGenerator.ts';

describe('loadPlaceTables', () => {
  it("loads a place's name table and address style, the very ones the kit's loaders give", async () => {
    await expect(loadPlaceTables('FR', 'Île-de-France')).resolves.toBeUndefined();
    // Loaded once: the kit's own loader then gets the same module's table.
    expect(await nameTableLoader('FR')?.()).toBe(await loadNameTable('FR'));
    expect(await findAddressStyle('FR', 'Île-de-France')?.()).toBeDefined();
  });

  it('asks for nothing where there is no table of its own (the fallbacks are not modules), and never throws', async () => {
    expect(nameTableLoader('')).toBeUndefined();
    expect(nameTableLoader('constructor')).toBeUndefined();
    expect(findAddressStyle('AQ', '')).toBeNull();
    await expect(loadPlaceTables('', '')).resolves.toBeUndefined();
    await expect(loadPlaceTables('constructor', 'toString')).resolves.toBeUndefined();
  });
});
