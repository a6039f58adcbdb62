// The profile screen's data comes from history.state, which anything can write (an old version
// of the app, an extension, a hand-edited session restore). It is treated as untrusted input:
// every field is checked, and only the known fields are copied out.
import { AGENT_FIELDS, type Agent } from '../../../shared/types.ts';

type StringField = Exclude<
  { [K in keyof Agent]: Agent[K] extends string ? K : never }[keyof Agent],
  undefined
>;

const STRING_FIELDS = AGENT_FIELDS.filter(
  (field): field is StringField => field !== 'lat' && field !== 'lng',
);

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
  return agent as unknown as Agent;
}

function isNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}
