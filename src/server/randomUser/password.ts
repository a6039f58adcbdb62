// randomuser.me's `password` parameter: which characters a password is made of and how long it is
// ("upper,lower,8-16", "special,32"), read here, and a password drawn to that rule from the
// person's own key, so a seeded request gives the same passwords on every server.
import { createHash } from 'node:crypto';

/**
 * randomuser.me's four character sets, as its documentation lists them. Their "special" set is
 * ASCII's printable punctuation with the space: a client testing a password form gets the
 * characters such forms get wrong.
 */
export const PASSWORD_SETS = {
  special: ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  number: '0123456789',
} as const;

export type PasswordSet = keyof typeof PASSWORD_SETS;

const SET_NAMES = Object.keys(PASSWORD_SETS) as PasswordSet[];

/** randomuser.me's lengths when a rule names none: 8 to 64 characters. */
export const DEFAULT_PASSWORD_MIN = 8;
export const DEFAULT_PASSWORD_MAX = 64;

export interface PasswordRule {
  /** The sets named, each once, in the order the request named them. */
  sets: readonly PasswordSet[];
  min: number;
  max: number;
}

/**
 * The rule a `password` value asks for, or why it cannot be one. Sets and a length are separated
 * by commas; the length is `MAX` (at least 8 characters, or MAX when it is shorter) or
 * `MIN-MAX`. A length alone asks for every set.
 *
 * @example readPasswordRule("upper,lower,1-16") // { sets: ["upper", "lower"], min: 1, max: 16 }
 */
export function readPasswordRule(text: string): PasswordRule | string {
  const sets: PasswordSet[] = [];
  let length: { min: number; max: number } | undefined;
  for (const part of text.split(',')) {
    const word = part.trim().toLowerCase();
    if (word === '') continue;
    const range = /^(?:(\d{1,3})-)?(\d{1,3})$/u.exec(word);
    if (range !== null) {
      if (length !== undefined) return 'password takes one length (such as 8-16), not two.';
      const max = Number(range[2]);
      const min = range[1] === undefined ? Math.min(DEFAULT_PASSWORD_MIN, max) : Number(range[1]);
      if (min < 1 || max > DEFAULT_PASSWORD_MAX || min > max) {
        return `password's length must be from 1 to ${DEFAULT_PASSWORD_MAX} characters, its smallest first (such as 8-16), not ${JSON.stringify(word)}.`;
      }
      length = { min, max };
      continue;
    }
    const set = SET_NAMES.find((name) => name === word);
    if (set === undefined) {
      const shown = Array.from(word).slice(0, 40).join('');
      return `password: ${JSON.stringify(shown)} is neither a character set (${SET_NAMES.join(', ')}) nor a length (such as 8-16).`;
    }
    if (!sets.includes(set)) sets.push(set);
  }
  if (sets.length === 0 && length === undefined) {
    return `password must name character sets (${SET_NAMES.join(', ')}), a length (such as 8-16), or both.`;
  }
  return {
    sets: sets.length === 0 ? SET_NAMES : sets,
    min: length?.min ?? DEFAULT_PASSWORD_MIN,
    max: length?.max ?? DEFAULT_PASSWORD_MAX,
  };
}

/**
 * A password to the rule, drawn from bytes that only `label` decides. Each set named appears at
 * least once when the password is long enough to hold one of each, as a site's password policy
 * asks; the other characters are drawn from all the sets together, and the whole is shuffled so
 * the sets' first characters are not always first.
 *
 * @example drawPassword({ sets: ["number"], min: 4, max: 4 }, "seed:0") // four digits
 */
export function drawPassword(rule: PasswordRule, label: string): string {
  const draw = uniformDraws(label);
  const length = rule.min + draw(rule.max - rule.min + 1);
  const pool = rule.sets.map((set) => PASSWORD_SETS[set]).join('');
  const chars: string[] = [];
  if (length >= rule.sets.length) {
    for (const set of rule.sets) {
      const letters = PASSWORD_SETS[set];
      chars.push(letters[draw(letters.length)] ?? '');
    }
  }
  while (chars.length < length) chars.push(pool[draw(pool.length)] ?? '');
  for (let i = chars.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    const held = chars[i] ?? '';
    chars[i] = chars[j] ?? '';
    chars[j] = held;
  }
  return chars.join('');
}

/**
 * Whole numbers below n, each equally likely: bytes from SHA-256 of the label and a block number,
 * with a byte past the last whole multiple of n thrown away (so 256 % n does not favour the
 * first characters of a set).
 */
function uniformDraws(label: string): (n: number) => number {
  let block = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  let at = 0;
  const nextByte = (): number => {
    if (at === bytes.length) {
      bytes = createHash('sha256').update(`password:${label}:${block++}`).digest();
      at = 0;
    }
    return bytes[at++] ?? 0;
  };
  return (n) => {
    if (n <= 1) return 0;
    const limit = 256 - (256 % n);
    for (;;) {
      const byte = nextByte();
      if (byte < limit) return byte % n;
    }
  };
}
