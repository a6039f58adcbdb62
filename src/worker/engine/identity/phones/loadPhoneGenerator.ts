// Phone numbers for a place. For now every country gets the fallback plan.
import { createFallbackPhoneGenerator } from '../fallbackIdentity.ts';
import type { PhoneGenerator, PlaceContext } from '../identityKit.ts';

/**
 * The phone generator for a place.
 *
 * @example (await loadPhoneGenerator(place))(createRandom(1)) // "+33 …"
 */
export async function loadPhoneGenerator(place: PlaceContext): Promise<PhoneGenerator> {
  return createFallbackPhoneGenerator(place.countryCode);
}
