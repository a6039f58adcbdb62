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
  // Africa
  addis: 344979, // Addis Ababa
  'jo burg': 993800, // Johannesburg
  'the mother city': 3369157, // Cape Town
  durbs: 1007311, // Durban
  bloem: 1018725, // Bloemfontein
  pmb: 965301, // Pietermaritzburg
  gabs: 933773, // Gaborone
  ouaga: 2357048, // Ouagadougou
  brazza: 2260535, // Brazzaville
  'kin la belle': 2314302, // Kinshasa
  lubum: 922704, // Lubumbashi
  buja: 425378, // Bujumbura
  babi: 2293538, // Abidjan
  lasgidi: 2332459, // Lagos
  // Asia
  amdavad: 1279233, // Ahmedabad
  gurugram: 1270642, // Gurgaon (Gurugram since 2016)
  'the pink city': 1269515, // Jaipur
  'pink city': 1269515, // Jaipur
  'city of joy': 1275004, // Kolkata
  'the city of joy': 1275004, // Kolkata
  pindi: 1166993, // Rawalpindi
  jb: 1732752, // Johor Bahru
  jogja: 1621177, // Yogyakarta
  yogya: 1621177, // Yogyakarta
  cdo: 1721080, // Cagayan de Oro
  zambo: 1679432, // Zamboanga
  // Europe
  msk: 524901, // Moscow
  мск: 524901, // Moscow
  екб: 1486209, // Yekaterinburg
  ебург: 1486209, // Yekaterinburg
  nizhny: 520555, // Nizhny Novgorod
  нижнии: 520555, // Nizhny Novgorod ("Нижний")
  новосиб: 1496747, // Novosibirsk
  ldn: 2643743, // London
  mcr: 2643123, // Manchester
  lpool: 2644210, // Liverpool ("L'pool")
  'auld reekie': 2650225, // Edinburgh
  'city of light': 2988507, // Paris
  'the city of light': 2988507, // Paris
  'la ville lumiere': 2988507, // Paris
  'la ville rose': 2972315, // Toulouse
  'the eternal city': 3169070, // Rome
  'eternal city': 3169070, // Rome
  bxl: 2800866, // Brussels
  rdam: 2747891, // Rotterdam ("R'dam")
  kbh: 2618425, // Copenhagen (København)
  sthlm: 2673730, // Stockholm
  gbg: 2711537, // Gothenburg (Göteborg)
  ffm: 2925533, // Frankfurt am Main
  mainhattan: 2925533, // Frankfurt am Main
  ddorf: 2934246, // Düsseldorf ("D'dorf")
  wawa: 756135, // Warsaw
  // North America
  'n y c': 5128581, // New York City ("N.Y.C.")
  'd c': 4140963, // Washington, District of Columbia ("D.C.")
  'sin city': 5506956, // Las Vegas
  hotlanta: 4180439, // Atlanta
  'h town': 4699066, // Houston
  htown: 4699066, // Houston
  atx: 4671654, // Austin
  satx: 4726206, // San Antonio
  'music city': 4644585, // Nashville
  mpls: 5037649, // Minneapolis
  kc: 4393217, // Kansas City, Missouri
  'the mile high city': 5419384, // Denver
  sacto: 5389489, // Sacramento
  bmore: 4347778, // Baltimore
  pgh: 5206379, // Pittsburgh
  cbus: 4509177, // Columbus, Ohio
  cincy: 4508722, // Cincinnati
  indy: 4259418, // Indianapolis
  dtla: 5368361, // Los Angeles (downtown)
  'the 6ix': 6167865, // Toronto
  't dot': 6167865, // Toronto
  yyz: 6167865, // Toronto
  yeg: 5946768, // Edmonton
  vancity: 6173331, // Vancouver
  'van city': 6173331, // Vancouver
  // Latin America
  bsas: 3435910, // Buenos Aires
  'bs as': 3435910, // Buenos Aires ("Bs. As.")
  beaga: 3470127, // Belo Horizonte ("BH", said "beagá")
  'cidade maravilhosa': 3451190, // Rio de Janeiro
  medallo: 3674962, // Medellín
  'bogota dc': 3688689, // Bogotá
  valpo: 3868626, // Valparaíso, Chile
  tegus: 3600949, // Tegucigalpa
  chepe: 3621849, // San José, Costa Rica
  // Oceania
  melb: 2158177, // Melbourne
  brissie: 2174003, // Brisbane
  brisvegas: 2174003, // Brisbane
  welly: 2179537, // Wellington
  chch: 2192362, // Christchurch
};
