// A mission's query and its outage mode, read by the search, the mission link and session memory alike.
import { MAX_QUERY_LENGTH } from '../../shared/limits.ts';

/** `random` plays the outage on OUTAGE_CHANCE of searches; the others force it (demos, tests). */
export type OutageMode = 'random' | 'always' | 'never';

// A NUL from "%00" in a link, tabs and newlines become spaces. Bidirectional embeddings, overrides and
// isolates are dropped: one left open would make the status line around the query read backwards. Other
// invisible characters stay, since emoji sequences and several scripts need the zero-width joiners.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * The query a search runs with, or null when there is nothing to search for: control and bidirectional
 * characters taken out, at most MAX_QUERY_LENGTH characters (never half a surrogate pair), trimmed. Every
 * search passes through here, whether typed, linked or restored.
 *
 * @example normalizeQuery('  paris\u0000 ') // "paris"
 */
export function normalizeQuery(raw: string): string | null {
  const cleaned = raw.replace(CONTROL_CHARACTERS, ' ').replace(BIDI_CONTROLS, '').trim();
  const query = Array.from(cleaned).slice(0, MAX_QUERY_LENGTH).join('').trim();
  return query === '' ? null : query;
}
