// Nicknames and abbreviations people type for big cities, which GeoNames does not list as
// alternate names (or lists only for a smaller place). Hand-written facts; keys are folded
// (see engine/text.ts), values are GeoNames ids of the cities file. A nickname outranks every
// other reading of the same words: "LA" is Los Angeles, not the Louisiana abbreviation.
export const CITY_NICKNAMES: Readonly<Record<string, number>> = {
  la: 5368361, // Los Angeles
  nyc: 5128581, // New York City
  'big apple': 5128581,
  kl: 1735161, // Kuala Lumpur
  cdmx: 3530597, // Mexico City (Ciudad de México)
  brum: 2655603, // Birmingham, England
  nola: 4335045, // New Orleans
  sf: 5391959, // San Francisco
  frisco: 5391959,
  'san fran': 5391959,
  dc: 4140963, // Washington, District of Columbia
  philly: 4560349, // Philadelphia
  vegas: 5506956, // Las Vegas
  chitown: 4887398, // Chicago
  'chi town': 4887398,
  'windy city': 4887398,
  hcmc: 1566083, // Ho Chi Minh City
  joburg: 993800, // Johannesburg
  jozi: 993800,
  rio: 3451190, // Rio de Janeiro
  beantown: 4930956, // Boston
  motown: 4990729, // Detroit
  'motor city': 4990729,
  atl: 4180439, // Atlanta
  sampa: 3448439, // São Paulo
  piter: 498817, // Saint Petersburg, Russia
  spb: 498817,
  hk: 1819729, // Hong Kong
  bkk: 1609350, // Bangkok
  jkt: 1642911, // Jakarta
  mtl: 6077243, // Montréal
  'the hague': 2747373, // Den Haag
  'st pete': 498817,
};
