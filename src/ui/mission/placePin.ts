// A mission link's `place=`: the pin that puts the mission where it was first resolved, so a link
// replays the same place even after the resolver or the geocoder would answer differently. Only
// its shape is checked here; whether it names a place the index knows is the worker's call.
import { PLACE_PIN_PATTERN } from '../../shared/types.ts';
import { MAX_PLACE_PIN_LENGTH } from '../../shared/limits.ts';

/**
 * The pin a link's `place=` holds, or undefined when it holds none: absent, empty, longer than
 * MAX_PLACE_PIN_LENGTH or not shaped like a pin. A bad pin is dropped without a word, because the
 * rest of the link (query, seed, count) still describes a mission the visitor can be shown.
 *
 * @example parsePlacePin('city:2735943') // "city:2735943"
 * @example parsePlacePin('city:porto') // undefined
 */
export function parsePlacePin(raw: string | null): string | undefined {
  if (raw === null || raw.length > MAX_PLACE_PIN_LENGTH) return undefined;
  return PLACE_PIN_PATTERN.test(raw) ? raw : undefined;
}
