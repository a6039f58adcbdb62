// The facts of a linked mission's records that are not people: an agency's kind and founding date,
// a cell's codename, an operation's codename, dates, status and target, and an agent's role in an
// operation. Each comes from its record's number and the mission's seed alone, so whichever part of
// a sharded run writes a record, it writes the same one.
import { AGENCIES } from '../../data/agencies.ts';
import { CODENAME_ADJECTIVES, CODENAME_ANIMALS } from '../../data/codenames.ts';
import {
  AGENCY_KINDS,
  CELL_LETTERS,
  LEAD_ROLE,
  OPERATION_NOUNS,
  OPERATION_ROLES,
  type OperationStatus,
} from '../../data/linkedWords.ts';
import { daysFromCivil, formatDays } from '../identity/person.ts';
import { createRandom, deriveSeed, hashString, type Random } from '../random.ts';

/** Operations each cell runs: their numbers are cell × OPERATIONS_PER_CELL + 0, 1, … (see operationsOfCell). */
export const OPERATIONS_PER_CELL = 2;
/** How far back a mission's operations start: fifteen years before its reference date. */
const OPERATION_HISTORY_DAYS = 15 * 365;
/** How far ahead a planned operation may start: half a year after the reference date. */
const OPERATION_LEAD_DAYS = 182;
/** The shortest and longest operations, in days. */
const OPERATION_MIN_DAYS = 7;
const OPERATION_MAX_DAYS = 1100;
/** The share of finished operations that were called off rather than completed. */
const ABORTED_SHARE = 0.12;
/** The chance that a cell member other than its leader takes part in one of the cell's operations. */
const TAKES_PART = 0.6;
/** The earliest founding year: the oldest of the real services the names imitate date from 1909. */
const EARLIEST_FOUNDING = 1909;
/** An agency was founded at least this many years before the reference date (so before every operation). */
const FOUNDED_BEFORE_YEARS = 20;

/** Streams of their own: one per cell, operation and agent (see random.ts's deriveSeed). */
const CELL_STREAM = -5;
const OPERATION_STREAM = -6;
const ASSIGNMENT_STREAM = -7;

/** The agency named AGENCIES[nameIndex]: its kind and founding date, the same in every mission. */
export interface AgencyFacts {
  kind: string;
  /** "YYYY-MM-DD". */
  founded: string;
}

/**
 * An agency's kind and founding date. Chosen by its name, not the mission: "Directorate Nine" is the
 * same service, founded the same day, wherever it operates; always at least FOUNDED_BEFORE_YEARS
 * before `reference` (days since 1970), so before any of the mission's operations.
 *
 * @example agencyFacts(0, daysFromCivil(2026, 11, 29)).founded < "2006-11-29"
 */
export function agencyFacts(nameIndex: number, reference: number): AgencyFacts {
  const random = createRandom(hashString(AGENCIES[nameIndex] ?? String(nameIndex)));
  const kind = random.pick(AGENCY_KINDS);
  const latest = daysFromCivil(yearOf(reference) - FOUNDED_BEFORE_YEARS, 1, 1);
  const earliest = daysFromCivil(EARLIEST_FOUNDING, 1, 1);
  return { kind, founded: formatDays(earliest + random.int(latest - earliest)) };
}

/** The calendar year of a day count. */
function yearOf(days: number): number {
  return Number(formatDays(days).slice(0, 4));
}

/**
 * A cell's codename: an animal and a Greek letter ("Heron Sigma"), from the cell's own stream.
 *
 * @example cellCodename(base, 0) === cellCodename(base, 0)
 */
export function cellCodename(base: number, cell: number): string {
  const random = cellRandom(base, cell);
  return `${random.pick(CODENAME_ANIMALS)} ${random.pick(CELL_LETTERS)}`;
}

function cellRandom(base: number, cell: number): Random {
  return createRandom(deriveSeed(deriveSeed(base, CELL_STREAM), cell));
}

/**
 * The operations cell `cell` runs: numbers [first, end).
 *
 * @example operationsOfCell(3) // [6, 8]
 */
export function operationsOfCell(cell: number): readonly [number, number] {
  return [cell * OPERATIONS_PER_CELL, (cell + 1) * OPERATIONS_PER_CELL];
}

/** One operation. */
export interface OperationFacts {
  codename: string;
  /** Days since 1970-01-01. */
  start: number;
  /** Days since 1970-01-01; never before `start`. */
  end: number;
  status: OperationStatus;
  /** Which of the mission's `targets` places it aims at: 0 … targets − 1. */
  target: number;
}

/**
 * Operation `number` of a mission whose reference date is `reference` (days since 1970), aimed at one
 * of `targets` places. Its start falls in the fifteen years before the reference date or the half
 * year after; its status is what the dates make it on the reference date: planned before its start,
 * active until its end, then completed (or, one time in eight, aborted).
 *
 * @example operationFacts(base, 0, reference, 500).end >= operationFacts(base, 0, reference, 500).start
 */
export function operationFacts(
  base: number,
  number: number,
  reference: number,
  targets: number,
): OperationFacts {
  const random = createRandom(deriveSeed(deriveSeed(base, OPERATION_STREAM), number));
  const codename = `Operation ${random.pick(CODENAME_ADJECTIVES)} ${random.pick(OPERATION_NOUNS)}`;
  const start = reference - OPERATION_HISTORY_DAYS + random.int(OPERATION_HISTORY_DAYS + OPERATION_LEAD_DAYS);
  // Most operations are short, a few run for years: the square of a uniform draw leans towards short.
  const unit = random.next();
  const end =
    start + OPERATION_MIN_DAYS + Math.floor(unit * unit * (OPERATION_MAX_DAYS - OPERATION_MIN_DAYS));
  const finished = random.next() < ABORTED_SHARE ? 'aborted' : 'completed';
  const status: OperationStatus = start > reference ? 'planned' : end >= reference ? 'active' : finished;
  return { codename, start, end, status, target: random.int(Math.max(1, targets)) };
}

/**
 * The role agent `index` takes in operation `number`, or null when it takes none: a cell's leader
 * leads each of the cell's operations, and each other member takes part by chance, in a role of its
 * own. Whether the agent was an adult when the operation started is the caller's to check (it knows
 * the birth date; see adultFrom).
 *
 * @example assignmentRole(base, leader, 0, true) === "lead"
 */
export function assignmentRole(base: number, index: number, number: number, leads: boolean): string | null {
  if (leads) return LEAD_ROLE;
  const random = createRandom(deriveSeed(deriveSeed(deriveSeed(base, ASSIGNMENT_STREAM), number), index));
  return random.next() < TAKES_PART ? random.pick(OPERATION_ROLES) : null;
}

/**
 * The day (since 1970) someone born on `birthDate` ("YYYY-MM-DD") turns 18: one born on 29 February
 * comes of age on 1 March of a common year.
 *
 * @example adultFrom("2000-02-29") === daysFromCivil(2018, 3, 1)
 */
export function adultFrom(birthDate: string): number {
  const year = Number(birthDate.slice(0, 4));
  const month = Number(birthDate.slice(5, 7));
  const day = Number(birthDate.slice(8, 10));
  return daysFromCivil(year + 18, month, day);
}
