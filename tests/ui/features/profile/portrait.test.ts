import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../../src/shared/types.ts';
import { agentPortrait, agentPortraitUrl } from '../../../../src/ui/features/profile/portrait.ts';
import { portraitFeatures } from '../../../../src/ui/features/profile/portraitFeatures.ts';
import { mixColour, symmetricPath } from '../../../../src/ui/features/profile/portraitMarkup.ts';
import { makeAgent, makeV2Agent } from '../../fakes/fakeDirectoryClient.ts';

const GIVEN = ['Ada', 'Kenji', 'Amara', 'Lars', 'Priya', 'Diego', 'Fatima', 'Oliver', 'Mei', 'Kwame'];
const FAMILY = ['Moreau', 'Sato', 'Okafor', 'Nilsson', 'Nair', 'Alvarez', 'Haddad', 'Grant', 'Lin', 'Mensah'];

/** The n-th of a run of distinct version 2 agents, as a mission has them: own name, codename and email. */
function nthAgent(n: number, overrides: Partial<Agent> = {}): Agent {
  const given = GIVEN[n % GIVEN.length] ?? '';
  const family = FAMILY[Math.floor(n / GIVEN.length) % FAMILY.length] ?? '';
  return makeV2Agent({
    fullName: `${given} ${family}`,
    codename: `Silent Agent${n}`,
    email: `${given}.${family}.${n}@example.org`.toLowerCase(),
    sex: n % 2 === 0 ? 'female' : 'male',
    age: 18 + ((n * 17) % 63),
    ...overrides,
  });
}

function agents(count: number, overrides: Partial<Agent> = {}): Agent[] {
  return Array.from({ length: count }, (_, n) => nthAgent(n, overrides));
}

/**
 * Parses the markup as the portrait writes it (elements and quoted attributes, no text, no comments)
 * and throws at the first thing an XML parser would reject: text outside a tag, an unquoted or repeated
 * attribute, a stray "<" or "&", a closing tag that does not match. Returns the elements' names.
 */
function parseMarkup(svg: string): string[] {
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*(?:&(?:amp|lt|quot);[^"<&]*)*")*)\s*(\/?)>/y;
  const attribute = /([\w:-]+)="/g;
  const open: string[] = [];
  const names: string[] = [];
  let roots = 0;
  let at = 0;
  while (at < svg.length) {
    tag.lastIndex = at;
    const match = tag.exec(svg);
    if (!match) throw new Error(`not a tag at ${at}: ${svg.slice(at, at + 40)}`);
    const [whole, closing, name = '', attributes = '', selfClosing] = match;
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing open at ${at}`);
    } else {
      const seen = [...attributes.matchAll(attribute)].map((found) => found[1]);
      if (new Set(seen).size !== seen.length) throw new Error(`<${name}> repeats an attribute`);
      if (open.length === 0) roots++;
      names.push(name);
      if (!selfClosing) open.push(name);
    }
    at += whole.length;
  }
  if (open.length > 0) throw new Error(`unclosed: ${open.join(', ')}`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
  return names;
}

/** #rrggbb as channels 0–255. */
function channels(colour: string): number[] {
  return [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));
}

/** Grey or white as an eye sees it: hardly any hue (channels within 12 of each other), and not dark. */
function isGreyOrWhite(colour: string): boolean {
  const values = channels(colour);
  const spread = Math.max(...values) - Math.min(...values);
  const lightness = (Math.max(...values) + Math.min(...values)) / 2 / 255;
  return spread <= 12 && lightness >= 0.45;
}

describe('agentPortrait', () => {
  it('gives the same agent the same bytes, whatever copy of it is drawn and however often', () => {
    const agent = nthAgent(3);
    const first = agentPortrait(agent);
    expect(agentPortrait(agent)).toBe(first);
    expect(agentPortrait(structuredClone(agent))).toBe(first);
    // The face belongs to the person, not to the job or the desk they sit at today.
    expect(agentPortrait({ ...agent, profession: 'Body Remover', agency: 'Bureau 12', lat: 0, lng: 0 })).toBe(
      first,
    );
  });

  it('draws twelve agents of a mission as twelve different portraits', () => {
    const portraits = agents(12).map(agentPortrait);
    expect(new Set(portraits).size).toBe(12);
  });

  it('tells agents apart by their face, not only by bytes: fifty agents vary in every feature', () => {
    const features = agents(50).map(portraitFeatures);
    const distinct = (pick: (f: (typeof features)[number]) => unknown): number =>
      new Set(features.map(pick)).size;
    // Twelve tones drawn fifty times: all but a few appear (11.8 expected); eight is a safe floor.
    expect(distinct((f) => f.skinTone)).toBeGreaterThanOrEqual(8);
    expect(distinct((f) => f.hairStyle)).toBeGreaterThanOrEqual(6);
    expect(distinct((f) => f.faceShape)).toBeGreaterThanOrEqual(4);
    expect(distinct((f) => f.eyeColour)).toBeGreaterThanOrEqual(4);
    expect(distinct((f) => f.outfit)).toBeGreaterThanOrEqual(4);
    expect(distinct((f) => f.glasses)).toBeGreaterThanOrEqual(3);
    expect(distinct((f) => f.earpiece)).toBe(2);
    expect(distinct((f) => f.headwear)).toBeGreaterThanOrEqual(2);
    expect(distinct((f) => f.accent)).toBe(2);
  });

  it('writes well-formed SVG: one <svg> root in the SVG namespace, every tag closed, nothing but elements', () => {
    for (const agent of [...agents(12), makeAgent()]) {
      const svg = agentPortrait(agent);
      const names = parseMarkup(svg);
      expect(names[0]).toBe('svg');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 200"')).toBe(true);
      expect(names).toContain('path');
    }
  });

  it('holds no script, link, font, text or outside resource', () => {
    for (const agent of agents(20)) {
      const svg = agentPortrait(agent);
      const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(svg).not.toMatch(/<script|<foreignObject|<text|<image|<style|<a[\s>]/i);
      expect(svg).not.toMatch(/\son\w+=|href=|javascript:/i);
      expect(withoutNamespace).not.toMatch(/https?:|data:|@import|font/i);
      // url() only ever points inside the drawing (a gradient or a pattern).
      for (const url of svg.match(/url\([^)]*\)/g) ?? []) expect(url).toMatch(/^url\(#[a-z]+\)$/);
    }
  });

  it('puts none of the agent’s text in the markup, so a hostile field cannot reach it', () => {
    const hostile = makeV2Agent({
      fullName: '</svg><script>alert(1)</script>',
      codename: '"><image href="https://evil.example/x.png"/>',
      email: 'a&b@example.org',
    });
    const svg = agentPortrait(hostile);
    expect(() => parseMarkup(svg)).not.toThrow();
    expect(svg).not.toContain('alert');
    expect(svg).not.toContain('evil.example');
    expect(svg).not.toContain('&');
    // Nor the harmless fields: no name, codename, email or city is ever written.
    const plain = nthAgent(7);
    const plainSvg = agentPortrait(plain);
    for (const text of [plain.fullName, plain.codename, plain.email, plain.city, plain.nationality]) {
      expect(plainSvg).not.toContain(text);
    }
  });

  it('is an image URL that decodes back to the same markup', () => {
    const agent = nthAgent(5);
    const url = agentPortraitUrl(agent);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(agentPortrait(agent));
    // Nothing in it that would end an attribute if a page put it in one.
    expect(url).not.toMatch(/["'<>\s]/);
  });
});

describe('a portrait follows age', () => {
  it('gives an eighty-year-old grey or white hair, and draws that colour', () => {
    for (const agent of agents(30, { age: 80 })) {
      const { hairColour, lines } = portraitFeatures(agent);
      expect(isGreyOrWhite(hairColour), `${agent.fullName}: ${hairColour}`).toBe(true);
      expect(lines).toBe(3);
      expect(agentPortrait(agent)).toContain(`fill="${hairColour}"`);
    }
  });

  it('gives a twenty-year-old their natural colour, not grey, and no lines', () => {
    for (const agent of agents(30, { age: 20 })) {
      const { hairColour, greying, lines } = portraitFeatures(agent);
      expect(isGreyOrWhite(hairColour), `${agent.fullName}: ${hairColour}`).toBe(false);
      expect(greying).toBe(0);
      expect(lines).toBe(0);
    }
  });

  it('starts greying at 35 at the earliest and has finished by 73; at 55 it is under way for everyone', () => {
    const greyingAt = (age: number): number[] =>
      agents(40, { age }).map((agent) => portraitFeatures(agent).greying);
    expect(greyingAt(34).every((level) => level === 0)).toBe(true);
    expect(greyingAt(73).every((level) => level === 1)).toBe(true);
    expect(greyingAt(55).every((level) => level > 0 && level < 1)).toBe(true);
    // Hair greys at different ages: at 45 some agents have begun and some have not gone far.
    expect(new Set(greyingAt(45)).size).toBeGreaterThan(5);
  });

  it('draws more lines with the years: none at 18, all three by 80, more never fewer in between', () => {
    const agent = nthAgent(4);
    let previous = 0;
    for (let age = 18; age <= 80; age++) {
      const { lines } = portraitFeatures({ ...agent, age });
      expect(lines).toBeGreaterThanOrEqual(previous);
      previous = lines;
    }
    expect(portraitFeatures({ ...agent, age: 18 }).lines).toBe(0);
    expect(previous).toBe(3);
  });
});

describe('a portrait follows sex, without making it a costume', () => {
  it('never gives a woman a beard or a moustache, and gives some men one', () => {
    const women = agents(60, { sex: 'female' }).map(portraitFeatures);
    const men = agents(60, { sex: 'male' }).map(portraitFeatures);
    expect(women.every((f) => f.facialHair === 'none')).toBe(true);
    const bearded = men.filter((f) => f.facialHair !== 'none').length;
    // Each man has a beard with a chance of 45%: about 27 of 60; 10 and 50 are far outside chance.
    expect(bearded).toBeGreaterThan(10);
    expect(bearded).toBeLessThan(50);
  });

  it('keeps baldness to men of forty and over', () => {
    const bald = (overrides: Partial<Agent>): boolean =>
      agents(80, overrides).some((agent) => portraitFeatures(agent).hairStyle === 'bald');
    expect(bald({ sex: 'female', age: 75 })).toBe(false);
    expect(bald({ sex: 'male', age: 39 })).toBe(false);
    expect(bald({ sex: 'male', age: 70 })).toBe(true);
  });

  it('shares the hair styles between the sexes rather than splitting them', () => {
    const styles = (sex: 'female' | 'male'): Set<string> =>
      new Set(agents(80, { sex, age: 30 }).map((agent) => portraitFeatures(agent).hairStyle));
    const women = styles('female');
    const men = styles('male');
    const shared = [...women].filter((style) => men.has(style));
    expect(shared.length).toBeGreaterThanOrEqual(3);
  });
});

describe('a version 1 agent (no sex, no age)', () => {
  it('still gets a portrait, chosen without a sex: no facial hair, no baldness, an adult’s apparent age', () => {
    const v1 = agents(40).map((agent) => {
      const { sex: _sex, age: _age, birthDate: _birthDate, ...rest } = agent;
      return rest as Agent;
    });
    for (const agent of v1) {
      const features = portraitFeatures(agent);
      expect(features.sex).toBeNull();
      expect(features.facialHair).toBe('none');
      expect(['bald', 'receding']).not.toContain(features.hairStyle);
      expect(features.age).toBeGreaterThanOrEqual(24);
      expect(features.age).toBeLessThanOrEqual(59);
      expect(() => parseMarkup(agentPortrait(agent))).not.toThrow();
    }
    expect(new Set(v1.map(agentPortrait)).size).toBe(40);
    expect(agentPortrait(makeAgent())).toBe(agentPortrait(makeAgent()));
  });
});

describe('the drawing helpers', () => {
  it('mixes colours channel by channel', () => {
    expect(mixColour('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColour('#102030', '#102030', 0.7)).toBe('#102030');
    expect(mixColour('#ff0000', '#0000ff', 0)).toBe('#ff0000');
    expect(mixColour('#ff0000', '#0000ff', 1)).toBe('#0000ff');
  });

  it('mirrors the right half of a shape about its axis, in reverse, and closes it', () => {
    expect(symmetricPath(80, [80, 10], [[90, 10, 100, 20, 80, 30]])).toBe(
      'M80 10C90 10 100 20 80 30C60 20 70 10 80 10Z',
    );
  });
});
