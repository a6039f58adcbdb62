// The agent's field order as the product promises it, written out here rather than read from
// src/shared/types.ts, so the tests that check an order are not checking the code against itself.

/** Version 1 (the spec's fields, then the country code), as the CLI's JSON prints them. */
export const V1_FIELD_ORDER = [
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
] as const;

/** What version 2 adds, in the order issue 19 lists them; they follow nativeName. */
export const V2_ADDED_FIELDS = [
  'sex',
  'birthDate',
  'age',
  'username',
  'timeZone',
  'street',
  'postcode',
  'region',
  'phoneKind',
] as const;

/** The keys version 4 added (a linked mission's), in file order: after version 2's fields. */
export const V4_ADDED_FIELDS = ['id', 'agencyId', 'handlerId', 'cellId', 'householdId'] as const;
