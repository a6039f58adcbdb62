// The number a seed stands for. How seeds are read and checked (src/shared/seedText.ts) is shared
// with the page and the command line; turning one into the number the streams derive from is
// the engine's.
import { isNumericSeed } from '../../shared/seedText.ts';
import { hashString } from './random.ts';

/**
 * The 32-bit number a seed stands for: itself for digits up to MAX_SEED ("007" is 7), else a
 * hash of the text. Text seeds are hashed with a prefix so that no text is hashed exactly as a
 * query would be elsewhere in the engine.
 *
 * @example seedNumber("42") === 42; seedNumber("launch-demo") === seedNumber("launch-demo")
 */
export function seedNumber(seed: string): number {
  return isNumericSeed(seed) ? Number(seed) : hashString(`seed:${seed}`);
}
