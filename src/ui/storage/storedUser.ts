// The greeting's name (spec §3: localStorage "tsd_user", default "Agent"). Storage may be
// switched off (reading it throws), or hold anything another script left there, so the
// value is cleaned into a short, single-line name before it is ever shown.

export const USER_STORAGE_KEY = 'tsd_user';
export const DEFAULT_USER = 'Agent';
/** Longer names are cut: the greeting sits in a narrow panel over the map. */
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
