// `npm audit --audit-level=high` over every dependency, told apart from "the advisory service could not be asked".
// Every one, not only `dependencies`: the app and the command line ship their libraries bundled, so the
// package lists none to install, and what is shipped is in devDependencies with the tools.
//
// npm exits non-zero both when it finds a vulnerability and when it cannot reach the registry's audit
// endpoint (offline, a proxy or mirror without it: this machine's registry answers 405). CI must fail on
// the first and not on the second, which says nothing about the dependencies; it says so loudly instead.
// AUDIT_REQUIRED=1 makes an unreachable service a failure too, for machines that should always reach it.
import { spawnSync } from 'node:child_process';

export type AuditVerdict =
  | { kind: 'clean'; message: string }
  | { kind: 'vulnerable'; message: string }
  | { kind: 'unavailable'; message: string };

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;

/**
 * Reads the JSON `npm audit --json` printed. High and critical vulnerabilities fail; lower ones are listed.
 *
 * @example judgeAudit('{"metadata":{"vulnerabilities":{"high":0,"critical":0}}}').kind // 'clean'
 */
export function judgeAudit(json: string): AuditVerdict {
  let report: unknown;
  try {
    report = JSON.parse(json);
  } catch {
    return { kind: 'unavailable', message: 'npm audit printed no report.' };
  }
  const counts = readCounts(report);
  if (counts === null) {
    const reason = readReason(report);
    return { kind: 'unavailable', message: `npm audit could not ask the advisory service (${reason}).` };
  }
  const summary = SEVERITIES.map((severity) => `${counts[severity]} ${severity}`).join(', ');
  return counts.high + counts.critical > 0
    ? { kind: 'vulnerable', message: `Dependencies have known vulnerabilities: ${summary}.` }
    : {
        kind: 'clean',
        message: `No high or critical vulnerability in the dependencies (${summary}).`,
      };
}

function readCounts(report: unknown): Record<(typeof SEVERITIES)[number], number> | null {
  if (typeof report !== 'object' || report === null) return null;
  const metadata = (report as Record<string, unknown>).metadata;
  if (typeof metadata !== 'object' || metadata === null) return null;
  const found = (metadata as Record<string, unknown>).vulnerabilities;
  if (typeof found !== 'object' || found === null) return null;
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  for (const severity of SEVERITIES) {
    const count = (found as Record<string, unknown>)[severity];
    if (typeof count === 'number' && Number.isFinite(count)) counts[severity] = count;
  }
  return counts;
}

function readReason(report: unknown): string {
  if (typeof report !== 'object' || report === null) return 'no report';
  const { message, error } = report as Record<string, unknown>;
  if (typeof message === 'string' && message !== '') return message;
  if (typeof error === 'object' && error !== null) {
    const summary = (error as Record<string, unknown>).summary;
    if (typeof summary === 'string' && summary !== '') return summary;
  }
  return 'no report';
}

function main(): void {
  const run = spawnSync('npm', ['audit', '--audit-level=high', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const verdict = judgeAudit(run.stdout);
  if (verdict.kind === 'clean') {
    console.log(verdict.message);
  } else if (verdict.kind === 'vulnerable') {
    console.error(verdict.message);
    console.error('Run `npm audit` for the details.');
    process.exitCode = 1;
  } else if (process.env.AUDIT_REQUIRED === '1') {
    console.error(`${verdict.message} AUDIT_REQUIRED=1, so this fails.`);
    process.exitCode = 1;
  } else {
    console.warn(`WARNING: ${verdict.message} Not audited; this is not a finding.`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
