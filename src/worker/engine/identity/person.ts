// The personal fields of a version 2 agent that do not depend on the place's tables: an age drawn
// from an adult population's shape, the birth date that gives it on the mission's reference date,
// and a username unique within the mission.
import { AGE_GROUP_START, AGE_GROUPS, ageProfileOf } from '../../data/ageStructure.ts';
import type { Random } from '../random.ts';

/** Agents are adults: ages 18 to 80 inclusive on the reference date. */
export const MIN_AGE = 18;
export const MAX_AGE = 80;

/** A calendar date, month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The cumulative share of each age MIN_AGE … MAX_AGE in a country's profile: each year of a
 * five-year group gets a fifth of it, so the table ends at exactly 1.
 */
export function ageTable(countryCode: string): Float64Array {
  const groups = AGE_GROUPS[ageProfileOf(countryCode)];
  const weights = new Float64Array(MAX_AGE - MIN_AGE + 1);
  let total = 0;
  for (let age = MIN_AGE; age <= MAX_AGE; age++) {
    const weight = (groups[Math.floor((age - AGE_GROUP_START) / 5)] as number) / 5;
    weights[age - MIN_AGE] = weight;
    total += weight;
  }
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i] as number;
    weights[i] = sum / total;
  }
  weights[weights.length - 1] = 1;
  return weights;
}

/** How finely ageAt's guesses cut [0, 1): a power of two, so `unit * AGE_BUCKETS` is exact. */
const AGE_BUCKETS = 256;

/**
 * For each bucket b of [0, 1), the first position whose cumulative share exceeds b / AGE_BUCKETS:
 * where the answer for a unit in that bucket can start, since the unit is at least b / AGE_BUCKETS.
 */
function ageGuesses(table: Float64Array): Uint16Array {
  const guesses = new Uint16Array(AGE_BUCKETS);
  let position = 0;
  for (let b = 0; b < AGE_BUCKETS; b++) {
    while (position < table.length - 1 && (table[position] as number) <= b / AGE_BUCKETS) position++;
    guesses[b] = position;
  }
  return guesses;
}

/** Guesses by table: a country's table is made once (see mission.ts), so they are made once too. */
const guessesByTable = new WeakMap<Float64Array, Uint16Array>();
/** The table used last and its guesses: a mission draws every age from one table. */
let lastTable: Float64Array | null = null;
let lastGuesses: Uint16Array = new Uint16Array(AGE_BUCKETS);

/**
 * The age whose cumulative share first exceeds `unit` (a uniform draw in [0, 1)): the position a
 * binary search over the table would find, reached from a guess by the unit's bucket in a step or
 * two, where the search took six, each a branch the processor cannot predict.
 *
 * @example ageAt(ageTable("FR"), 0) === 18; ageAt(ageTable("FR"), 0.999999) === 80
 */
export function ageAt(table: Float64Array, unit: number): number {
  if (table !== lastTable) {
    let guesses = guessesByTable.get(table);
    if (guesses === undefined) {
      guesses = ageGuesses(table);
      guessesByTable.set(table, guesses);
    }
    lastTable = table;
    lastGuesses = guesses;
  }
  const last = table.length - 1;
  // A unit outside [0, 1), which no stream gives, starts where the search would have ended.
  let position =
    unit >= 0 && unit < 1 ? (lastGuesses[Math.floor(unit * AGE_BUCKETS)] as number) : unit < 0 ? 0 : last;
  while (position < last && (table[position] as number) <= unit) position++;
  return MIN_AGE + position;
}

/** "YYYY-MM-DD" → a calendar date; the reference dates are constants, so no validation beyond shape. */
export function parseDate(text: string): CalendarDate {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/**
 * Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil): what
 * Date.UTC(year, month - 1, day) / 86,400,000 gives, a day past the month's end included, in
 * integer arithmetic and without a Date per agent.
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** "01" … "31", so formatting a date concatenates three strings. */
const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, '0'));

/** "YYYY-MM-DD" of a day count since 1970-01-01 (Hinnant's civil_from_days), for years 1000–9999. */
export function formatDays(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${TWO_DIGITS[month] as string}-${TWO_DIGITS[day] as string}`;
}

/**
 * What birth dates on one reference date need, made once: for each age MIN_AGE … MAX_AGE, the
 * first day of the year of birth dates that give it and that year's length, and the text of every
 * day an adult can be born on, each formatted the first time it is drawn. A version 2 agent then
 * costs a multiplication and a lookup, and no new string: the two day counts and the formatting
 * were, with the username's number, most of what version 2 added per agent.
 */
interface BirthCalendar {
  year: number;
  month: number;
  day: number;
  /** Days since 1970-01-01 of the earliest birth date of each age, MIN_AGE's first. */
  earliest: Int32Array;
  /** The number of days each age's birth dates span: 365 or 366. */
  spans: Int32Array;
  /** The earliest birth date of MAX_AGE, the first day of `dates`. */
  first: number;
  /** "YYYY-MM-DD" of day `first + i` at i, "" until first drawn. */
  dates: string[];
}

function makeBirthCalendar(reference: CalendarDate): BirthCalendar {
  const ages = MAX_AGE - MIN_AGE + 1;
  const earliest = new Int32Array(ages);
  const spans = new Int32Array(ages);
  for (let i = 0; i < ages; i++) {
    const age = MIN_AGE + i;
    const latest = daysFromCivil(reference.year - age, reference.month, reference.day);
    earliest[i] = daysFromCivil(reference.year - age - 1, reference.month, reference.day) + 1;
    spans[i] = latest - (earliest[i] as number) + 1;
  }
  const first = earliest[ages - 1] as number;
  const last = (earliest[0] as number) + (spans[0] as number) - 1;
  return {
    year: reference.year,
    month: reference.month,
    day: reference.day,
    earliest,
    spans,
    first,
    dates: new Array<string>(last - first + 1).fill(''),
  };
}

/** Calendars by reference date (a handful at most: one per mission version after the first). */
const birthCalendars = new Map<number, BirthCalendar>();
/** The calendar used last: every agent of a mission has the same reference date. */
let lastCalendar: BirthCalendar | null = null;

function birthCalendarOf(reference: CalendarDate): BirthCalendar {
  const last = lastCalendar;
  // Compared by value, not identity: each mission context parses its own reference date.
  if (
    last !== null &&
    last.year === reference.year &&
    last.month === reference.month &&
    last.day === reference.day
  )
    return last;
  const key = (reference.year * 100 + reference.month) * 100 + reference.day;
  let calendar = birthCalendars.get(key);
  if (calendar === undefined) {
    calendar = makeBirthCalendar(reference);
    birthCalendars.set(key, calendar);
  }
  lastCalendar = calendar;
  return calendar;
}

/**
 * A birth date that makes someone exactly `age` on `reference`: uniform over the year of days
 * from the day after their (age + 1)th birthday would fall, to the day their age-th birthday falls.
 * Integer day arithmetic, the same on every machine.
 *
 * @example birthDateFor({ year: 2026, month: 11, day: 26 }, 30, 0) === "1995-11-27"
 */
export function birthDateFor(reference: CalendarDate, age: number, unit: number): string {
  if (age < MIN_AGE || age > MAX_AGE || !Number.isInteger(age)) {
    const latest = daysFromCivil(reference.year - age, reference.month, reference.day);
    const earliest = daysFromCivil(reference.year - age - 1, reference.month, reference.day) + 1;
    return formatDays(earliest + Math.floor(unit * (latest - earliest + 1)));
  }
  // The same days as above, from the reference date's calendar.
  const calendar = birthCalendarOf(reference);
  const i = age - MIN_AGE;
  const day = (calendar.earliest[i] as number) + Math.floor(unit * (calendar.spans[i] as number));
  const slot = day - calendar.first;
  const text = calendar.dates[slot];
  if (text !== undefined && text !== '') return text;
  // Only a unit outside [0, 1), which no stream gives, lands outside the calendar's days.
  const formatted = formatDays(day);
  if (text === '') calendar.dates[slot] = formatted;
  return formatted;
}

/**
 * Whole years from `birthDate` to `reference`: the age as a form would compute it.
 *
 * @example ageOn("1995-11-27", { year: 2026, month: 11, day: 26 }) === 30
 */
export function ageOn(birthDate: string, reference: CalendarDate): number {
  const birth = parseDate(birthDate);
  const beforeBirthday =
    reference.month < birth.month || (reference.month === birth.month && reference.day < birth.day);
  return reference.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** The usernames' number space: one number per agent of the largest mission (MAX_AGENTS_PER_SEARCH). */
const NUMBER_SPACE = 1_000_000;
/** 2^20, the smallest power of two above NUMBER_SPACE: the permutation works on 20 bits. */
const BITS = 20;
const MASK = (1 << BITS) - 1;

/**
 * A permutation of 0 … 2^20 − 1 chosen by `key`: odd multipliers and right xor-shifts are each
 * one-to-one on 20-bit numbers, so their composition is too.
 */
function permute20(value: number, key: number): number {
  let x = (value + key) & MASK;
  x = Math.imul(x, 0x9e3779b1 | 1) & MASK;
  x ^= x >>> 11;
  x = Math.imul(x, (key >>> 8) | 1) & MASK;
  x ^= x >>> 9;
  x = Math.imul(x, 0x5bd1e995 | 1) & MASK;
  x ^= x >>> 13;
  return x;
}

/**
 * The number agent `index` of a mission carries in its username: a permutation of 0 … 999,999
 * chosen by the mission, so no two agents of a mission share one (cycle-walking keeps the 20-bit
 * permutation inside the space: an index below a million lands below a million) and the numbers
 * look drawn rather than counted.
 *
 * @example usernameNumber(0, 7) !== usernameNumber(1, 7)
 */
export function usernameNumber(index: number, missionKey: number): number {
  let x = permute20(index, missionKey);
  while (x >= NUMBER_SPACE) x = permute20(x, missionKey);
  return x;
}

/** "0" … "999", and "000" … "999" for the three digits after a thousands place. */
const PLAIN_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n));
const PADDED_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/**
 * A username: the name's letters, then the agent's number in decimal, exactly as `${base}${number}`
 * writes it. Formatting a number the engine has not met lately allocates a string and stores it in
 * V8's number-to-string cache, a table that lives across collections: with a new number for every
 * agent, that cost and the garbage it kept alive profiled as a large part of a version 2 agent.
 * Two table lookups instead format nothing.
 *
 * @example username("yui_sato", 4071) === "yui_sato4071"
 */
export function username(base: string, number: number): string {
  if (number < 1000) return base + (PLAIN_DIGITS[number] as string);
  if (number < NUMBER_SPACE)
    return base + (PLAIN_DIGITS[(number / 1000) | 0] as string) + (PADDED_DIGITS[number % 1000] as string);
  return `${base}${number}`;
}

/** Draws an age for a country's table, for the profile shape test and the agent generator. */
export function drawAge(table: Float64Array, random: Random): number {
  return ageAt(table, random.next());
}
