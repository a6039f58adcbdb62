// What the screens call each field of an agent. The fields themselves, and their order, are the
// contract's (AGENT_FIELDS in shared/types.ts); each screen picks and orders the ones it shows by
// field name and takes the label from here, so a new field is labelled once, not per screen.
import type { Agent } from '../../shared/types.ts';

/** Keyed by every field of Agent: a field added to the contract does not compile until it has a label. */
export const FIELD_LABELS: Readonly<Record<keyof Agent, string>> = {
  fullName: 'Full Name',
  nativeName: 'Native Name',
  codename: 'Codename',
  profession: 'Profession',
  nationality: 'Nationality',
  city: 'City',
  address: 'Address',
  email: 'Email',
  phone: 'Phone',
  agency: 'Agency',
  lat: 'Latitude',
  lng: 'Longitude',
  countryCode: 'Country Code',
  sex: 'Sex',
  birthDate: 'Birth Date',
  age: 'Age',
  username: 'Username',
  timeZone: 'Time Zone',
  street: 'Street',
  postcode: 'Postcode',
  region: 'Region',
  phoneKind: 'Phone Kind',
};
