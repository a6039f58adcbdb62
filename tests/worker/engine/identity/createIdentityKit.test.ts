// A kit binds a country's tables to one place; the factory for many-place missions shares what
// does not depend on the town (names by country, phone plans outside the fiction-range countries)
// and keeps the rest the town's own.
import { describe, expect, it } from 'vitest';
import { makeEmail } from '../../../../src/worker/engine/identity/emailAddress.ts';
import {
  createIdentityKit,
  createIdentityKitFactory,
  RECENT_KITS,
} from '../../../../src/worker/engine/identity/createIdentityKit.ts';
import { createRandom } from '../../../../src/worker/engine/random.ts';

const leeds = { city: 'Leeds', admin1: 'England', country: 'United Kingdom', countryCode: 'GB' };
const london = { city: 'London', admin1: 'England', country: 'United Kingdom', countryCode: 'GB' };
const tivoli = { city: 'Tivoli', admin1: 'Lazio', country: 'Italy', countryCode: 'IT' };
const milan = { city: 'Milan', admin1: 'Lombardy', country: 'Italy', countryCode: 'IT' };

describe('createIdentityKit', () => {
  it('dresses agents for its place: its city in the address, its calling code, the reserved email', async () => {
    const kit = await createIdentityKit(leeds);
    expect(kit.address(createRandom(1))).toContain('Leeds');
    expect(kit.phone(createRandom(1))).toMatch(/^\+44 /);
    expect(kit.name(createRandom(1)).fullName).toMatch(/^\S+ \S+/);
    expect(kit.email).toBe(makeEmail);
  });

  it('keeps a place’s kit for its next mission of the same version; another version or town has its own', async () => {
    const kit = await createIdentityKit(leeds, 2);
    expect(await createIdentityKit({ ...leeds }, 2)).toBe(kit);
    expect(await createIdentityKit(leeds, 1)).not.toBe(kit);
    expect(await createIdentityKit(london, 2)).not.toBe(kit);
    expect(await createIdentityKit({ ...leeds, admin1: 'Yorkshire' }, 2)).not.toBe(kit);
  });

  it('forgets the place used least recently once more places than it keeps are made', async () => {
    const town = (n: number) => ({ ...leeds, city: `Testham ${n}` });
    const kept = await createIdentityKit(town(0), 2);
    const first = await createIdentityKit(town(1), 2);
    for (let n = 2; n < RECENT_KITS; n++) await createIdentityKit(town(n), 2);
    // Used again, Testham 0 is the most recent: the next new town pushes out Testham 1 instead.
    expect(await createIdentityKit(town(0), 2)).toBe(kept);
    await createIdentityKit(town(RECENT_KITS), 2);
    expect(await createIdentityKit(town(0), 2)).toBe(kept);
    expect(await createIdentityKit(town(1), 2)).not.toBe(first);
    // RECENT_KITS new towns later, Testham 0 is forgotten too.
    for (let n = RECENT_KITS + 1; n <= 2 * RECENT_KITS; n++) await createIdentityKit(town(n), 2);
    expect(await createIdentityKit(town(0), 2)).not.toBe(kept);
  });
});

describe('createIdentityKitFactory', () => {
  it('shares a country’s name tables between its towns', async () => {
    const kitFor = createIdentityKitFactory();
    const [a, b, c] = await Promise.all([kitFor(leeds), kitFor(london), kitFor(tivoli)]);
    expect(a.name).toBe(b.name);
    expect(a.name).not.toBe(c.name);
    expect(a.email).toBe(makeEmail);
  });

  it('shares one phone plan between towns outside the fiction-range countries', async () => {
    const kitFor = createIdentityKitFactory();
    const [a, b] = await Promise.all([kitFor(tivoli), kitFor(milan)]);
    expect(a.phone).toBe(b.phone);
    expect(a.phone(createRandom(2))).toMatch(/^\+39 /);
  });

  it('keeps each town’s own phone plan where a fiction range has area codes, and its own address', async () => {
    const kitFor = createIdentityKitFactory();
    const [a, b] = await Promise.all([kitFor(leeds), kitFor(london)]);
    expect(a.phone).not.toBe(b.phone);
    expect(a.address(createRandom(3))).toContain('Leeds');
    expect(b.address(createRandom(3))).toContain('London');
  });
});
