// The greeting's name (spec §3: localStorage "tsd_user", default "Agent"). Storage may be
// switched off (reading it throws), or hold anything another script left there, so the
// value is cleaned into a short, single-line name before it is ever shown. The dashboard's
// "Edit callsign" is the only writer; the login form stores nothing (spec §3).

export const USER_STORAGE_KEY = 'tsd_user';
export const DEFAULT_USER = 'Agent';
/**
 * Longer names are cut (stored ones) or refused (typed ones): the greeting sits in a panel 27rem
 * wide over the map, where 40 characters still fit on two lines beside the product's name, and
 * 40 is more than any real name or callsign needs.
 */
export const MAX_USER_LENGTH = 40;

// Control and format characters (including bidirectional overrides that could make the
// greeting read backwards) are dropped; runs of whitespace become one space.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const WHITESPACE_RUNS = /\s+/gu;
// What a careless writer leaves behind: JSON.stringify(undefined), String(null), and so on.
const JUNK = new Set(['null', 'undefined', '[object object]', 'nan', '""']);

export function readStoredUser(
  getStorage: () => Pick<Storage, 'getItem'> = () => window.localStorage,
): string {
  let raw: unknown;
  try {
    raw = getStorage().getItem(USER_STORAGE_KEY);
  } catch {
    return DEFAULT_USER;
  }
  return cleanUserName(raw);
}

export function cleanUserName(raw: unknown): string {
  if (typeof raw !== 'string') return DEFAULT_USER;
  const name = unquoteJson(raw).replace(INVISIBLE, '').replace(WHITESPACE_RUNS, ' ').trim();
  if (name === '' || JUNK.has(name.toLowerCase())) return DEFAULT_USER;
  const characters = Array.from(name);
  return characters.length <= MAX_USER_LENGTH
    ? name
    : `${characters.slice(0, MAX_USER_LENGTH - 1).join('')}…`;
}

export type CallsignCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * Checks a callsign as typed: cleaned like a stored name (invisible characters dropped,
 * whitespace collapsed and trimmed), then refused when empty, too long, or a value that would
 * read back as something else (e.g. "null" reads back as the default).
 *
 * @example checkCallsign('  Night  Owl ') // { ok: true, name: 'Night Owl' }
 */
export function checkCallsign(typed: string): CallsignCheck {
  const name = typed.replace(INVISIBLE, '').replace(WHITESPACE_RUNS, ' ').trim();
  if (name === '') return { ok: false, message: 'Enter a callsign: it cannot be empty.' };
  if (Array.from(name).length > MAX_USER_LENGTH) {
    return { ok: false, message: `Keep the callsign to ${MAX_USER_LENGTH} characters or fewer.` };
  }
  if (cleanUserName(name) !== name) return { ok: false, message: `“${name}” cannot be a callsign.` };
  return { ok: true, name };
}

/**
 * Stores a checked callsign under tsd_user. False when storage refuses (switched off, full,
 * sandboxed): the caller can still show the name for this visit.
 */
export function saveStoredUser(
  name: string,
  getStorage: () => Pick<Storage, 'setItem'> = () => window.localStorage,
): boolean {
  try {
    getStorage().setItem(USER_STORAGE_KEY, name);
    return true;
  } catch {
    return false;
  }
}

/** Some writers store JSON.stringify(name); show Bond, not "Bond". */
function unquoteJson(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.length < 2 || !trimmed.startsWith('"') || !trimmed.endsWith('"')) return raw;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}
