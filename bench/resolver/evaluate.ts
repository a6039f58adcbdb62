// `npx tsx bench/resolver/evaluate.ts [--failures]`: how many of the held-out place inputs
// (placeInputs.ts) the local resolver reads as the place a person means, by class. The figures go to
// bench/RESULTS.md; tests/worker/engine/resolve/placeInputs.realFile.test.ts holds the floor.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PlaceIndex } from '../../src/worker/engine/cities/placeIndex.ts';
import { loadCities } from '../../src/worker/engine/cities/loadCities.ts';
import { getAreaIndex, loadAreaIndex, type AreaIndex } from '../../src/worker/engine/resolve/areaIndex.ts';
import type { Reading } from '../../src/worker/engine/resolve/readings.ts';
import { resolveQuery } from '../../src/worker/engine/resolve/resolveQuery.ts';
import { PLACE_INPUTS, type ExpectedPlace, type PlaceInput, type PlaceInputClass } from './placeInputs.ts';

export interface ClassScore {
  inputs: number;
  right: number;
}

export interface Evaluation {
  byClass: Map<PlaceInputClass, ClassScore>;
  total: ClassScore;
  failures: { input: PlaceInput; got: string }[];
}

/** Whether a reading (or none) is the expected place. */
export function isExpected(reading: Reading | null, expected: ExpectedPlace): boolean {
  if (expected === null || reading === null) return expected === null && reading === null;
  if (expected.kind === 'city') return reading.kind === 'city' && reading.city.id === expected.id;
  if (reading.kind !== expected.kind) return false;
  if (expected.kind === 'country') return reading.area.country === expected.country;
  return reading.area.country === expected.country && reading.area.admin1 === expected.admin1;
}

export function describeReading(reading: Reading | null): string {
  if (reading === null) return 'no place';
  return reading.kind === 'city'
    ? `${reading.city.name}, ${reading.city.admin1}, ${reading.city.country} (${reading.city.id}, ${reading.match})`
    : `${reading.kind} ${reading.area.admin1 || reading.area.country}, ${reading.area.country} (${reading.match})`;
}

export function evaluate(
  index: PlaceIndex,
  areas: AreaIndex,
  inputs: readonly PlaceInput[] = PLACE_INPUTS,
): Evaluation {
  const byClass = new Map<PlaceInputClass, ClassScore>();
  const total: ClassScore = { inputs: 0, right: 0 };
  const failures: Evaluation['failures'] = [];
  for (const input of inputs) {
    const reading = resolveQuery(index, areas, input.query)?.reading ?? null;
    const right = [input.expect, ...(input.accept ?? [])].some((expected) => isExpected(reading, expected));
    const score = byClass.get(input.class) ?? { inputs: 0, right: 0 };
    score.inputs++;
    total.inputs++;
    if (right) {
      score.right++;
      total.right++;
    } else {
      failures.push({ input, got: describeReading(reading) });
    }
    byClass.set(input.class, score);
  }
  return { byClass, total, failures };
}

const percent = (score: ClassScore): string => `${((100 * score.right) / score.inputs).toFixed(1)}%`;

async function main(): Promise<void> {
  await loadAreaIndex();
  const index = loadCities(readFileSync(new URL('../../public/cities.json', import.meta.url), 'utf8')).index;
  const { byClass, total, failures } = evaluate(index, getAreaIndex());
  console.log('| Class | Inputs | Right | Share |\n|---|---:|---:|---:|');
  for (const [name, score] of byClass)
    console.log(`| ${name} | ${score.inputs} | ${score.right} | ${percent(score)} |`);
  console.log(`| **all** | ${total.inputs} | ${total.right} | ${percent(total)} |`);
  if (process.argv.includes('--failures')) {
    for (const { input, got } of failures) {
      const expected = input.expect === null ? 'no place' : JSON.stringify(input.expect);
      console.log(`${input.class}\t${input.query}\t→ ${got}\t(expected ${expected})`);
    }
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
