import { describe, expect, it } from 'vitest';
import { judgeAudit } from '../../scripts/audit-dependencies.ts';

const report = (vulnerabilities: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {},
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...vulnerabilities } },
  });

describe('judgeAudit', () => {
  it('passes a report with nothing high or critical, and says what it saw', () => {
    expect(judgeAudit(report({ moderate: 2 }))).toEqual({
      kind: 'clean',
      message:
        'No high or critical vulnerability in the dependencies (0 info, 0 low, 2 moderate, 0 high, 0 critical).',
    });
  });

  it('fails on a high or a critical vulnerability', () => {
    expect(judgeAudit(report({ high: 1 })).kind).toBe('vulnerable');
    expect(judgeAudit(report({ critical: 3 })).kind).toBe('vulnerable');
  });

  it('tells an unreachable advisory service (what this machine gets) from a finding', () => {
    // The answer npm printed here: the registry's mirror has no bulk advisory endpoint.
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(judgeAudit(refused)).toEqual({
      kind: 'unavailable',
      message:
        'npm audit could not ask the advisory service (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk).',
    });
    expect(
      judgeAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND' } })).kind,
    ).toBe('unavailable');
    expect(judgeAudit('').kind).toBe('unavailable');
  });
});
