// The mutation summary reads Stryker's JSON report: the score as Stryker defines it, and each
// survivor shown by the code it changed, not only its line.
import { describe, expect, it } from 'vitest';
import {
  forgetStaticSurvivors,
  listSurvivors,
  summarizeReport,
  textAt,
} from '../../scripts/mutation/summary.ts';

const SOURCE = ['if (lat < -90 || lat > 90) giveUp();', 'const x = [', '  1,', '];'].join('\n');
const at = (line: number, column: number, endLine: number, endColumn: number) => ({
  start: { line, column },
  end: { line: endLine, column: endColumn },
});
const report = {
  files: {
    'src/a.ts': {
      source: SOURCE,
      mutants: [
        {
          status: 'Killed',
          mutatorName: 'ConditionalExpression',
          replacement: 'true',
          location: at(1, 5, 1, 26),
        },
        { status: 'Timeout', mutatorName: 'BlockStatement', replacement: '{}', location: at(1, 5, 1, 26) },
        {
          status: 'Survived',
          mutatorName: 'ConditionalExpression',
          replacement: 'false',
          location: at(1, 5, 1, 14),
        },
        {
          status: 'NoCoverage',
          static: true,
          mutatorName: 'ArrayDeclaration',
          replacement: '[]',
          location: at(2, 11, 4, 2),
        },
        { status: 'CompileError', mutatorName: 'StringLiteral', replacement: '""', location: at(1, 1, 1, 3) },
      ],
    },
  },
};

describe('summarizeReport', () => {
  it('counts detected, survived and uncovered mutants, and the static ones among the undetected', () => {
    expect(summarizeReport(report, 'area')).toEqual([
      { area: 'area', file: 'src/a.ts', detected: 2, survived: 1, noCoverage: 1, staticUndetected: 1 },
    ]);
  });

  it('refuses what is not a report', () => {
    expect(() => summarizeReport({ mutants: [] }, 'area')).toThrow(
      'The area report is not a Stryker JSON report.',
    );
  });
});

describe('listSurvivors', () => {
  it('names each undetected mutant by place, the code it changed and its replacement', () => {
    expect(listSurvivors(report, 'area')).toEqual([
      'Survived src/a.ts:1:5 ConditionalExpression `lat < -90` → `false`',
      'NoCoverage (static) src/a.ts:2:11 ArrayDeclaration `[ 1, ]` → `[]`',
    ]);
  });

  it('reads code across lines, with 1-based lines and columns', () => {
    expect(textAt(SOURCE.split('\n'), at(1, 18, 1, 26))).toBe('lat > 90');
    expect(textAt(SOURCE.split('\n'), at(2, 11, 4, 2))).toBe('[\n  1,\n]');
  });
});

describe('forgetStaticSurvivors', () => {
  it('drops the static mutants no test detected, and keeps every other result', () => {
    const { report: kept, dropped } = forgetStaticSurvivors(report);
    expect(dropped).toBe(1);
    const statuses = (kept as typeof report).files['src/a.ts'].mutants.map((mutant) => mutant.status);
    expect(statuses).toEqual(['Killed', 'Timeout', 'Survived', 'CompileError']);
  });

  it('leaves what is not a report as it is', () => {
    expect(forgetStaticSurvivors({ mutants: [] })).toEqual({ report: { mutants: [] }, dropped: 0 });
  });
});
