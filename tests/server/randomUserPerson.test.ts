// An agent in randomuser.me's shape: its fields filled from the agent where the agent has them, the
// rest derived from the seed and position, each held to what it claims (real salted hashes, a version
// 4 UUID, national ids in ranges never issued, offsets as the zone has them on the reference date).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { splitStreet, timezoneOf, toRandomUser } from '../../src/server/randomUser/person.ts';
import type { Agent } from '../../src/shared/types.ts';

const AGENT: Agent = {
  fullName: 'Büşra Kurt',
  codename: 'Winter Lynx',
  profession: 'Listening-Post Operator',
  nationality: 'Germany',
  city: 'Berlin',
  address: 'Mühlenallee 45b, 12109 Berlin, Germany',
  email: 'busra.kurt41@continental-research-bureau.example',
  phone: '+49 30 23125 272',
  agency: 'Continental Research Bureau',
  lat: 52.516348,
  lng: 13.418499,
  countryCode: 'DE',
  sex: 'female',
  birthDate: '1986-09-07',
  age: 40,
  username: 'busra_kurt59',
  timeZone: 'Europe/Berlin',
  street: 'Mühlenallee 45b',
  postcode: '12109',
  region: 'State of Berlin',
  phoneKind: 'fiction',
};

const CONTEXT = { seed: 'abc', index: 3, referenceDate: '2026-11-29', origin: 'http://people.test:8080' };

describe('an agent as a randomuser.me user', () => {
  it('carries the agent’s own name, place, contacts and birth', () => {
    const user = toRandomUser(AGENT, CONTEXT);
    expect(user.gender).toBe('female');
    expect(user.name).toEqual({ title: 'Ms', first: 'Büşra', last: 'Kurt' });
    expect(user.location).toMatchObject({
      street: { number: 45, name: 'Mühlenallee' },
      city: 'Berlin',
      state: 'State of Berlin',
      country: 'Germany',
      postcode: '12109',
      coordinates: { latitude: '52.516348', longitude: '13.418499' },
      // Berlin keeps Central European Time in late November.
      timezone: { offset: '+1:00', description: 'Europe/Berlin' },
    });
    expect(user.email).toBe(AGENT.email);
    expect(user.login.username).toBe('busra_kurt59');
    expect(user.phone).toBe(AGENT.phone);
    expect(user.dob.age).toBe(40);
    expect(user.dob.date).toMatch(/^1986-09-07T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(user.nat).toBe('DE');
  });

  it('gives a password whose md5, sha1 and sha256 are of the password then the salt', () => {
    const { login } = toRandomUser(AGENT, CONTEXT);
    expect(login.salt).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(login.password).toMatch(/^winterlynx\d{2}$/);
    const salted = login.password + login.salt;
    expect(login.md5).toBe(createHash('md5').update(salted).digest('hex'));
    expect(login.sha1).toBe(createHash('sha1').update(salted).digest('hex'));
    expect(login.sha256).toBe(createHash('sha256').update(salted).digest('hex'));
  });

  it('gives a version 4 UUID', () => {
    expect(toRandomUser(AGENT, CONTEXT).login.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('is the same person for the same seed and position, and another for another position', () => {
    expect(toRandomUser(AGENT, CONTEXT)).toEqual(toRandomUser(AGENT, CONTEXT));
    const other = toRandomUser(AGENT, { ...CONTEXT, index: 4 });
    expect(other.login.uuid).not.toBe(toRandomUser(AGENT, CONTEXT).login.uuid);
  });

  it('registers people no earlier than their eighteenth birthday and no later than the reference date', () => {
    for (let index = 0; index < 200; index++) {
      const young = toRandomUser({ ...AGENT, age: 19, birthDate: '2007-03-01' }, { ...CONTEXT, index });
      const at = Date.parse(young.registered.date);
      expect(at).toBeGreaterThanOrEqual(Date.parse('2025-03-01T00:00:00Z'));
      expect(at).toBeLessThanOrEqual(Date.parse('2026-11-29T00:00:00Z'));
      expect(young.registered.age).toBeLessThanOrEqual(1);
    }
  });

  it('names its own portraits at three sizes, one token for the three', () => {
    const { picture } = toRandomUser(AGENT, CONTEXT);
    const token = /\/portraits\/large\/(f[0-9a-f]{12})\.svg$/.exec(picture.large)?.[1];
    expect(token).toBeDefined();
    expect(picture.medium).toBe(`http://people.test:8080/portraits/med/${token}.svg`);
    expect(picture.thumbnail).toBe(`http://people.test:8080/portraits/thumb/${token}.svg`);
  });

  it('gives Americans a Social Security number in area 666, which the SSA never assigns', () => {
    for (let index = 0; index < 50; index++) {
      const { id } = toRandomUser({ ...AGENT, countryCode: 'US' }, { ...CONTEXT, index });
      expect(id.name).toBe('SSN');
      expect(id.value).toMatch(/^666-(0[1-9]|[1-9]\d)-(?!0000)\d{4}$/);
    }
  });

  it('gives Britons a National Insurance number with a prefix HMRC does not allocate', () => {
    for (let index = 0; index < 50; index++) {
      const { id } = toRandomUser({ ...AGENT, countryCode: 'GB' }, { ...CONTEXT, index });
      expect(id.name).toBe('NINO');
      expect(id.value).toMatch(/^(BG|GB|KN|NK|NT|TN|ZZ) \d{2} \d{2} \d{2} [A-D]$/);
    }
  });

  it('gives no id elsewhere, as randomuser.me does for a country without one', () => {
    expect(toRandomUser(AGENT, CONTEXT).id).toEqual({ name: '', value: null });
  });

  it('splits a family-name-first name as its country writes it', () => {
    const user = toRandomUser({ ...AGENT, fullName: 'Yamada Taro', countryCode: 'JP', sex: 'male' }, CONTEXT);
    expect(user.name).toEqual({ title: 'Mr', first: 'Taro', last: 'Yamada' });
  });
});

describe('a street split into its number and name', () => {
  it.each([
    ['Mühlenallee 45b', 45, 'Mühlenallee'],
    ['12 Rue de la Paix', 12, 'Rue de la Paix'],
    ['260 Nonhyeon-ro', 260, 'Nonhyeon-ro'],
    ['ul. Słowackiego 120/12', 120, 'ul. Słowackiego'],
    ['Calle Mayor, 7', 7, 'Calle Mayor'],
    ['The Old Rectory', 0, 'The Old Rectory'],
  ])('%s', (street, number, name) => {
    expect(splitStreet(street)).toEqual({ number, name });
  });
});

describe('a time zone’s offset on the reference date', () => {
  it.each([
    ['Asia/Kolkata', '+5:30'],
    ['Asia/Kathmandu', '+5:45'],
    // Newfoundland is on standard time (UTC−3:30) at the end of November.
    ['America/St_Johns', '-3:30'],
    // Zero unsigned, as randomuser.me writes it.
    ['Europe/London', '0:00'],
    // Sydney keeps daylight saving time (UTC+11) in the southern summer.
    ['Australia/Sydney', '+11:00'],
  ])('%s is %s', (zone, offset) => {
    expect(timezoneOf(zone, '2026-11-29')).toEqual({ offset, description: zone });
  });
});
