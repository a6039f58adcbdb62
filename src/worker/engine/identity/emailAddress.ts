// Emails live on reserved domains only (RFC 2606/6761), so no invented agent can receive
// or send real mail: one `.example` subdomain per agency.
import { AGENCIES } from '../../data/agencies.ts';
import type { Random } from '../random.ts';
import { toEmailSlug } from './emailSlug.ts';
import type { PersonName } from './identityKit.ts';

const AGENCY_DOMAINS: readonly string[] = AGENCIES.map((agency) => `${toEmailSlug(agency, '-')}.example`);

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
