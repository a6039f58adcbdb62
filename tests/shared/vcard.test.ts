// The vCard read back by ical.js (Mozilla's parser of RFC 6350 vCards, which unfolds lines,
// undoes the escapes of text, structured values and RFC 6868 parameters): every field of real
// generated agents from several countries, and text chosen to break a careless writer.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../src/shared/types.ts';
import { splitFullName } from '../../src/shared/nameParts.ts';
import { agentVCard, vCardFileName } from '../../src/shared/vcard.ts';
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

function expectAgentCard(agent: Agent): void {
  const card = readCard(agentVCard(agent));
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
  const [, , street, locality, , , country] = adr[3] as string[];
  expect(`${street}, ${country}`).toBe(agent.address);
  expect(locality).toBe(agent.city);
  expect(country).toBe(agent.nationality);
  const geo = property(card, 'geo');
  expect(geo[2]).toBe('uri');
  const [lat, lng] = String(geo[3]).replace(/^geo:/, '').split(',').map(Number);
  expect(lat).toBeCloseTo(agent.lat, 6);
  expect(lng).toBeCloseTo(agent.lng, 6);
  const note = String(valueOf(card, 'note'));
  expect(note).toMatch(/^Fictional person, invented by The Silent Directory\. Not a real individual/);
  if (agent.nativeName) expect(note).toContain(agent.nativeName);
}

describe('agentVCard of generated agents', () => {
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
        { query, seed: 11, count: 8, offline: true },
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
    const unfolded = agentVCard(agent).replace(/\r\n /g, '');
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
    });
    const text = agentVCard(agent);
    expect(text).toContain('\r\n ');
    expectAgentCard(agent);
  });

  it('writes a number that is not international as text rather than a broken tel: URI', () => {
    const card = readCard(agentVCard(makeAgent({ phone: '555, ext. 12' })));
    expect(property(card, 'tel').slice(2)).toEqual(['text', '555, ext. 12']);
  });

  it('writes plain decimal degrees, never an exponent', () => {
    const card = readCard(agentVCard(makeAgent({ lat: -0.0000001, lng: 1e-7 })));
    expect(valueOf(card, 'geo')).toBe('geo:0,0');
    const exact = readCard(agentVCard(makeAgent({ lat: -33.8688, lng: 151.209296 })));
    expect(valueOf(exact, 'geo')).toBe('geo:-33.8688,151.209296');
  });
});

describe('vCardFileName', () => {
  it('names the file after the codename, made safe', () => {
    expect(vCardFileName(makeAgent({ codename: 'Silent Viper' }))).toBe('silent-viper.vcf');
    expect(vCardFileName(makeAgent({ codename: '../?*' }))).toBe('agent.vcf');
  });
});
