import { describe, expect, it } from 'vitest';
import { AGENCIES } from '../../../../src/worker/data/agencies.ts';
import { AGENCY_KINDS, OPERATION_ROLES } from '../../../../src/worker/data/linkedWords.ts';
import { daysFromCivil, formatDays } from '../../../../src/worker/engine/identity/person.ts';
import {
  adultFrom,
  agencyFacts,
  assignmentRole,
  cellCodename,
  operationFacts,
  operationsOfCell,
} from '../../../../src/worker/engine/linked/records.ts';

const REFERENCE = daysFromCivil(2026, 11, 29);

describe('agencyFacts', () => {
  it('founds every agency between 1909 and twenty years before the reference date, as one kind', () => {
    for (let k = 0; k < AGENCIES.length; k++) {
      const facts = agencyFacts(k, REFERENCE);
      expect(facts.founded >= '1909-01-01' && facts.founded < '2006-01-01', facts.founded).toBe(true);
      expect(AGENCY_KINDS).toContain(facts.kind);
    }
  });

  it('is the same agency in every mission: the facts follow the name', () => {
    expect(agencyFacts(7, REFERENCE)).toEqual(agencyFacts(7, REFERENCE));
    const founded = new Set(AGENCIES.map((_, k) => agencyFacts(k, REFERENCE).founded));
    expect(founded.size).toBeGreaterThan(AGENCIES.length * 0.9);
  });
});

describe('operations', () => {
  it('numbers two operations per cell, one after another', () => {
    expect(operationsOfCell(0)).toEqual([0, 2]);
    expect(operationsOfCell(3)).toEqual([6, 8]);
  });

  it('never ends an operation before it starts, and gives it the status its dates make', () => {
    const statuses = new Map<string, number>();
    for (let number = 0; number < 4000; number++) {
      const op = operationFacts(42, number, REFERENCE, 500);
      expect(op.end).toBeGreaterThanOrEqual(op.start);
      expect(op.target).toBeGreaterThanOrEqual(0);
      expect(op.target).toBeLessThan(500);
      const expected =
        op.start > REFERENCE ? ['planned'] : op.end >= REFERENCE ? ['active'] : ['completed', 'aborted'];
      expect(expected).toContain(op.status);
      statuses.set(op.status, (statuses.get(op.status) ?? 0) + 1);
      expect(op.codename).toMatch(/^Operation \S+ \S+$/);
    }
    // All four happen: starts span fifteen years back and half a year ahead.
    expect([...statuses.keys()].sort()).toEqual(['aborted', 'active', 'completed', 'planned']);
    expect(formatDays(REFERENCE)).toBe('2026-11-29');
  });

  it('lets the cell leader lead and others take part about three times in five', () => {
    expect(assignmentRole(1, 10, 4, true)).toBe('lead');
    let taking = 0;
    for (let index = 0; index < 10_000; index++) {
      const role = assignmentRole(1, index, 4, false);
      if (role !== null) {
        taking++;
        expect(OPERATION_ROLES).toContain(role);
      }
    }
    expect(taking / 10_000).toBeGreaterThan(0.57);
    expect(taking / 10_000).toBeLessThan(0.63);
  });
});

describe('cellCodename', () => {
  it('names a cell with an animal and a Greek letter, the same every time', () => {
    expect(cellCodename(9, 4)).toMatch(/^\S+ [A-Z][a-z]+$/);
    expect(cellCodename(9, 4)).toBe(cellCodename(9, 4));
  });
});

describe('adultFrom', () => {
  it('is the eighteenth birthday, 1 March for someone born on 29 February', () => {
    expect(formatDays(adultFrom('1990-06-15'))).toBe('2008-06-15');
    expect(formatDays(adultFrom('2000-02-29'))).toBe('2018-03-01');
  });
});
