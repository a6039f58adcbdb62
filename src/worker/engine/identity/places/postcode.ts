// Postcodes drawn from a pattern. The pattern is compiled once per mission into runs, so a
// five-digit code costs one draw rather than five.
import type { Random } from '../../random.ts';
import type { PostcodeRule } from './addressStyle.ts';

type PostcodeDrawer = (random: Random) => string;

export const CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const DIGIT_TABLES = new Map<number, readonly string[]>();

/**
 * Every zero-padded number of `width` digits, built once: picking from a table is cheaper
 * per agent than formatting. Longer runs are cut into pieces of at most four digits.
 */
export function digitTable(width: number): readonly string[] {
  let table = DIGIT_TABLES.get(width);
  if (table === undefined) {
    table = Array.from({ length: 10 ** width }, (_, value) => String(value).padStart(width, '0'));
    DIGIT_TABLES.set(width, table);
  }
  return table;
}

type Run = { kind: 'text'; text: string } | { kind: 'digits'; width: number } | { kind: 'letter' };

function compileRuns(pattern: string): Run[] {
  const runs: Run[] = [];
  for (const char of pattern) {
    const last = runs[runs.length - 1];
    if (char === '#') {
      if (last?.kind === 'digits' && last.width < 4) last.width++;
      else runs.push({ kind: 'digits', width: 1 });
    } else if (char === '@') {
      runs.push({ kind: 'letter' });
    } else if (last?.kind === 'text') {
      last.text += char;
    } else {
      runs.push({ kind: 'text', text: char });
    }
  }
  return runs;
}

function drawRuns(runs: readonly Run[], letters: readonly string[]): PostcodeDrawer {
  const steps = runs.map((run): PostcodeDrawer => {
    if (run.kind === 'text') return () => run.text;
    if (run.kind === 'letter') return (random) => random.pick(letters);
    const table = digitTable(run.width);
    return (random) => random.pick(table);
  });
  return (random) => {
    let text = '';
    for (const step of steps) text += step(random);
    return text;
  };
}

/** The prefixes that fit the place: its city's, else its region's, else the country's. */
function prefixesFor(rule: PostcodeRule, city: string, region: string): readonly string[] {
  return (
    rule.cityPrefix?.[city.toLowerCase()] ??
    rule.regionPrefix?.[region.toLowerCase()] ??
    rule.anyPrefix ?? ['']
  );
}

/**
 * A postcode drawer for one place.
 *
 * @example createPostcodeDrawer({ pattern: "#####", regionPrefix: { bavaria: ["80"] } }, "Munich", "Bavaria")(random) // "80531"
 */
export function createPostcodeDrawer(rule: PostcodeRule, city: string, region: string): PostcodeDrawer {
  const letters = [...(rule.letters ?? CAPITALS)];
  const prefixes = prefixesFor(rule, city, region);
  // One compiled tail per distinct prefix length, so a 3-character prefix over "#####"
  // leaves a two-digit run to draw.
  const tails = new Map<number, PostcodeDrawer>();
  const slot = rule.pattern.indexOf('~');
  const tailFor = (prefix: string): PostcodeDrawer => {
    const key = slot >= 0 ? -1 : prefix.length;
    let tail = tails.get(key);
    if (tail === undefined) {
      const rest = slot >= 0 ? rule.pattern.slice(slot + 1) : rule.pattern.slice(prefix.length);
      tail = drawRuns(compileRuns(rest), letters);
      tails.set(key, tail);
    }
    return tail;
  };
  const head = slot >= 0 ? rule.pattern.slice(0, slot) : '';
  const choices = prefixes.map((prefix) => ({ prefix: head + prefix, tail: tailFor(prefix) }));
  if (choices.length === 1) {
    const only = choices[0];
    if (only !== undefined) return (random) => only.prefix + only.tail(random);
  }
  return (random) => {
    const choice = random.pick(choices);
    return choice.prefix + choice.tail(random);
  };
}
