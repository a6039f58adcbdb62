// The held-out place inputs (bench/resolver/placeInputs.ts: 441 inputs from public lists, each
// expectation a fact decided by reading the input) on the real cities file. The bar is 97% of
// everyday inputs; each class is held to 90% so that no kind of input (scripts, typos, keywords…)
// can quietly break while the others carry the total. The figures by class are in bench/RESULTS.md.
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluate, type Evaluation } from '../../../../bench/resolver/evaluate.ts';
import { getAreaIndex, loadAreaIndex } from '../../../../src/worker/engine/resolve/areaIndex.ts';
import { realIndex } from '../fixtureIndex.ts';

const OVERALL_FLOOR = 0.97;
const CLASS_FLOOR = 0.9;

let result: Evaluation;
beforeAll(async () => {
  await loadAreaIndex();
  result = evaluate(realIndex(), getAreaIndex());
});

describe('the held-out place inputs', () => {
  it('has at least 300 inputs in every class the issue names', () => {
    expect(result.total.inputs).toBeGreaterThanOrEqual(300);
    expect([...result.byClass.keys()].sort()).toEqual([
      'country',
      'exonym',
      'keyword',
      'nickname',
      'plain',
      'qualified',
      'region',
      'script',
      'typo',
    ]);
  });

  it(`resolves at least ${OVERALL_FLOOR * 100}% to the place a person means`, () => {
    const misses = result.failures.map(({ input, got }) => `${input.query} → ${got}`);
    expect(result.total.right / result.total.inputs, misses.join('\n')).toBeGreaterThanOrEqual(OVERALL_FLOOR);
  });

  it(`resolves at least ${CLASS_FLOOR * 100}% of each class`, () => {
    for (const [name, score] of result.byClass) {
      expect(score.right / score.inputs, name).toBeGreaterThanOrEqual(CLASS_FLOOR);
    }
  });
});
