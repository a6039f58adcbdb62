// One agent from one random stream, with a stand-in identity kit and scripted draws: the order
// of the draws (part of every seeded mission's output), the fields each draw fills, and the
// jitter around the centre, clamped at the poles and wrapped across the antimeridian.
import { describe, expect, it } from 'vitest';
import { AGENCIES } from '../../../src/worker/data/agencies.ts';
import { CODENAME_ADJECTIVES, CODENAME_ANIMALS } from '../../../src/worker/data/codenames.ts';
import { PROFESSIONS } from '../../../src/worker/data/professions.ts';
import {
  generateAgent,
  JITTER_DEGREES,
  type AgentContext,
} from '../../../src/worker/engine/generateAgent.ts';
import type { IdentityKit, PersonName } from '../../../src/worker/engine/identity/identityKit.ts';
import type { Random } from '../../../src/worker/engine/random.ts';

/** Draws from scripts, logging each as "pick N" (the list's size), "int N" or "next". */
function scripted(picks: number[], ints: number[], nexts: number[]): Random & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    pick: <T>(items: readonly T[]): T => {
      log.push(`pick ${items.length}`);
      return items[picks.shift() ?? 0] as T;
    },
    int: (n: number) => {
      log.push(`int ${n}`);
      return ints.shift() ?? 0;
    },
    next: () => {
      log.push('next');
      return nexts.shift() ?? 0.5;
    },
  };
}

function kit(name: PersonName): IdentityKit {
  return {
    name: () => name,
    address: (random) => (random.int(7), '1 Quay Street'),
    addressParts: (random) => (
      random.int(7),
      {
        address: '1 Quay Street, LS1 4AP Leeds, United Kingdom',
        street: '1 Quay Street',
        postcode: 'LS1 4AP',
      }
    ),
    phone: (random) => (random.int(8), '+44 7700 900123'),
    phoneKind: 'fiction',
    email: (_, person, agencyIndex) => `${person.emailLocal}@agency-${agencyIndex}.example`,
  };
}

const context = (overrides: Partial<AgentContext> = {}): AgentContext => ({
  kit: kit({ sex: 'female', fullName: 'Ada Byron', emailLocal: 'ada.byron', userBase: 'ada_byron' }),
  v2: null,
  city: 'Leeds',
  nationality: 'United Kingdom',
  countryCode: 'GB',
  lat: 53.8,
  lon: -1.55,
  forcedProfession: null,
  ...overrides,
});

describe('generateAgent', () => {
  it('draws codename, profession, agency, address, phone, then latitude and longitude, in that order', () => {
    const random = scripted([3, 4, 5], [6], [0.5, 0.5]);
    const agent = generateAgent(context(), random);
    expect(random.log).toEqual([
      `pick ${CODENAME_ADJECTIVES.length}`,
      `pick ${CODENAME_ANIMALS.length}`,
      `pick ${PROFESSIONS.length}`,
      `int ${AGENCIES.length}`,
      'int 7',
      'int 8',
      'next',
      'next',
    ]);
    expect(agent).toEqual({
      fullName: 'Ada Byron',
      codename: `${CODENAME_ADJECTIVES[3]} ${CODENAME_ANIMALS[4]}`,
      profession: PROFESSIONS[5],
      nationality: 'United Kingdom',
      city: 'Leeds',
      address: '1 Quay Street',
      email: 'ada.byron@agency-6.example',
      phone: '+44 7700 900123',
      agency: AGENCIES[6],
      lat: 53.8,
      lng: -1.55,
      countryCode: 'GB',
    });
  });

  it('still draws a profession when one is forced, so the other fields stay the same', () => {
    const free = generateAgent(context(), scripted([3, 4, 5], [6], [0.1, 0.9]));
    const forcedRandom = scripted([3, 4, 5], [6], [0.1, 0.9]);
    const forced = generateAgent(context({ forcedProfession: 'Cryptographer' }), forcedRandom);
    expect(forced).toEqual({ ...free, profession: 'Cryptographer' });
    expect(forcedRandom.log).toHaveLength(8);
  });

  it('adds the native name last, only when the name has one', () => {
    const japanese = context({
      kit: kit({
        sex: 'male',
        fullName: 'Yamada Taro',
        nativeName: '山田 太郎',
        emailLocal: 'taro.yamada',
        userBase: 'taro_yamada',
      }),
    });
    const agent = generateAgent(japanese, scripted([], [], []));
    expect(agent.nativeName).toBe('山田 太郎');
    expect(Object.keys(agent).at(-1)).toBe('nativeName');
    expect('nativeName' in generateAgent(context(), scripted([], [], []))).toBe(false);
  });

  it('scatters latitude and longitude each up to 0.05° either way, rounded to six decimals', () => {
    expect(JITTER_DEGREES).toBe(0.05);
    const at = (latUnit: number, lonUnit: number, lat = 10, lon = 20) => {
      const agent = generateAgent(context({ lat, lon }), scripted([], [], [latUnit, lonUnit]));
      return [agent.lat, agent.lng];
    };
    expect(at(0, 0)).toEqual([9.95, 19.95]);
    expect(at(0.75, 0.25)).toEqual([10.025, 19.975]);
    expect(at(0.25, 0.75)).toEqual([9.975, 20.025]);
    // 10 + (2 × 0.1234567 − 1) × 0.05 = 9.96234567, rounded to 9.962346.
    expect(at(0.1234567, 0.5)).toEqual([9.962346, 20]);
  });

  it('stops at the poles and wraps round the antimeridian', () => {
    const at = (lat: number, lon: number, unit: number) => {
      const agent = generateAgent(context({ lat, lon }), scripted([], [], [unit, unit]));
      return [agent.lat, agent.lng];
    };
    expect(at(89.98, 179.98, 0.9)).toEqual([90, -179.98]);
    expect(at(-89.98, -179.98, 0.1)).toEqual([-90, 179.98]);
    expect(at(89.9, 179.9, 0.9)).toEqual([89.94, 179.94]);
    // Exactly on the antimeridian a longitude keeps its sign: 180 stays 180, -180 stays -180.
    expect(at(0, 180, 0.5)).toEqual([0, 180]);
    expect(at(0, -180, 0.5)).toEqual([0, -180]);
  });
});
