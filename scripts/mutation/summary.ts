// Reads a Stryker JSON report (the mutation-testing-report-schema) into one row per source file.
// Score as Stryker defines it: detected (killed or timed out) over valid mutants (detected, survived or
// not covered); mutants that did not compile or were ignored do not count. Static mutants (in code that
// runs when a module loads: a constant, a table, a regular expression) are counted apart as well, with a
// second score that leaves the undetected ones out: before `vitest.related` was turned off
// (stryker.config.mjs) some went undetected for want of their tests, and a report from then still shows it.
// Stryker's own score is the one held to the target.

export interface FileScore {
  area: string;
  file: string;
  detected: number;
  survived: number;
  noCoverage: number;
  /** Static mutants that survived or were not covered. */
  staticUndetected: number;
}

interface MutantShape {
  status: string;
  static?: boolean;
  mutatorName: string;
  replacement?: string;
  location: { start: Position; end: Position };
}

/** 1-based line and column, as the report schema has them. */
interface Position {
  line: number;
  column: number;
}

interface ReportShape {
  files: Record<string, { source: string; mutants: MutantShape[] }>;
}

function isReport(value: unknown): value is ReportShape {
  if (typeof value !== 'object' || value === null || !('files' in value)) return false;
  const files = (value as { files: unknown }).files;
  return typeof files === 'object' && files !== null;
}

export function summarizeReport(report: unknown, area: string): FileScore[] {
  if (!isReport(report)) throw new Error(`The ${area} report is not a Stryker JSON report.`);
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const count = (...statuses: string[]) =>
        mutants.filter((mutant) => statuses.includes(mutant.status)).length;
      return {
        area,
        file,
        detected: count('Killed', 'Timeout'),
        survived: count('Survived'),
        noCoverage: count('NoCoverage'),
        staticUndetected: mutants.filter(
          (mutant) =>
            mutant.static === true && (mutant.status === 'Survived' || mutant.status === 'NoCoverage'),
        ).length,
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * Every mutant no test noticed (survived or not covered), for review: where it is, the code it
 * changed and what it changed it to (a line holds several mutants of one kind, so the line alone
 * does not say which part of it was changed).
 *
 * @example "Survived cities/scanCities.ts:215:9 ConditionalExpression `lat < -90` → `false`"
 */
export function listSurvivors(report: unknown, area: string): string[] {
  if (!isReport(report)) throw new Error(`The ${area} report is not a Stryker JSON report.`);
  const rows: string[] = [];
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const lines = source.split('\n');
    for (const mutant of mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      const { start } = mutant.location;
      const original = oneLine(textAt(lines, mutant.location));
      const replacement = oneLine(mutant.replacement ?? '');
      rows.push(
        `${mutant.status}${mutant.static === true ? ' (static)' : ''} ${file}:${start.line}:${start.column} ` +
          `${mutant.mutatorName} \`${original}\` → \`${replacement}\``,
      );
    }
  }
  return rows;
}

/** The source between two positions of the report. */
export function textAt(lines: readonly string[], { start, end }: { start: Position; end: Position }): string {
  if (start.line === end.line) return (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1);
  return [
    (lines[start.line - 1] ?? '').slice(start.column - 1),
    ...lines.slice(start.line, end.line - 1),
    (lines[end.line - 1] ?? '').slice(0, end.column - 1),
  ].join('\n');
}

/** Whitespace runs made one space, and long code cut, so each mutant stays one readable line. */
function oneLine(code: string): string {
  const flat = code.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 77)}…` : flat;
}

/**
 * The incremental file without its static mutants that no test detected, and how many were dropped.
 * Stryker reuses a static mutant's result for as long as its source file is unchanged: with no
 * per-test coverage, nothing ties it to the tests that may since have been written for it. Dropping
 * the undetected ones makes every run test them again (a few whole-area runs, not hours).
 */
export function forgetStaticSurvivors(report: unknown): { report: unknown; dropped: number } {
  if (!isReport(report)) return { report, dropped: 0 };
  let dropped = 0;
  const files = Object.fromEntries(
    Object.entries(report.files).map(([file, entry]) => {
      const kept = entry.mutants.filter(
        (mutant) =>
          !(mutant.static === true && (mutant.status === 'Survived' || mutant.status === 'NoCoverage')),
      );
      dropped += entry.mutants.length - kept.length;
      return [file, { ...entry, mutants: kept }];
    }),
  );
  return { report: { ...report, files }, dropped };
}
