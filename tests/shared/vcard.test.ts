// The vCard read back by ical.js (Mozilla's parser of RFC 6350 vCards, which unfolds lines,
// undoes the escapes of text, structured values and RFC 6868 parameters): every field of real
// generated agents from several countries, and text chosen to break a careless writer.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent, MissionVersion } from '../../src/shared/types.ts';
import { formatAgents } from '../../src/shared/formats.ts';
import { splitFullName } from '../../src/shared/nameParts.ts';
import { agentUid, agentVCard } from '../../src/shared/vcard.ts';
import type { MissionKey } from '../../src/shared/missionKey.ts';
import { loadCities } from '../../src/worker/engine/cities/loadCities.ts';
import { runMission } from '../../src/worker/engine/runMission.ts';
import { makeAgent } from '../ui/fakes/fakeDirectoryClient.ts';

type JCardProperty = [name: string, params: Record<string, string>, type: string, ...values: unknown[]];

/** The card's properties as ical.js parses them (jCard, RFC 7095). */
function parseVCard(text: string): JCardProperty[] {
  const parsed = ICAL.parse(text) as unknown as [string, JCardProperty[], unknown[]];
  expect(parsed[0]).toBe('vcard');
  return parsed[1];
}

function property(card: JCardProperty[], name: string): JCardProperty {
  const found = card.filter(([propertyName]) => propertyName === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

const valueOf = (card: JCardProperty[], name: string): unknown => property(card, name)[3];

/** Checks the card's layout (CRLF, folding within 75 octets) and returns its properties. */
function readCard(text: string): JCardProperty[] {
  expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
  expect(text.endsWith('\r\nEND:VCARD\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n'))
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  return parseVCard(text);
}

/** A UID of the right shape for the tests that are not about UIDs. */
const UID = 'urn:uuid:01234567-89ab-8def-8123-456789abcdef';

function expectAgentCard(agent: Agent, uid = UID): void {
  const card = readCard(agentVCard(agent, uid));
  expect(valueOf(card, 'uid')).toBe(uid);
  const name = splitFullName(agent.fullName, agent.countryCode);
  expect(valueOf(card, 'version')).toBe('4.0');
  expect(valueOf(card, 'fn')).toBe(agent.fullName);
  expect(valueOf(card, 'n')).toEqual([name.family, name.given, '', '', '']);
  expect(valueOf(card, 'nickname')).toBe(agent.codename);
  expect(valueOf(card, 'title')).toBe(agent.profession);
  expect(valueOf(card, 'org')).toBe(agent.agency);
  expect(valueOf(card, 'email')).toBe(agent.email);
  const tel = property(card, 'tel');
  expect(tel[2]).toBe('uri');
  expect(tel[3]).toMatch(/^tel:\+[\d-]+$/);
  expect(String(tel[3]).replace(/\D/g, '')).toBe(agent.phone.replace(/\D/g, ''));
  const adr = property(card, 'adr');
  expect(adr[1].label).toBe(agent.address);
  const [, , street, locality, region, postcode, country] = adr[3] as string[];
  expect(locality).toBe(agent.city);
  expect(country).toBe(agent.nationality);
  if (agent.street === undefined) {
    // Version 1: the line whole, less the country, which has its own component.
    expect(`${street}, ${country}`).toBe(agent.address);
    expect([region, postcode]).toEqual(['', '']);
    for (const name of ['gender', 'bday', 'tz'])
      expect(
        card.filter(([n]) => n === name),
        name,
      ).toHaveLength(0);
  } else {
    // Version 2: each part in its component, and each is a piece of the address line.
    expect([street, region, postcode]).toEqual([agent.street, agent.region, agent.postcode]);
    expect(agent.address).toContain(agent.street);
    expect(valueOf(card, 'gender')).toBe(agent.sex === 'female' ? 'F' : 'M');
    // ical.js reads a basic-format date and gives it back extended.
    expect(valueOf(card, 'bday')).toBe(agent.birthDate);
    expect(valueOf(card, 'tz')).toBe(agent.timeZone);
  }
  const geo = property(card, 'geo');
  expect(geo[2]).toBe('uri');
  const [lat, lng] = String(geo[3]).replace(/^geo:/, '').split(',').map(Number);
  expect(lat).toBeCloseTo(agent.lat, 6);
  expect(lng).toBeCloseTo(agent.lng, 6);
  const note = String(valueOf(card, 'note'));
  expect(note).toMatch(/^Fictional person, invented by The Silent Directory\. Not a real individual/);
  if (agent.nativeName) expect(note).toContain(agent.nativeName);
}

describe.each([1, 2] as const)('agentVCard of generated agents, version %i', (version: MissionVersion) => {
  const agents: Agent[] = [];

  beforeAll(async () => {
    const { index } = loadCities(readFileSync(new URL('../../public/cities.json', import.meta.url)));
    for (const query of [
      'tokyo',
      'mexico city',
      'new york',
      'cairo',
      'pyongyang',
      'hanoi',
      'manila',
      'casablanca',
    ]) {
      await runMission(
        { index, geocode: async () => null, entropy: Math.random },
        { query, seed: 11, version, count: 8, offline: true },
        { onPlan: () => undefined, onAgent: (agent) => void agents.push(agent) },
        () => true,
      );
    }
  }, 60_000);

  it('parses back to every field of each agent', () => {
    expect(agents).toHaveLength(64);
    expect(new Set(agents.map((agent) => agent.countryCode)).size).toBe(8);
    for (const agent of agents) expectAgentCard(agent);
  });
});

describe('agentVCard escaping and folding', () => {
  it('keeps commas, semicolons, backslashes, quotes and line breaks in every kind of value', () => {
    const agent = makeAgent({
      fullName: 'Ana, "La Sombra"; Ruiz\\Ortega',
      codename: 'Silent, Viper; \\ One',
      profession: 'Analyst; Field, Senior',
      agency: 'Bureau; of, Things\\Stuff',
      address: 'Calle 5, Piso 2\nApto "B"; ^caret^, Madrid, Spain',
      nationality: 'Spain',
      city: 'Madrid',
      countryCode: 'ES',
    });
    expectAgentCard(agent);
  });

  it("writes a parameter's caret, line break and quote with RFC 6868's escapes: ^^, ^n and ^'", () => {
    const agent = makeAgent({
      address: 'Calle 5\nApto "B" ^2^, Madrid, Spain',
      city: 'Madrid',
      nationality: 'Spain',
    });
    const unfolded = agentVCard(agent, UID).replace(/\r\n /g, '');
    const adr = unfolded.split('\r\n').find((line) => line.startsWith('ADR;'));
    // Escaped by hand from RFC 6868 §3: ^ → ^^, a line break → ^n, " → ^'; the value is then quoted.
    expect(adr?.startsWith(`ADR;LABEL="Calle 5^nApto ^'B^' ^^2^^, Madrid, Spain":`)).toBe(true);
  });

  it('folds long lines between characters, never inside a UTF-8 sequence', () => {
    const agent = makeAgent({
      fullName: 'Yamada Taro',
      nativeName: '山田 太郎'.repeat(20),
      address: `${'東京都千代田区千代田1-1 '.repeat(6)}, Japan`,
      nationality: 'Japan',
      countryCode: 'JP',
      agency: '🕵'.repeat(40),
      // Two-octet characters, and a mix of one to four octets, across the 75-octet limit.
      profession: 'Üçé'.repeat(30),
      codename: `a${'ß🕵東'.repeat(20)}`,
    });
    const text = agentVCard(agent, UID);
    expect(text).toContain('\r\n ');
    expectAgentCard(agent);
  });

  it('writes a number that is not international as text rather than a broken tel: URI', () => {
    const card = readCard(agentVCard(makeAgent({ phone: '555, ext. 12' }), UID));
    expect(property(card, 'tel').slice(2)).toEqual(['text', '555, ext. 12']);
  });

  it('writes plain decimal degrees, never an exponent', () => {
    const card = readCard(agentVCard(makeAgent({ lat: -0.0000001, lng: 1e-7 }), UID));
    expect(valueOf(card, 'geo')).toBe('geo:0,0');
    const exact = readCard(agentVCard(makeAgent({ lat: -33.8688, lng: 151.209296 }), UID));
    expect(valueOf(exact, 'geo')).toBe('geo:-33.8688,151.209296');
  });
});

describe('agentUid', () => {
  const mission: MissionKey = { version: 2, query: 'paris', seed: '42', pin: 'city:2988507' };
  // RFC 9562: 8-4-4-4-12 hex digits; the version nibble (13th digit) is 8, the variant bits are 10.
  const UUID_V8 = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a version 8 UUID, the same for the same mission and index', () => {
    expect(agentUid(mission, 0)).toMatch(UUID_V8);
    expect(agentUid({ ...mission }, 7)).toBe(agentUid(mission, 7));
  });

  it('differs between the agents of a mission', () => {
    const uids = new Set(Array.from({ length: 100_000 }, (_, index) => agentUid(mission, index)));
    expect(uids.size).toBe(100_000);
    for (const uid of [...uids].slice(0, 1000)) expect(uid).toMatch(UUID_V8);
  });

  it('differs when any part of the mission differs, even where joining the parts would not tell them apart', () => {
    const variants: MissionKey[] = [
      mission,
      { ...mission, version: 1 },
      { ...mission, query: 'paris ' },
      { ...mission, seed: '43' },
      { ...mission, pin: 'city:2988508' },
      // "a|b" + "c" against "a" + "b|c": the lengths keep these apart.
      { ...mission, query: 'a|b', seed: 'c' },
      { ...mission, query: 'a', seed: 'b|c' },
    ];
    const uids = variants.map((variant) => agentUid(variant, 0));
    expect(new Set(uids).size).toBe(variants.length);
  });
});

describe('a mission as one .vcf', () => {
  it('parses card by card, each with its own UID, in the order of the agents', () => {
    const mission: MissionKey = { version: 1, query: 'tokyo', seed: 'launch-demo', pin: 'city:1850147' };
    const agents = [
      makeAgent({ codename: 'Silent Viper' }),
      makeAgent({ codename: 'Quiet Owl', fullName: 'Comma, Semicolon; Name' }),
      makeAgent({ codename: 'Grey Fox' }),
    ];
    const text = formatAgents('vcf', agents, { mission });
    expect(text).toBe(agents.map((agent, index) => agentVCard(agent, agentUid(mission, index))).join(''));
    const parsed = ICAL.parse(text) as unknown as [string, JCardProperty[], unknown[]][];
    expect(parsed).toHaveLength(3);
    parsed.forEach(([kind, properties], index) => {
      expect(kind).toBe('vcard');
      expect(valueOf(properties, 'nickname')).toBe(agents[index]!.codename);
      expect(valueOf(properties, 'fn')).toBe(agents[index]!.fullName);
      expect(valueOf(properties, 'uid')).toBe(agentUid(mission, index));
    });
  });
});
