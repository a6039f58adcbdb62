// Version 2 agents of real missions, each field held to an independent reference: the name tables
// for sex, the calendar for ages, GeoNames for the time zone, the address line for its parts, the
// regulators' ranges and libphonenumber for the phone's kind, and version 1 for what both share.
import { readFileSync } from 'node:fs';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import { beforeAll, describe, expect, it } from 'vitest';
import { GEONAMES_DUMP_PATH } from '../../../scripts/lib/paths.ts';
import { V1_FIELD_ORDER as AGENT_FIELDS, V2_ADDED_FIELDS as AGENT_V2_FIELDS } from '../../fieldOrder.ts';
import { NATIVE_SEPARATOR } from '../../../src/worker/data/identity/names/nameTableData.ts';
import { loadNameTable } from '../../../src/worker/engine/identity/names/loadNameGenerator.ts';
import { ageOn, parseDate } from '../../../src/worker/engine/identity/person.ts';
import { isFictionPhone } from '../../../src/worker/engine/identity/phones/isFictionPhone.ts';
import { realIndex } from './fixtureIndex.ts';
import { offlineMission, type OfflineMission } from './offlineMission.ts';

type Mission = OfflineMission;

function mission(query: string, version: 1 | 2, count: number, seed = 19): Promise<Mission> {
  return offlineMission(query, version, count, seed);
}

// Cities on five continents, in Latin and other scripts, with and without postcodes, fiction
// ranges (GB, US, AU, DE) and valid plans; and a country mission, whose agents live in many places.
const QUERIES = [
  'tokyo',
  'london',
  'new york',
  'sydney',
  'berlin',
  'rio de janeiro',
  'lagos',
  'moscow',
  'mumbai',
  'cairo',
  'mexico city',
  'seoul',
  'italy',
];

const REFERENCE = parseDate('2026-11-26');
const latinOf = (entry: string) => entry.split(NATIVE_SEPARATOR)[0]!;

describe('version 2 agents of real missions', () => {
  const missions = new Map<string, Mission>();
  const zoneOfId = new Map<number, string>();

  beforeAll(async () => {
    for (const query of QUERIES) missions.set(query, await mission(query, 2, 150));
    for (const line of readFileSync(GEONAMES_DUMP_PATH, 'utf8').split('\n')) {
      const columns = line.split('\t');
      if (columns.length >= 19) zoneOfId.set(Number(columns[0]), columns[17]!);
    }
  }, 120_000);

  it('has every field, the first release’s first and in their order', () => {
    for (const { agents } of missions.values()) {
      for (const agent of agents) {
        const keys = Object.keys(agent).filter((key) => key !== 'nativeName');
        expect(keys).toEqual([...AGENT_FIELDS, ...AGENT_V2_FIELDS]);
      }
    }
  });

  it('gives each agent a given name of the sex it reports, from the country’s table', async () => {
    for (const { agents } of missions.values()) {
      const table = await loadNameTable(agents[0]!.countryCode);
      for (const agent of agents) {
        const words = ` ${agent.fullName} `;
        const given = (agent.sex === 'female' ? table.female : table.male).map(latinOf);
        expect(
          given.some((name) => words.includes(` ${name} `)),
          `${agent.fullName} (${agent.sex}, ${agent.countryCode})`,
        ).toBe(true);
      }
    }
  });

  it('reports both sexes in about equal numbers', () => {
    const all = [...missions.values()].flatMap(({ agents }) => agents);
    const women = all.filter((agent) => agent.sex === 'female').length;
    // Even odds over 1,950 agents: the share lies within five standard deviations (±5.7%) of one half.
    expect(Math.abs(women / all.length - 0.5)).toBeLessThan(0.057);
  });

  it('makes every agent an adult of 18 to 80 whose birth date gives that age on 2026-11-26', () => {
    for (const { agents } of missions.values()) {
      for (const agent of agents) {
        expect(agent.age).toBeGreaterThanOrEqual(18);
        expect(agent.age).toBeLessThanOrEqual(80);
        expect(ageOn(agent.birthDate!, REFERENCE)).toBe(agent.age);
      }
    }
  });

  it('gives the time zone GeoNames gives the agent’s own place', () => {
    const index = realIndex();
    for (const { agents, plan } of missions.values()) {
      for (const agent of agents) {
        // The agent's place: the mission's city, or (in a country mission) the town it was drawn in.
        const id = plan.resolution.kind === 'city' ? Number(plan.resolution.pin.split(':')[1]) : undefined;
        const place =
          id !== undefined
            ? id
            : [...index.cities].find(
                (city) => city.name === agent.city && city.country === agent.countryCode,
              )!.id;
        expect(agent.timeZone, `${agent.city}`).toBe(zoneOfId.get(place));
      }
    }
  });

  it('writes the street line and the postcode as they stand in the address, and the place’s region', () => {
    for (const { agents, plan } of missions.values()) {
      for (const agent of agents) {
        // The street line is one or more whole ", "-separated parts of the address.
        expect(`, ${agent.address}, `).toContain(`, ${agent.street}, `);
        expect(agent.street).not.toBe('');
        if (agent.postcode !== '') expect(agent.address).toContain(agent.postcode);
        if (plan.resolution.kind === 'city') expect(agent.region).toBe(plan.place.admin1);
      }
    }
    // Countries whose addresses carry a postcode carry it in every agent's (facts of their formats).
    for (const query of ['london', 'berlin', 'tokyo', 'new york', 'moscow']) {
      expect(missions.get(query)!.agents.every((agent) => agent.postcode !== '')).toBe(true);
    }
  });

  it('says "fiction" exactly for numbers in a regulator’s drama range, "valid" for numbers valid in the plan', () => {
    for (const { agents } of missions.values()) {
      for (const agent of agents) {
        if (agent.phoneKind === 'fiction') {
          expect(isFictionPhone(agent.phone, agent.countryCode), agent.phone).toBe(true);
        } else {
          expect(agent.phoneKind).toBe('valid');
          expect(isValidPhoneNumber(agent.phone, agent.countryCode as CountryCode), agent.phone).toBe(true);
        }
      }
    }
    // The four countries with ranges for drama use them (Ofcom, NANP 555-01xx, ACMA, Bundesnetzagentur).
    for (const query of ['london', 'new york', 'sydney', 'berlin']) {
      expect(
        missions.get(query)!.agents.every((agent) => agent.phoneKind === 'fiction'),
        query,
      ).toBe(true);
    }
    expect(missions.get('tokyo')!.agents.every((agent) => agent.phoneKind === 'valid')).toBe(true);
  });

  it('keeps agents in the spec’s square, denser towards the centre than a uniform spread', async () => {
    const { agents, plan } = await mission('paris', 2, 10_000);
    const { lat, lon } = plan.place;
    let inner = 0;
    for (const agent of agents) {
      const dy = Math.abs(agent.lat - lat);
      const dx = Math.abs(agent.lng - lon);
      expect(dy).toBeLessThanOrEqual(0.05 + 1e-6);
      expect(dx).toBeLessThanOrEqual(0.05 + 1e-6);
      if (dx < 0.025 && dy < 0.025) inner++;
    }
    // The sum of two uniforms is triangular: each axis falls in its inner half with probability
    // 1 - 0.5² = 0.75, both with 0.5625 (a uniform spread: 0.25). Five standard deviations: ±0.025.
    expect(Math.abs(inner / agents.length - 0.5625)).toBeLessThan(0.025);
  });

  it('gives a hundred thousand agents of one mission a hundred thousand usernames, ASCII only', async () => {
    const { agents } = await mission('sao paulo', 2, 100_000, 3);
    const names = new Set<string>();
    for (const agent of agents) {
      expect(agent.username).toMatch(/^[a-z_-]+[0-9]+$/);
      names.add(agent.username!);
    }
    expect(names.size).toBe(100_000);
  }, 60_000);

  it('draws what both versions have alike: only the coordinates and the new fields differ', async () => {
    for (const query of ['tokyo', 'italy', 'weapon dealers']) {
      const one = await mission(query, 1, 40);
      const two = await mission(query, 2, 40);
      expect(two.plan.place).toEqual(one.plan.place);
      two.agents.forEach((agent, index) => {
        const { lat: _a, lng: _b, ...shared } = one.agents[index]!;
        expect(agent).toMatchObject(shared);
        for (const field of AGENT_V2_FIELDS) expect(one.agents[index]).not.toHaveProperty(field);
      });
    }
  });
});
