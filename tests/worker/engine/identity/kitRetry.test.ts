// A kit whose tables could not load (offline, a replaced file) is not kept: the next mission of the
// place asks for them again, and gets them once they load.
import { describe, expect, it, vi } from 'vitest';
import type * as NamesModule from '../../../../src/worker/engine/identity/names/loadNameGenerator.ts';

let failuresLeft = 1;
vi.mock('../../../../src/worker/engine/identity/names/loadNameGenerator.ts', async (importOriginal) => {
  const real = await importOriginal<typeof NamesModule>();
  return {
    ...real,
    loadNameGenerator: (countryCode: string) => {
      if (failuresLeft > 0) {
        failuresLeft--;
        return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      }
      return real.loadNameGenerator(countryCode);
    },
  };
});

const { createIdentityKit } = await import('../../../../src/worker/engine/identity/createIdentityKit.ts');

describe('createIdentityKit after a failed load', () => {
  it('fails that once, then makes the kit when the tables load', async () => {
    const oslo = { city: 'Oslo', admin1: 'Oslo', country: 'Norway', countryCode: 'NO' };
    await expect(createIdentityKit(oslo, 2)).rejects.toThrow('Failed to fetch');
    const kit = await createIdentityKit(oslo, 2);
    expect(kit.phone.length).toBe(1);
    expect(await createIdentityKit(oslo, 2)).toBe(kit);
  });
});
