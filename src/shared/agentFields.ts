// The agent's fields, each described once: what the screens call it, how typed files store it, which
// mission version added it, and the orders in which fields are written. Every list of fields reads
// from here (the contract's lists in types.ts, the formats' columns and `--fields`, the SQL, Parquet
// and XLSX schemas, the screens' labels), so a new field is added in one place.
// Types and constants only, like types.ts; this module imports nothing but types.
import type { Agent, MissionVersion } from './types.ts';
import type { SqlColumnType } from './sqlFormat.ts';

/** How a spreadsheet cell holds a field's value: an inline string, a number, or a date. */
export type CellKind = 'text' | 'number' | 'date';

/** What a field is, beyond its name. */
export interface FieldSpec {
  /** What the screens call it (the results table's headers, the profile, the filters). */
  readonly label: string;
  /**
   * How a typed column stores it: SQL's column type, and Parquet's physical type, which follows it
   * (text: BYTE_ARRAY UTF8, double: DOUBLE, integer: INT32).
   */
  readonly type: SqlColumnType;
  /** XLSX's cell: a number for a number, a date for a date, text otherwise (a postcode keeps its zeros). */
  readonly cell: CellKind;
  /** The mission version that added it; every later version has it too. */
  readonly since: MissionVersion;
  /**
   * Present in only some agents of a version that has it (nativeName: only where the name is not
   * in Latin script): a nullable column, '' in CSV.
   */
  readonly optional?: true;
}

/**
 * Every field of the Agent contract. Keyed by `keyof Agent` with `satisfies`, so a field added to
 * Agent does not compile until it has a label, a type, a cell kind and a version here.
 */
export const AGENT_FIELD_SPECS = {
  fullName: { label: 'Full Name', type: 'text', cell: 'text', since: 1 },
  codename: { label: 'Codename', type: 'text', cell: 'text', since: 1 },
  profession: { label: 'Profession', type: 'text', cell: 'text', since: 1 },
  nationality: { label: 'Nationality', type: 'text', cell: 'text', since: 1 },
  city: { label: 'City', type: 'text', cell: 'text', since: 1 },
  address: { label: 'Address', type: 'text', cell: 'text', since: 1 },
  email: { label: 'Email', type: 'text', cell: 'text', since: 1 },
  phone: { label: 'Phone', type: 'text', cell: 'text', since: 1 },
  agency: { label: 'Agency', type: 'text', cell: 'text', since: 1 },
  lat: { label: 'Latitude', type: 'double', cell: 'number', since: 1 },
  lng: { label: 'Longitude', type: 'double', cell: 'number', since: 1 },
  countryCode: { label: 'Country Code', type: 'text', cell: 'text', since: 1 },
  nativeName: { label: 'Native Name', type: 'text', cell: 'text', since: 1, optional: true },
  sex: { label: 'Sex', type: 'text', cell: 'text', since: 2 },
  birthDate: { label: 'Birth Date', type: 'text', cell: 'date', since: 2 },
  age: { label: 'Age', type: 'integer', cell: 'number', since: 2 },
  username: { label: 'Username', type: 'text', cell: 'text', since: 2 },
  timeZone: { label: 'Time Zone', type: 'text', cell: 'text', since: 2 },
  street: { label: 'Street', type: 'text', cell: 'text', since: 2 },
  postcode: { label: 'Postcode', type: 'text', cell: 'text', since: 2 },
  region: { label: 'Region', type: 'text', cell: 'text', since: 2 },
  phoneKind: { label: 'Phone Kind', type: 'text', cell: 'text', since: 2 },
  id: { label: 'ID', type: 'integer', cell: 'number', since: 4 },
  agencyId: { label: 'Agency ID', type: 'integer', cell: 'number', since: 4 },
  handlerId: { label: 'Handler ID', type: 'integer', cell: 'number', since: 4, optional: true },
  cellId: { label: 'Cell ID', type: 'integer', cell: 'number', since: 4, optional: true },
  householdId: { label: 'Household ID', type: 'integer', cell: 'number', since: 4 },
} as const satisfies Readonly<Record<keyof Agent, FieldSpec>>;

type Specs = typeof AGENT_FIELD_SPECS;

/** A field an agent can have. */
export type AgentField = keyof Specs;

/** A list of fields, or, when some field of Agent is missing from it, a type naming the missing one. */
type EveryField<T extends readonly AgentField[]> = [Exclude<AgentField, T[number]>] extends [never]
  ? T
  : `field missing from the order: ${Exclude<AgentField, T[number]>}`;

const FILE_ORDER = [
  'fullName',
  'codename',
  'profession',
  'nationality',
  'city',
  'address',
  'email',
  'phone',
  'agency',
  'lat',
  'lng',
  'countryCode',
  'nativeName',
  'sex',
  'birthDate',
  'age',
  'username',
  'timeZone',
  'street',
  'postcode',
  'region',
  'phoneKind',
  'id',
  'agencyId',
  'handlerId',
  'cellId',
  'householdId',
] as const;

/**
 * Every field in the order files write them (JSON keys, CSV and SQL columns, Parquet and XLSX
 * columns, `--fields`' list): the spec's fields, then the country code (version 1's), nativeName,
 * then version 2's fields. A version's file has the first of them, up to its own; a field added by a
 * later version goes after the earlier ones, so an older version's columns never move. Typed so
 * that a field of Agent left out does not compile.
 */
export const AGENT_FIELD_NAMES: EveryField<typeof FILE_ORDER> = FILE_ORDER;

/**
 * The fields of T whose spec extends Match, in T's order: the type of a filter of T, so that lists
 * filtered from AGENT_FIELD_NAMES keep their exact tuple types (the library's declarations show them).
 */
type FieldsWhere<T extends readonly AgentField[], Match> = T extends readonly [
  infer Field extends AgentField,
  ...infer Rest extends readonly AgentField[],
]
  ? Specs[Field] extends Match
    ? [Field, ...FieldsWhere<Rest, Match>]
    : FieldsWhere<Rest, Match>
  : [];

function fieldsWhere(keep: (spec: FieldSpec) => boolean): AgentField[] {
  return AGENT_FIELD_NAMES.filter((field) => keep(AGENT_FIELD_SPECS[field]));
}

/** Version 1's fields that every agent has, in file order: the spec's fields, then the country code. */
export const AGENT_FIELDS = fieldsWhere(
  (spec) => spec.since === 1 && spec.optional !== true,
) as unknown as Readonly<FieldsWhere<typeof FILE_ORDER, { since: 1; optional?: undefined }>>;

/** The fields version 2 added, in file order: after version 1's fields and nativeName. */
export const AGENT_V2_FIELDS = fieldsWhere((spec) => spec.since === 2) as unknown as Readonly<
  FieldsWhere<typeof FILE_ORDER, { since: 2 }>
>;

/** A field version 2 added: absent from a version 1 agent, present in every later one. */
export type AgentV2Field = (typeof AGENT_V2_FIELDS)[number];

/** The keys version 4 added, in file order: a linked mission's (handlerId and cellId absent where an agent has none). */
export const AGENT_V4_FIELDS = fieldsWhere((spec) => spec.since === 4) as unknown as Readonly<
  FieldsWhere<typeof FILE_ORDER, { since: 4 }>
>;

/** A field version 4 added. */
export type AgentV4Field = (typeof AGENT_V4_FIELDS)[number];

/**
 * The fields a version has, in file order: those added by it or an earlier version.
 *
 * @example fieldsOfVersion(1).at(-1) === "nativeName"; fieldsOfVersion(2).length === 22
 */
export function fieldsOfVersion(version: MissionVersion): readonly AgentField[] {
  return fieldsWhere((spec) => spec.since <= version);
}

/**
 * An agent's fields as a chunk carries them from the worker to the page. This order need not be the
 * files': a chunk is text only (the coordinates travel in a Float64Array), is read by field name
 * (textValue) and is never seen outside a search. ChunkTextWriter.add writes the fields in this
 * order by hand, one statement per field, since a loop over names profiled at a third of a bulk
 * search's packing (shared/chunkText.ts; the tests hold the two equal). nativeName and version 2's
 * fields and version 4's keys are '' where absent; `age` and the keys travel as their digits.
 */
export const AGENT_TEXT_FIELDS = [
  'fullName',
  'nativeName',
  'codename',
  'profession',
  'nationality',
  'city',
  'address',
  'email',
  'phone',
  'agency',
  'countryCode',
  ...AGENT_V2_FIELDS,
  ...AGENT_V4_FIELDS,
] as const satisfies readonly AgentField[];

export type AgentTextField = (typeof AGENT_TEXT_FIELDS)[number];

/** What the screens call each field; each screen picks and orders the fields it shows by name. */
export const FIELD_LABELS = Object.fromEntries(
  AGENT_FIELD_NAMES.map((field) => [field, AGENT_FIELD_SPECS[field].label]),
) as Readonly<Record<AgentField, string>>;
