// Seeds as people give them: any text ("launch-demo") or a number. A seed of digits up to
// MAX_SEED is that number, so every numeric seed of a link shared before text seeds existed still
// gives the same agents; other text is hashed to the 32-bit number the streams derive from.
import { MAX_SEED, MAX_SEED_LENGTH } from '../../shared/types.ts';
import { hashString } from './random.ts';

/** Why a seed was refused, in words fit to show; null when it is fine. */
export function seedProblem(seed: string): string | null {
  if (seed === '') return 'The seed is empty.';
  if (Array.from(seed).length > MAX_SEED_LENGTH) return `The seed is longer than ${MAX_SEED_LENGTH} characters.`;
  // Control characters cannot be typed or shown, and would not survive every link or shell.
  if (/\p{Cc}/u.test(seed)) return 'The seed has a control character.';
  return null;
}

/**
 * The seed as links and reports carry it: trimmed and in Unicode NFC, so a seed typed on one
 * keyboard and pasted from another is the same seed.
 *
 * @example normaliseSeedText("  launch-demo ") === "launch-demo"
 */
export function normaliseSeedText(seed: string): string {
  return seed.trim().normalize('NFC');
}

/**
 * The 32-bit number a seed stands for: itself for digits up to MAX_SEED ("007" is 7), else a
 * hash of the text. Text seeds are hashed with a prefix so that no text is hashed exactly as a
 * query would be elsewhere in the engine.
 *
 * @example seedNumber("42") === 42; seedNumber("launch-demo") === seedNumber("launch-demo")
 */
export function seedNumber(seed: string): number {
  if (/^\d{1,10}$/.test(seed)) {
    const value = Number(seed);
    if (value <= MAX_SEED) return value;
  }
  return hashString(`seed:${seed}`);
}
