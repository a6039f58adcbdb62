// "Bulk" is the one rule that splits the screens' behaviour in two: the spec's twelve agents are
// typed, revealed one by one and slid into the table; above that, messages come whole, reveals come
// per frame and rows appear as they scroll into view. Every screen asks here, so the line is one.
import { PROFILES_PER_SEARCH } from '../../shared/limits.ts';

/**
 * True for a search of more agents than the spec's PROFILES_PER_SEARCH (twelve).
 *
 * @example isBulk(12) // false
 * @example isBulk(13) // true
 */
export function isBulk(count: number): boolean {
  return count > PROFILES_PER_SEARCH;
}
