// Street addresses for a place. For now every country gets the fallback format.
import { createFallbackAddressGenerator } from '../fallbackIdentity.ts';
import type { AddressGenerator, PlaceContext } from '../identityKit.ts';

/**
 * The address generator for a place.
 *
 * @example (await loadAddressGenerator(place))(createRandom(1)) // "214 Lantern Street, Lyon, France"
 */
export async function loadAddressGenerator(place: PlaceContext): Promise<AddressGenerator> {
  return createFallbackAddressGenerator(place);
}
