// Numbers no two agents of a mission share, made from the agent's index alone: a keyed
// permutation of a range maps distinct indices to distinct numbers, so uniqueness holds by
// construction, across any count and any split into shards, with no retries and no memory
// of what was given out.

/**
 * A permutation of 0 … size − 1 chosen by `key` (size from 1 to 2^31): a mix of the
 * smallest power of two at least `size` (additions, odd multiplications and right xor-shifts
 * are each one-to-one there), walked until it lands inside the range. Starting inside, the walk
 * ends, and two inputs never meet: each step is the same one-to-one map.
 *
 * @example new Set([0, 1, 2, 3, 4].map((i) => permuteBelow(i, 5, 9))).size === 5
 */
export function permuteBelow(value: number, size: number, key: number): number {
  if (size <= 1) return 0;
  const bits = 32 - Math.clz32(size - 1);
  const mask = bits >= 31 ? 0x7fffffff : (1 << bits) - 1;
  const shift = (bits >>> 1) + 1;
  let x = value;
  do {
    x = (x + key) & mask;
    x = Math.imul(x, 0x9e3779b1) & mask;
    x ^= x >>> shift;
    x = Math.imul(x, (key >>> 3) | 1) & mask;
    x ^= x >>> shift;
    x = Math.imul(x, 0x85ebca6b | 1) & mask;
    x ^= x >>> shift;
  } while (x >= size);
  return x;
}

/** The inverse of an odd multiplier modulo 2^32 (Newton's iteration doubles the correct low bits each step). */
function oddInverse(odd: number): number {
  let inverse = odd;
  for (let step = 0; step < 5; step++) inverse = Math.imul(inverse, 2 - Math.imul(odd, inverse));
  return inverse;
}

const INVERSE_GOLDEN = oddInverse(0x9e3779b1);
const INVERSE_MURMUR = oddInverse(0x85ebca6b | 1);

/**
 * The inverse of permuteBelow: the value whose image is `image`. Each step of the mix is undone in
 * reverse order (an odd multiplier by its inverse modulo 2^32, which is also its inverse modulo any
 * smaller power of two; a right xor-shift by at least half the bits by itself), and the walk goes
 * backwards until it lands inside the range: the first value inside is the one the forward walk left.
 * A linked mission finds an agent's handler with it (see linked/chain.ts): the handler's position is
 * known, its index is asked for.
 *
 * @example unpermuteBelow(permuteBelow(3, 5, 9), 5, 9) === 3
 */
export function unpermuteBelow(image: number, size: number, key: number): number {
  if (size <= 1) return 0;
  const bits = 32 - Math.clz32(size - 1);
  const mask = bits >= 31 ? 0x7fffffff : (1 << bits) - 1;
  const shift = (bits >>> 1) + 1;
  const inverseKey = oddInverse((key >>> 3) | 1);
  let x = image;
  do {
    x ^= x >>> shift;
    x = Math.imul(x, INVERSE_MURMUR) & mask;
    x ^= x >>> shift;
    x = Math.imul(x, inverseKey) & mask;
    x ^= x >>> shift;
    x = Math.imul(x, INVERSE_GOLDEN) & mask;
    x = (x - key) & mask;
  } while (x >= size);
  return x;
}

/**
 * The number an agent's email carries: agents 0–99 get the numbers 0–99 in a mission's own
 * order, agents 100–999 the numbers 100–999, and so on, each block a permutation of itself. The
 * blocks do not overlap, so no two agents of a mission share a number, and a small mission's
 * numbers stay short (two digits for the twelve agents on screen), as people's own are.
 *
 * @example emailNumber(0, 7) < 100; emailNumber(12345, 7) >= 10000 && emailNumber(12345, 7) < 100000
 */
export function emailNumber(index: number, key: number): number {
  if (index < 100) return permuteBelow(index, 100, key);
  let low = 100;
  while (index >= low * 10) low *= 10;
  return low + permuteBelow(index - low, low * 9, key ^ Math.imul(low, 0x2545f491));
}

/** "0" … "999", and "000" … "999" for the three digits after a thousands place. */
const PLAIN = Array.from({ length: 1000 }, (_, n) => String(n));
const PADDED = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/**
 * A number's decimal digits, from tables below a million (formatting allocates; see person.ts's username).
 *
 * @example decimal(4071) === "4071"
 */
export function decimal(number: number): string {
  if (number < 1000) return PLAIN[number] as string;
  if (number < 1_000_000) return (PLAIN[(number / 1000) | 0] as string) + (PADDED[number % 1000] as string);
  return String(number);
}
