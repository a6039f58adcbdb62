// Reads a Stryker JSON report (the mutation-testing-report-schema) into one row per source file.
// Score as Stryker defines it: detected (killed or timed out) over valid mutants (detected, survived or
// not covered); mutants that did not compile or were ignored do not count. Static mutants (in code that
// runs when a module loads: a constant, a table, a regular expression) are counted apart as well: those
// of src/shared/types.ts go undetected even where a test compares the constant itself (docs/TESTING.md),
// so a second score leaves the undetected ones out; Stryker's own score is the one held to the target.

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
  location: { start: { line: number } };
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

/** Every mutant no test noticed (survived or not covered), with its line of source, for review. */
export function listSurvivors(report: unknown, area: string): string[] {
  if (!isReport(report)) throw new Error(`The ${area} report is not a Stryker JSON report.`);
  const rows: string[] = [];
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const lines = source.split('\n');
    for (const mutant of mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      const line = mutant.location.start.line;
      const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 60);
      rows.push(
        `${mutant.status}${mutant.static === true ? ' (static)' : ''} ${file}:${line} ${mutant.mutatorName} ${JSON.stringify(replacement)} | ` +
          (lines[line - 1] ?? '').trim().slice(0, 100),
      );
    }
  }
  return rows;
}
