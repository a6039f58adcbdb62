// libphonenumber for one country: its core functions with the metadata of the country's calling
// code (cut by scripts/build-phones.ts) and the example numbers. A module of its own, so that the
// worker can ask for them (missionData.ts, api.ts) without the phone generator's code. The whole
// `max` metadata and entry were 255 KB to fetch and compile before a shared link's first agent.
import type { CountryCode, MetadataJson, PhoneNumber } from 'libphonenumber-js/core';
import type * as PhoneFunctions from './phoneFunctions.ts';
// Which module holds each country's metadata (about 3 KB gzip), imported here rather than loaded
// first: a request of its own before the country's cost a shared link about 45 ms of round trip.
import {
  PHONE_CALLING_CODES,
  PHONE_METADATA,
} from '../../../data/identity/phones/generated/index.generated.ts';

/** What the valid-number plans use of libphonenumber, bound to one calling code's metadata. */
export interface PhoneLibrary {
  parsePhoneNumberFromString(text: string): PhoneNumber | undefined;
  isValidPhoneNumber(text: string, country: CountryCode): boolean;
  isSupportedCountry(country: string): country is CountryCode;
  getCountryCallingCode(country: CountryCode): string;
}

/** libphonenumber's example mobile number of each country, without its calling code. */
export type PhoneExamples = Readonly<Partial<Record<CountryCode, string>>>;

// Imported when first asked for: this module is part of the worker's first script.
const loadCore = () => import('./phoneFunctions.ts');

const loadExamples = () => import('libphonenumber-js/mobile/examples');

/** Countries libphonenumber knows (ISO 3166-1 alpha-2), whatever their calling code. */
export function phoneCountries(): string[] {
  return Object.keys(PHONE_CALLING_CODES);
}

/**
 * libphonenumber for the country `countryCode` and the example numbers, loaded once each per
 * thread; null when libphonenumber does not know the country. Without a country it loads what every
 * country shares (the functions and the examples), ahead of a mission whose place is not known yet.
 *
 * @example const { lib, examples } = (await loadPhoneMetadata("FR"))!; lib.isValidPhoneNumber("+33 1 42 68 53 00", "FR")
 */
export async function loadPhoneMetadata(
  countryCode?: string,
): Promise<{ lib: PhoneLibrary; examples: PhoneExamples } | null> {
  const callingCode = countryCode === undefined ? undefined : PHONE_CALLING_CODES[countryCode.toUpperCase()];
  const load = callingCode === undefined ? undefined : PHONE_METADATA[callingCode];
  // The country's metadata is asked for with the rest, not after it.
  const [core, examples, slice] = await Promise.all([loadCore(), loadExamples(), load?.()]);
  if (slice === undefined) return null;
  const { METADATA } = slice;
  return { lib: bind(core, METADATA), examples: examples.default };
}

function bind(core: typeof PhoneFunctions, metadata: MetadataJson): PhoneLibrary {
  return {
    parsePhoneNumberFromString: (text) => core.parsePhoneNumberFromString(text, metadata),
    isValidPhoneNumber: (text, country) => core.isValidPhoneNumber(text, country, metadata),
    isSupportedCountry: (country): country is CountryCode =>
      core.isSupportedCountry(country as CountryCode, metadata),
    getCountryCallingCode: (country) => core.getCountryCallingCode(country, metadata),
  };
}
