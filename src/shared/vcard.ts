// Agents as vCards 4.0 (RFC 6350), for address books: one for the profile's "Download vCard", all of
// a mission's in one .vcf for "Export vCard" and the CLI's `--format vcf` (the same bytes, as every
// format: see formats.ts). Every value is escaped for its kind (text, a component of a structured
// value, a parameter), long lines are folded at 75 octets without splitting a UTF-8 sequence, and
// lines end in CRLF. Each card has a UID derived from its mission and index, so the same agent
// downloaded twice is the same contact to a syncing address book.
//
// What the Agent does not say is not invented: a version 1 agent's address is one line in the
// country's style, so its ADR keeps that line whole (LABEL, and the street without the country)
// beside the city and country; a version 2 agent carries its street, postcode and region apart, and
// its ADR has them in their components.
import type { Agent } from './types.ts';
import { splitFullName } from './nameParts.ts';
import { hashText } from './hashText.ts';
import type { MissionKey } from './missionKey.ts';

/** RFC 6350 §3.2: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

const FICTION_NOTE =
  'Fictional person, invented by The Silent Directory. Not a real individual: any resemblance is coincidental.';

/**
 * The UID of agent `index` of a mission: a UUID (RFC 9562 version 8, the form for UUIDs made by an
 * application's own rule) from 128 bits of hashes of the mission key and the index. Stable: the
 * same agent of the same mission has the same UID on every download, in the app and the CLI.
 *
 * @example agentUid({ version: 2, query: "paris", seed: "42", pin: "city:2988507" }, 0) // "urn:uuid:…-8…-…"
 */
export function agentUid(mission: MissionKey, index: number): string {
  // Lengths first, so no two different keys make the same text.
  const key = [mission.version, mission.query, mission.seed, mission.pin, index]
    .map((part) => `${String(part).length}:${part}`)
    .join('|');
  const hex = [0, 1, 2, 3].map((salt) => hashText(key, salt).toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The agent's vCard, ready to save; `uid` from agentUid.
 *
 * @example agentVCard(agent, agentUid(mission, 0)).startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')
 */
export function agentVCard(agent: Agent, uid: string): string {
  const name = splitFullName(agent.fullName, agent.countryCode);
  const note = agent.nativeName
    ? `${FICTION_NOTE} Name in the native script: ${agent.nativeName}.`
    : FICTION_NOTE;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    'PRODID:-//The Silent Directory//Agent Profile//EN',
    'KIND:individual',
    `UID:${uid}`,
    `FN:${escapeText(agent.fullName)}`,
    `N:${structured([name.family, name.given, '', '', ''])}`,
    `NICKNAME:${escapeText(agent.codename)}`,
    ...(agent.sex === undefined ? [] : [`GENDER:${agent.sex === 'female' ? 'F' : 'M'}`]),
    ...(agent.birthDate === undefined ? [] : [`BDAY:${agent.birthDate.replace(/-/g, '')}`]),
    `TITLE:${escapeText(agent.profession)}`,
    `ORG:${structured([agent.agency])}`,
    `EMAIL:${escapeText(agent.email)}`,
    telLine(agent.phone),
    adrLine(agent),
    `GEO:geo:${decimal(agent.lat)},${decimal(agent.lng)}`,
    ...(agent.timeZone === undefined ? [] : [`TZ;VALUE=text:${escapeText(agent.timeZone)}`]),
    `NOTE:${escapeText(note)}`,
    'END:VCARD',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** ADR: the parts where the agent carries them (version 2), else the whole line as the street. */
function adrLine(agent: Agent): string {
  const label = `ADR;LABEL=${paramValue(agent.address)}:`;
  if (agent.street !== undefined) {
    const region = agent.region ?? '';
    return `${label}${structured(['', '', agent.street, agent.city, region, agent.postcode ?? '', agent.nationality])}`;
  }
  const street = withoutTrailingCountry(agent.address, agent.nationality);
  return `${label}${structured(['', '', street, agent.city, '', '', agent.nationality])}`;
}

/**
 * TEL as a tel: URI (RFC 3966), the form vCard 4.0 prefers, when the number is international
 * ("+81 3 5959 0067" → tel:+81-3-5959-0067); anything else is kept as text.
 */
function telLine(phone: string): string {
  const trimmed = phone.trim();
  if (/^\+\d[\d ().-]*\d$/.test(trimmed)) {
    return `TEL;VALUE=uri;TYPE=voice:tel:${trimmed.replace(/\s+/g, '-')}`;
  }
  return `TEL;VALUE=text;TYPE=voice:${escapeText(trimmed)}`;
}

/** The address without ", Japan" at its end, when it ends so: the ADR carries the country apart. */
function withoutTrailingCountry(address: string, country: string): string {
  const suffix = `, ${country}`;
  return country !== '' && address.endsWith(suffix) ? address.slice(0, -suffix.length) : address;
}

/**
 * A text value (RFC 6350 §3.4 and the ABNF of §4): backslash and comma are escaped, a line break
 * becomes \n. A semicolon is left as it is: in a text value "\;" is not an escape, and readers
 * that follow the grammar would keep the backslash.
 */
function escapeText(value: string): string {
  return value.replace(/[\\,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** A structured value (N, ADR, ORG): each component escaped as text and for semicolons, joined by them. */
function structured(components: readonly string[]): string {
  return components.map((component) => escapeText(component).replace(/;/g, '\\;')).join(';');
}

/**
 * A quoted parameter value. Quotes and line breaks cannot appear in one, so they are written
 * with RFC 6868's caret escapes (^' and ^n, and ^^ for a caret itself).
 */
function paramValue(value: string): string {
  const escaped = value
    .replace(/\^/g, '^^')
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/"/g, "^'");
  return `"${escaped}"`;
}

/** Degrees for a geo: URI (RFC 5870): plain decimals, six places at most, never an exponent. */
function decimal(value: number): string {
  const text = value.toFixed(6).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/**
 * UTF-8 octets of a string, counted rather than encoded: an encoder call per character made vCard the
 * slowest format by twenty times (a 100,000-agent file took a minute).
 */
function utf8Length(text: string): number {
  let octets = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) octets += 1;
    else if (unit < 0x800) octets += 2;
    // A surrogate pair is one four-octet character: two units. A lone surrogate is written as U+FFFD
    // (three octets), as TextEncoder does.
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      octets += 4;
      i++;
    } else octets += 3;
  }
  return octets;
}

/**
 * RFC 6350 §3.2 folding: a line longer than 75 octets continues on lines that start with one
 * space. Cuts fall between characters, never inside a character's UTF-8 bytes.
 */
function fold(line: string): string {
  // At most three octets per UTF-16 unit: a line this short fits whatever its characters.
  if (line.length * 3 <= MAX_LINE_OCTETS || utf8Length(line) <= MAX_LINE_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines hold one octet less: their leading space counts.
    const limit = out.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}
