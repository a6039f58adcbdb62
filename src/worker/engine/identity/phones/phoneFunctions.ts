// The four libphonenumber functions the valid-number plans call, imported by name so that the
// bundle keeps only them and what they use (about a third of `libphonenumber-js/core`, which also
// holds as-you-type formatting and finding numbers in text). Loaded with the metadata: see
// phoneMetadata.ts.
export {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
