// Seeds as people give them: any text ("launch-demo") or a number. The rules a seed is read by,
// shared by the worker, the command line and the page that reads it from a link, so that all
// three agree on which seed a link or an argument names.
import { MAX_SEED, MAX_SEED_LENGTH } from './limits.ts';

/** Why a seed was refused, in words fit to show; null when it is fine. */
export function seedProblem(seed: string): string | null {
  if (seed === '') return 'The seed is empty.';
  if (Array.from(seed).length > MAX_SEED_LENGTH)
    return `The seed is longer than ${MAX_SEED_LENGTH} characters.`;
  // Control characters cannot be typed or shown, and would not survive every link or shell.
  if (/\p{Cc}/u.test(seed)) return 'The seed has a control character.';
  return null;
}

/**
 * The seed as links and reports carry it: trimmed and in Unicode NFC, so a seed typed on one
 * keyboard and pasted from another is the same seed; a numeric seed in its plain digits, so "007"
 * and "7", which give the same agents, are one mission with one link.
 *
 * @example normaliseSeedText("  launch-demo ") === "launch-demo"; normaliseSeedText("007") === "7"
 */
export function normaliseSeedText(seed: string): string {
  const text = seed.trim().normalize('NFC');
  return isNumericSeed(text) ? String(Number(text)) : text;
}

/**
 * Digits that make a number up to MAX_SEED, leading zeros and all: such a seed is that number, so
 * every numeric seed of a link shared before text seeds existed still gives the same agents.
 *
 * @example isNumericSeed("007") === true; isNumericSeed("4294967296") === false
 */
export function isNumericSeed(text: string): boolean {
  return /^\d+$/.test(text) && text.replace(/^0+(?=\d)/, '').length <= 10 && Number(text) <= MAX_SEED;
}
