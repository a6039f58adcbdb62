// The profile screen's data comes from history.state, which anything can write (an old version
// of the app, an extension, a hand-edited session restore). It is treated as untrusted input:
// every field is checked, and only the known fields are copied out.
import { parseAgentLink } from '../../mission/missionUrl.ts';
import type { Agent } from '../../../shared/types.ts';
import { AGENT_FIELDS } from '../../../shared/agentFields.ts';
import { agentUid } from '../../../shared/vcard.ts';

type StringField = Exclude<
  { [K in keyof Agent]: Agent[K] extends string ? K : never }[keyof Agent],
  undefined
>;

const STRING_FIELDS = AGENT_FIELDS.filter(
  (field): field is StringField => field !== 'lat' && field !== 'lng',
);

/** Version 2's fields, each with the check its value must pass. */
const V2_CHECKS = {
  sex: (value: unknown) => value === 'female' || value === 'male',
  birthDate: isCalendarDate,
  age: (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 150,
  username: isShortText,
  timeZone: isShortText,
  street: isShortText,
  postcode: isShortText,
  region: isShortText,
  phoneKind: (value: unknown) => value === 'fiction' || value === 'valid',
} as const satisfies Partial<Record<keyof Agent, (value: unknown) => boolean>>;

/** YYYY-MM-DD naming a day that exists (not 1990-13-45 or 2023-02-29). */
function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isShortText(value: unknown): boolean {
  return typeof value === 'string' && value.length <= MAX_FIELD_LENGTH;
}

// These are shown as headings and labels; a profile without them is not worth displaying.
const REQUIRED_TEXT: readonly StringField[] = ['fullName', 'codename'];

/** Longest text accepted per field: generated values are far shorter, junk may not be. */
export const MAX_FIELD_LENGTH = 500;

/**
 * Returns a clean Agent when `value` has every Agent field with the right type (coordinates
 * finite and in range), or null otherwise.
 *
 * @example parseAgent(history.state) // Agent | null
 */
export function parseAgent(value: unknown): Agent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;

  const text: Partial<Record<StringField, string>> = {};
  for (const field of STRING_FIELDS) {
    const fieldValue = record[field];
    if (typeof fieldValue !== 'string' || fieldValue.length > MAX_FIELD_LENGTH) return null;
    text[field] = fieldValue;
  }
  if (REQUIRED_TEXT.some((field) => text[field]?.trim() === '')) return null;

  const { lat, lng } = record;
  if (!isNumberIn(lat, -90, 90) || !isNumberIn(lng, -180, 180)) return null;

  const nativeName = record.nativeName;
  if (nativeName !== undefined && (typeof nativeName !== 'string' || nativeName.length > MAX_FIELD_LENGTH)) {
    return null;
  }
  const agent = {} as Record<keyof Agent, string | number>;
  if (typeof nativeName === 'string' && nativeName.trim() !== '') agent.nativeName = nativeName;
  for (const field of AGENT_FIELDS) {
    agent[field] = field === 'lat' ? lat : field === 'lng' ? lng : (text[field] ?? '');
  }
  // A version 2 agent has all of them, each valid; a version 1 agent none. Anything between is junk.
  const v2 = Object.keys(V2_CHECKS) as (keyof typeof V2_CHECKS)[];
  const present = v2.filter((field) => record[field] !== undefined);
  if (present.length > 0) {
    if (present.length !== v2.length || v2.some((field) => !V2_CHECKS[field](record[field]))) return null;
    for (const field of v2) agent[field] = record[field] as string | number;
  }
  // A version 4 agent has its keys: id, agencyId and householdId always, handlerId and cellId where it
  // has a handler and a cell. Each is an index into its mission, a whole number from 0.
  const keys = ['id', 'agencyId', 'householdId', 'handlerId', 'cellId'] as const;
  const keyed = keys.filter((field) => record[field] !== undefined);
  if (keyed.length > 0) {
    if (keyed.some((field) => !isKey(record[field])) || !keys.slice(0, 3).every((key) => keyed.includes(key)))
      return null;
    for (const field of keyed) agent[field] = record[field] as number;
  }
  return agent as unknown as Agent;
}

function isKey(value: unknown): boolean {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function isNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/** What agentUid writes: a version 8 UUID as a URN. */
const UID_PATTERN = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The vCard UID the results table put beside the agent (from its mission and index). A state
 * without one (written by an older page, or by hand) gets a UID from the agent's own fields, which
 * is stable too: the same agent gives the same UID.
 *
 * @example parseAgentUid({ ...agent, uid: "urn:uuid:…" }, agent) === "urn:uuid:…"
 */
export function parseAgentUid(value: unknown, agent: Agent): string {
  const uid =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>).uid : undefined;
  if (typeof uid === 'string' && UID_PATTERN.test(uid)) return uid;
  return agentUid({ version: 1, query: '', seed: '', pin: JSON.stringify(agent) }, 0);
}

/**
 * The agent link the results table put beside the agent (see agentLinkPath), or null: a state
 * without one, or with anything that is not a link to one agent of a mission, offers no link.
 *
 * @example parseAgentLinkState({ ...agent, link: "/profile?q=Paris&seed=42&v=2&i=7" }) === "/profile?q=Paris&seed=42&v=2&i=7"
 */
export function parseAgentLinkState(value: unknown): string | null {
  const link =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>).link : undefined;
  if (typeof link !== 'string' || !link.startsWith('/profile?')) return null;
  return parseAgentLink(link.slice('/profile'.length)) === null ? null : link;
}
