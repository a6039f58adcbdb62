// Phone numbers for a place that can reach no one: a regulator's fiction range where the
// country has one, otherwise numbers that are valid in the country's numbering plan (with
// the city's area code where known), found once per mission.
import { createFallbackPhoneGenerator } from '../fallbackIdentity.ts';
import type { PhoneGenerator, PhoneKind, PlaceContext } from '../identityKit.ts';
import type { Random } from '../../random.ts';
import { LATEST_MISSION_VERSION, type MissionVersion } from '../../../../shared/types.ts';
import { createFictionPhoneGenerator, FICTION_PHONE_COUNTRIES, fictionPhoneBlocks } from './fictionPhones.ts';
import { phoneSpace, type PhoneBlock, type PhoneSpace } from './phoneSpace.ts';
import { buildValidPhonePlan, type ValidPhonePlan } from './validPhonePlan.ts';
import { loadPhoneMetadata, phoneCountries } from './phoneMetadata.ts';

/**
 * Countries whose agents get numbers valid in their numbering plan (the rest of libphonenumber's list),
 * for tests and the audit. Read from the metadata's own index: a constant here imported
 * libphonenumber's small metadata as well, 84 KB of the mission's code that no agent used.
 *
 * @example validPhoneCountries().includes("IT") // true; "US" has fiction numbers
 */
export function validPhoneCountries(): string[] {
  return phoneCountries().filter((code) => !FICTION_PHONE_COUNTRIES.includes(code));
}

/**
 * The valid-number plan of a place, for tests and the audit; null for fiction-range
 * countries and for places libphonenumber does not know.
 *
 * @example (await loadValidPhonePlan(place))?.stems.length // 24
 */
export async function loadValidPhonePlan(
  place: PlaceContext,
  version: MissionVersion = 1,
  cityAreas: readonly string[] = [],
): Promise<ValidPhonePlan | null> {
  if (FICTION_PHONE_COUNTRIES.includes(place.countryCode.toUpperCase())) return null;
  const phones = await loadPhoneMetadata(place.countryCode);
  return phones === null ? null : buildValidPhonePlan(phones.lib, phones.examples, place, version, cityAreas);
}

/**
 * The phone generator for a place.
 *
 * @example (await loadPhoneGenerator({ city: "Lyon", admin1: "Auvergne-Rhône-Alpes", country: "France", countryCode: "FR" }))(createRandom(1)) // "+33 4 72 18 93 05"
 */
export async function loadPhoneGenerator(
  place: PlaceContext,
  version: MissionVersion = 1,
): Promise<PhoneGenerator> {
  return (await loadPhoneDrawer(place, version)).phone;
}

/** A place's phone generator and the kind of number it gives. */
export interface PhoneDrawer {
  phone: PhoneGenerator;
  kind: PhoneKind;
}

/**
 * The phone generator for a place, with the kind of its numbers: a fiction range's, the valid
 * plan's, or (for a country libphonenumber does not know) the UK drama range, which is fiction too.
 *
 * @example (await loadPhoneDrawer({ city: "Leeds", admin1: "England", country: "United Kingdom", countryCode: "GB" })).kind === "fiction"
 */
export async function loadPhoneDrawer(
  place: PlaceContext,
  version: MissionVersion = 1,
): Promise<PhoneDrawer> {
  const fiction = createFictionPhoneGenerator(place);
  if (fiction !== null) return { phone: fiction, kind: 'fiction' };
  const plan = await loadValidPhonePlan(place, version);
  if (plan === null) return { phone: createFallbackPhoneGenerator(), kind: 'fiction' };
  const stems = plan.stems;
  return {
    phone: (random: Random) => {
      const stem = random.pick(stems);
      return stem.head + random.pick(stem.endings);
    },
    kind: 'valid',
  };
}

/** Version 3's numbers of a place, as one space agents take positions in, and their kind. */
export interface PhoneSpaceDrawer {
  space: PhoneSpace;
  kind: PhoneKind;
}

const FALLBACK_ENDINGS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/**
 * Every number a version with city identities can give a place: its fiction range, else its valid
 * plan's stems for that version (with the city's own area codes where its record gives them), else
 * the UK drama mobiles of the fallback.
 *
 * @example (await loadPhoneSpace({ city: "New York City", admin1: "New York", country: "United States", countryCode: "US" })).space.capacity // 100 per area code
 */
export async function loadPhoneSpace(
  place: PlaceContext,
  cityAreas: readonly string[] = [],
  version: MissionVersion = LATEST_MISSION_VERSION,
): Promise<PhoneSpaceDrawer> {
  const fiction = fictionPhoneBlocks(place, cityAreas);
  if (fiction !== null) return { space: phoneSpace(fiction), kind: 'fiction' };
  const plan = await loadValidPhonePlan(place, version, cityAreas);
  if (plan === null)
    return { space: phoneSpace([{ heads: ['+44 7700 900'], endings: FALLBACK_ENDINGS }]), kind: 'fiction' };
  // Stems that share a table of endings make one block: a position then finds its block in a step or two.
  const byEndings = new Map<readonly string[], string[]>();
  for (const stem of plan.stems) {
    const heads = byEndings.get(stem.endings);
    if (heads === undefined) byEndings.set(stem.endings, [stem.head]);
    else heads.push(stem.head);
  }
  const blocks: PhoneBlock[] = [...byEndings].map(([endings, heads]) => ({ heads, endings }));
  return { space: phoneSpace(blocks), kind: 'valid' };
}
