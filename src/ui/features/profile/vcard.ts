// "Download vCard": the agent as a vCard 4.0 (RFC 6350), for an address book. Every value is
// escaped for its kind (text, a component of a structured value, a parameter), long lines are
// folded at 75 octets without splitting a UTF-8 sequence, and lines end in CRLF.
//
// What the Agent does not say is not invented: the address is one line formatted in the country's
// style, so the ADR keeps that line whole (LABEL, and the street without the country) beside the
// agent's city and country, rather than guessing which words are a postcode or a region.
import type { Agent } from '../../../shared/types.ts';
import { safeFileStem } from '../../lib/fileNames.ts';
import { splitFullName } from './nameParts.ts';

export const VCARD_MEDIA_TYPE = 'text/vcard;charset=utf-8';

/** RFC 6350 §3.2: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

const FICTION_NOTE =
  'Fictional person, invented by The Silent Directory. Not a real individual: any resemblance is coincidental.';

/**
 * The agent's vCard, ready to save.
 *
 * @example agentVCard(agent).startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')
 */
export function agentVCard(agent: Agent): string {
  const name = splitFullName(agent.fullName, agent.countryCode);
  const note = agent.nativeName
    ? `${FICTION_NOTE} Name in the native script: ${agent.nativeName}.`
    : FICTION_NOTE;
  const street = withoutTrailingCountry(agent.address, agent.nationality);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    'PRODID:-//The Silent Directory//Agent Profile//EN',
    'KIND:individual',
    `FN:${escapeText(agent.fullName)}`,
    `N:${structured([name.family, name.given, '', '', ''])}`,
    `NICKNAME:${escapeText(agent.codename)}`,
    `TITLE:${escapeText(agent.profession)}`,
    `ORG:${structured([agent.agency])}`,
    `EMAIL:${escapeText(agent.email)}`,
    telLine(agent.phone),
    `ADR;LABEL=${paramValue(agent.address)}:${structured(['', '', street, agent.city, '', '', agent.nationality])}`,
    `GEO:geo:${decimal(agent.lat)},${decimal(agent.lng)}`,
    `NOTE:${escapeText(note)}`,
    'END:VCARD',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** "silent-viper.vcf": the codename, made safe for file systems. */
export function vCardFileName(agent: Agent): string {
  return `${safeFileStem(agent.codename, 'agent')}.vcf`;
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
 * RFC 6350 §3.2 folding: a line longer than 75 octets continues on lines that start with one
 * space. Cuts fall between characters, never inside a character's UTF-8 bytes.
 */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
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
