// One agent in randomuser.me's dialect (its API 1.4's user object): what an existing client reads,
// filled from an agent of ours, so its coordinates, time zone, postcode, phone and name fit the city.
// What an agent does not carry (a title, a password and its hashes, a registration date, a national
// id, a picture) is derived here from the seed and the person's position, so a seeded request gives
// the same person byte for byte on every server. docs/SERVER.md lists every field that differs from
// randomuser.me's and why.
import { createHash } from 'node:crypto';
import { splitFullName } from '../../shared/nameParts.ts';
import type { Agent } from '../../shared/types.ts';
import { drawPassword, type PasswordRule } from './password.ts';

/** The API version the responses say they speak (`info.version`). */
export const RANDOM_USER_VERSION = '1.4';

/** The top-level fields of a user, in randomuser.me's order: the names `inc` and `exc` take. */
export const USER_FIELDS = [
  'gender',
  'name',
  'location',
  'email',
  'login',
  'dob',
  'registered',
  'phone',
  'cell',
  'id',
  'picture',
  'nat',
] as const;

export type UserField = (typeof USER_FIELDS)[number];

export interface RandomUser {
  gender: string;
  name: { title: string; first: string; last: string };
  location: {
    street: { number: number; name: string };
    city: string;
    state: string;
    country: string;
    postcode: string;
    coordinates: { latitude: string; longitude: string };
    timezone: { offset: string; description: string };
  };
  email: string;
  login: {
    uuid: string;
    username: string;
    password: string;
    salt: string;
    md5: string;
    sha1: string;
    sha256: string;
  };
  dob: { date: string; age: number };
  registered: { date: string; age: number };
  phone: string;
  cell: string;
  id: { name: string; value: string | null };
  picture: { large: string; medium: string; thumbnail: string };
  nat: string;
}

/** What a person is made from besides the agent: who asked (for the derived fields) and where pictures live. */
export interface PersonContext {
  /** The request's seed: with `index`, the key of every derived field. */
  seed: string;
  /** The person's position in the seeded list of people (page and place in the page together). */
  index: number;
  /** The day ages are counted on: the mission version's fixed reference date (YYYY-MM-DD). */
  referenceDate: string;
  /** Where this server's portraits are served, without a trailing slash: `http://host:port`. */
  origin: string;
  /** randomuser.me's `password` rule, when the request gave one; otherwise the codename password. */
  password?: PasswordRule | undefined;
}

/**
 * A user object from a version 2 or later agent (it needs the agent's sex, birth date, street,
 * postcode, region and time zone).
 *
 * @example toRandomUser(agent, { seed: "abc", index: 0, referenceDate: "2026-11-29", origin: "http://localhost:8080" }).name.first
 */
export function toRandomUser(agent: Agent, context: PersonContext): RandomUser {
  const { given, family } = splitFullName(agent.fullName, agent.countryCode);
  const key = personKey(context.seed, context.index);
  const sex = agent.sex === 'female' ? 'female' : 'male';
  const street = splitStreet(agent.street ?? '');
  const password =
    context.password === undefined
      ? passwordOf(agent.codename, key)
      : drawPassword(context.password, `${context.seed}:${context.index}`);
  const salt = saltOf(key);
  const salted = password + salt;
  const birth = dateTimeOf(agent.birthDate ?? context.referenceDate, key[0] ?? 0);
  const registered = registrationOf(agent.age ?? 18, context.referenceDate, key);
  const portrait = `${context.origin}/portraits`;
  const token = portraitToken(sex, key);
  return {
    gender: sex,
    name: { title: titleOf(sex, agent.countryCode), first: given, last: family },
    location: {
      street,
      city: agent.city,
      state: agent.region ?? '',
      country: agent.nationality,
      postcode: agent.postcode ?? '',
      coordinates: { latitude: String(agent.lat), longitude: String(agent.lng) },
      timezone: timezoneOf(agent.timeZone ?? 'UTC', context.referenceDate),
    },
    email: agent.email,
    login: {
      uuid: uuidOf(key),
      username: agent.username ?? '',
      password,
      salt,
      md5: hashHex('md5', salted),
      sha1: hashHex('sha1', salted),
      sha256: hashHex('sha256', salted),
    },
    dob: { date: birth, age: agent.age ?? 0 },
    registered,
    phone: agent.phone,
    // One person, one number: the agent has a single line, and inventing a second would give a
    // number the mission's phone plan never drew (and that another agent may hold).
    cell: agent.phone,
    id: nationalIdOf(agent.countryCode, key),
    picture: {
      large: `${portrait}/large/${token}.svg`,
      medium: `${portrait}/med/${token}.svg`,
      thumbnail: `${portrait}/thumb/${token}.svg`,
    },
    nat: agent.countryCode,
  };
}

/** 32 bytes that key everything derived for one person of one seed. */
function personKey(seed: string, index: number): Uint8Array {
  return createHash('sha256').update(`randomuser:${seed}:${index}`).digest();
}

function hashHex(algorithm: 'md5' | 'sha1' | 'sha256', text: string): string {
  return createHash(algorithm).update(text, 'utf8').digest('hex');
}

/**
 * The house number and the street name apart, as randomuser.me gives them. Our streets are written
 * as their country writes them ("Mühlenallee 45b", "12 Rue de la Paix", "Kungsgatan 3"): the number
 * is the first run of digits that stands as a word, the name what remains; a street with no number
 * (some countries' addresses name a building) gets 0.
 *
 * @example splitStreet("Mühlenallee 45b") // { number: 45, name: "Mühlenallee" }
 */
export function splitStreet(street: string): { number: number; name: string } {
  // A flat after a slash (Polish "120/12") goes with the number: randomuser.me has no field for it.
  const match = /(^|\s)(\d+)[A-Za-z]?(?:\/\d+[A-Za-z]?)?(?=\s|,|$)/u.exec(street);
  if (match === null) return { number: 0, name: street.trim() };
  const name = (street.slice(0, match.index) + street.slice(match.index + match[0].length))
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,]+|[\s,]+$/gu, '');
  return { number: Number(match[2]), name };
}

/** Titles as randomuser.me gives them: English ones, French ones for France and Switzerland's French. */
function titleOf(sex: 'female' | 'male', countryCode: string): string {
  if (countryCode === 'FR') return sex === 'female' ? 'Madame' : 'Monsieur';
  // "Ms" rather than Mrs or Miss: an agent's marital status is not known before version 4.
  return sex === 'female' ? 'Ms' : 'Mr';
}

/** The agent's codename made a password, with two digits: "winterlynx47". Spies pick them so. */
function passwordOf(codename: string, key: Uint8Array): string {
  const word = codename.toLowerCase().replace(/[^a-z]/gu, '');
  return `${word}${String((key[1] ?? 0) % 100).padStart(2, '0')}`;
}

const SALT_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Eight letters and digits, randomuser.me's salt length. */
function saltOf(key: Uint8Array): string {
  let salt = '';
  for (let i = 2; i < 10; i++) salt += SALT_ALPHABET[(key[i] ?? 0) % SALT_ALPHABET.length];
  return salt;
}

/** A version 4 UUID made from the key: its version and variant bits set as RFC 9562 says. */
function uuidOf(key: Uint8Array): string {
  const bytes = Array.from(key.subarray(16, 32));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A birth date as randomuser.me writes one: an ISO instant, its time of day drawn. */
function dateTimeOf(date: string, draw: number): string {
  const seconds = Math.floor((draw / 256) * 86_400);
  const time = new Date(Date.UTC(2000, 0, 1, 0, 0, seconds));
  return `${date}T${time.toISOString().slice(11, 19)}.${String((draw * 7) % 1000).padStart(3, '0')}Z`;
}

/**
 * When the person registered: within the last twenty years before the reference date, and never
 * before their eighteenth birthday; `age` is whole years since.
 */
function registrationOf(age: number, referenceDate: string, key: Uint8Array): { date: string; age: number } {
  const reference = Date.parse(`${referenceDate}T00:00:00Z`);
  const years = Math.max(0, Math.min(20, age - 18));
  const draw = (((key[10] ?? 0) << 16) | ((key[11] ?? 0) << 8) | (key[12] ?? 0)) / 0x1000000;
  const days = Math.floor(draw * (years * 365 + 1));
  const at = new Date(reference - days * 86_400_000 - (key[13] ?? 0) * 337_000);
  return { date: at.toISOString(), age: wholeYearsBetween(at, new Date(reference)) };
}

function wholeYearsBetween(from: Date, to: Date): number {
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  const before =
    to.getUTCMonth() < from.getUTCMonth() ||
    (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate());
  if (before) years--;
  return years;
}

/**
 * The zone's offset on the reference date, as randomuser.me writes one ("+1:00", "-3:30", "0:00"),
 * and the zone's IANA name as its description: a fixed date, so a replay never drifts with the
 * calendar, and a name any time library reads (theirs is a list of cities).
 */
export function timezoneOf(zone: string, referenceDate: string): { offset: string; description: string } {
  // Made once per zone and date: a DateTimeFormat costs more than the rest of a person together.
  const key = `${zone} ${referenceDate}`;
  let found = zones.get(key);
  if (found === undefined) {
    found = zoneOffset(zone, referenceDate);
    zones.set(key, found);
  }
  return { ...found };
}

const zones = new Map<string, { offset: string; description: string }>();

function zoneOffset(zone: string, referenceDate: string): { offset: string; description: string } {
  const at = new Date(`${referenceDate}T12:00:00Z`);
  let name = 'GMT';
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((piece) => piece.type === 'timeZoneName');
    name = part?.value ?? 'GMT';
  } catch {
    // An unknown zone (none is known to reach here) is said as UTC rather than failing the page.
    return { offset: '0:00', description: zone };
  }
  const match = /GMT([+-])(\d{2}):(\d{2})/u.exec(name);
  if (match === null) return { offset: '0:00', description: zone };
  const hours = Number(match[2]);
  // Zero is written unsigned, as randomuser.me writes it ("0:00").
  const sign = hours === 0 && match[3] === '00' ? '' : match[1];
  return { offset: `${sign}${hours}:${match[3]}`, description: zone };
}

/**
 * A national id in a range its issuer has never given out, so it can name no one: for the United
 * States a Social Security number with area 666, which the SSA never assigns; for the United Kingdom
 * a National Insurance number with a prefix HMRC does not allocate (BG, GB, KN, NK, NT, TN, ZZ).
 * Elsewhere randomuser.me's own answer for a country without one: an empty name and a null value.
 */
function nationalIdOf(countryCode: string, key: Uint8Array): { name: string; value: string | null } {
  const digits = (from: number, count: number): string => {
    let text = '';
    for (let i = 0; i < count; i++) text += String((key[from + i] ?? 0) % 10);
    return text;
  };
  if (countryCode === 'US') {
    // Group 01–99 and serial 0001–9999: the SSA never issues group 00 or serial 0000 either.
    const group = ((key[14] ?? 0) % 99) + 1;
    const serial = ((((key[15] ?? 0) << 8) | (key[16] ?? 0)) % 9999) + 1;
    return {
      name: 'SSN',
      value: `666-${String(group).padStart(2, '0')}-${String(serial).padStart(4, '0')}`,
    };
  }
  if (countryCode === 'GB') {
    const prefixes = ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'];
    const prefix = prefixes[(key[14] ?? 0) % prefixes.length] ?? 'ZZ';
    const suffix = 'ABCD'[(key[22] ?? 0) % 4] ?? 'A';
    const d = digits(15, 6);
    return { name: 'NINO', value: `${prefix} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${suffix}` };
  }
  return { name: '', value: null };
}

/**
 * The portrait's name in its URL: the sex and six bytes of the key. The portrait is drawn from
 * the token alone, so the server keeps no state between the list and the picture.
 */
function portraitToken(sex: 'female' | 'male', key: Uint8Array): string {
  const hex = Array.from(key.subarray(24, 30), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${sex === 'female' ? 'f' : 'm'}${hex}`;
}
