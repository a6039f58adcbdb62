// What the visitor reads under the status line once the worker has placed a mission: how the
// query was understood, and which other places they may have meant. Words only; the component
// that shows them is components/ResolvedPlace.tsx.
import type { PlaceChoice, Resolution } from '../../../shared/types.ts';

/** Most other places offered: more buttons would crowd the panel more than they would help. */
export const MAX_OTHER_PLACES = 4;

/**
 * "1 place", "24 places", "1,000 places".
 *
 * @example placesPhrase(1) // "1 place"
 */
export function placesPhrase(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'place' : 'places'}`;
}

/**
 * The line that says how the query was understood. An area says how many places its agents are
 * spread over, since that is what makes a country's mission look unlike a city's.
 *
 * @example describeResolution({ kind: 'country', label: 'Italy', places: 9 }) // "Italy — agents in 9 places"
 */
export function describeResolution(resolution: Pick<Resolution, 'kind' | 'label' | 'places'>): string {
  switch (resolution.kind) {
    case 'city':
      return `Resolved: ${resolution.label}`;
    case 'region':
    case 'country':
      return `${resolution.label} — agents in ${placesPhrase(resolution.places)}`;
    case 'random':
      return `No place named — random city: ${resolution.label}`;
  }
}

/**
 * The alternatives worth a button: never the place already shown, each place once (a pin is what
 * a choice reruns with, so two buttons with one pin would do the same thing), at most
 * MAX_OTHER_PLACES, in the worker's order (most likely first).
 */
export function otherPlaces(resolution: Pick<Resolution, 'pin' | 'alternatives'>): PlaceChoice[] {
  const seen = new Set([resolution.pin]);
  const choices: PlaceChoice[] = [];
  for (const choice of resolution.alternatives) {
    if (choices.length === MAX_OTHER_PLACES) break;
    if (seen.has(choice.pin)) continue;
    seen.add(choice.pin);
    choices.push(choice);
  }
  return choices;
}
