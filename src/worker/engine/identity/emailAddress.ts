// Emails live on reserved domains only (RFC 2606/6761), so no invented agent can receive
// or send real mail: one `.example` subdomain per agency.
import { AGENCIES } from '../../data/agencies.ts';
import type { Random } from '../random.ts';
import { toEmailSlug } from './emailSlug.ts';
import { decimal } from './uniqueNumbers.ts';
import type { PersonName } from './identityKit.ts';

const AGENCY_DOMAINS: readonly string[] = AGENCIES.map((agency) => `${toEmailSlug(agency, '-')}.example`);

/**
 * The email domain of the agency named AGENCIES[nameIndex]: the one its agents' addresses use, and a
 * linked mission's agencies table gives.
 *
 * @example agencyDomain(0) === "bureau-of-quiet-affairs.example"
 */
export function agencyDomain(nameIndex: number): string {
  return AGENCY_DOMAINS[nameIndex] ?? 'directory.example';
}

/**
 * The agent's email: the name's ASCII local part, sometimes with a number, at the agency.
 *
 * @example makeEmail(createRandom(1), { fullName: "Anna Novak", emailLocal: "anna.novak" }, 12)
 *   // "anna.novak@section-zero.example" or "anna.novak7@section-zero.example"
 */
export function makeEmail(random: Random, name: PersonName, agencyIndex: number): string {
  const suffix = random.next() < 0.3 ? String(random.int(100)) : '';
  return `${name.emailLocal}${suffix}@${AGENCY_DOMAINS[agencyIndex] ?? 'directory.example'}`;
}

/**
 * A version 3 email: the name's local part and a number no other agent of the mission has (see
 * uniqueNumbers.ts's emailNumber), at the agency. The local part holds no digit of its own, so
 * the digits at its end are the number and two agents' addresses can never be the same.
 *
 * @example uniqueEmail({ emailLocal: "anna.novak", … }, 12, 47) === "anna.novak47@section-zero.example"
 */
export function uniqueEmail(name: PersonName, agencyIndex: number, number: number): string {
  return `${name.emailLocal}${decimal(number)}@${AGENCY_DOMAINS[agencyIndex] ?? 'directory.example'}`;
}
