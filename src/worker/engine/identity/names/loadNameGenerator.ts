// Names for a country. For now every country gets the fallback table; per-country tables
// replace it country by country.
import { createFallbackNameGenerator } from '../fallbackIdentity.ts';
import type { NameGenerator } from '../identityKit.ts';

/**
 * The name generator for an ISO country code (upper case; "" when unknown).
 *
 * @example (await loadNameGenerator("JP"))(createRandom(1)).fullName
 */
export async function loadNameGenerator(_countryCode: string): Promise<NameGenerator> {
  return createFallbackNameGenerator();
}
