// Numbers that regulators reserve for drama and fiction, and the area codes that make them
// look local. Sources (public): NANPA (555-0100 to 555-0199 in every area code), Ofcom's
// drama numbers, ACMA's numbers for creative works, Bundesnetzagentur's Filmrufnummern
// (Amtsblatt 7/2021, Mitteilung 148/2021).

/** Area codes in use in each US state (a few per state), GeoNames region name in lower case. */
export const US_AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  alabama: ['205', '251', '256', '334'],
  alaska: ['907'],
  arizona: ['480', '520', '602', '623', '928'],
  arkansas: ['479', '501', '870'],
  california: ['213', '310', '415', '510', '619', '626', '650', '714', '818', '916'],
  colorado: ['303', '719', '720', '970'],
  connecticut: ['203', '860'],
  delaware: ['302'],
  'district of columbia': ['202'],
  florida: ['305', '407', '561', '727', '813', '904', '954'],
  georgia: ['404', '478', '706', '770', '912'],
  hawaii: ['808'],
  idaho: ['208'],
  illinois: ['217', '309', '312', '618', '630', '773', '815', '847'],
  indiana: ['219', '260', '317', '765', '812'],
  iowa: ['319', '515', '563', '712'],
  kansas: ['316', '620', '785', '913'],
  kentucky: ['270', '502', '606', '859'],
  louisiana: ['225', '318', '337', '504'],
  maine: ['207'],
  maryland: ['240', '301', '410', '443'],
  massachusetts: ['413', '508', '617', '781', '978'],
  michigan: ['248', '313', '517', '616', '734', '810'],
  minnesota: ['218', '507', '612', '651', '763', '952'],
  mississippi: ['228', '601', '662'],
  missouri: ['314', '417', '573', '816'],
  montana: ['406'],
  nebraska: ['308', '402'],
  nevada: ['702', '775'],
  'new hampshire': ['603'],
  'new jersey': ['201', '609', '732', '856', '908', '973'],
  'new mexico': ['505', '575'],
  'new york': ['212', '315', '518', '585', '607', '631', '716', '718', '845', '914'],
  'north carolina': ['252', '336', '704', '828', '910', '919'],
  'north dakota': ['701'],
  ohio: ['216', '330', '419', '513', '614', '740', '937'],
  oklahoma: ['405', '580', '918'],
  oregon: ['503', '541', '971'],
  pennsylvania: ['215', '267', '412', '484', '570', '610', '717', '724', '814'],
  'rhode island': ['401'],
  'south carolina': ['803', '843', '864'],
  'south dakota': ['605'],
  tennessee: ['423', '615', '731', '865', '901', '931'],
  texas: ['210', '214', '281', '361', '512', '713', '806', '817', '915', '972'],
  utah: ['385', '435', '801'],
  vermont: ['802'],
  virginia: ['276', '434', '540', '703', '757', '804'],
  washington: ['206', '253', '360', '425', '509'],
  'west virginia': ['304'],
  wisconsin: ['262', '414', '608', '715', '920'],
  wyoming: ['307'],
};

/** Area codes of big cities, which win over the state's (GeoNames city name, lower case). */
export const US_CITY_AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  'new york city': ['212', '646', '718', '917'],
  'los angeles': ['213', '310', '323'],
  chicago: ['312', '773'],
  houston: ['713', '281', '832'],
  phoenix: ['602', '480'],
  philadelphia: ['215', '267'],
  'san antonio': ['210'],
  'san diego': ['619', '858'],
  dallas: ['214', '972'],
  'san francisco': ['415'],
  seattle: ['206'],
  boston: ['617'],
  miami: ['305', '786'],
  atlanta: ['404', '678'],
  denver: ['303', '720'],
  detroit: ['313'],
};

export const CA_AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  ontario: ['416', '647', '613', '905', '519', '705', '807'],
  quebec: ['514', '438', '418', '450', '819'],
  'british columbia': ['604', '778', '250'],
  alberta: ['403', '587', '780'],
  manitoba: ['204', '431'],
  saskatchewan: ['306', '639'],
  'nova scotia': ['902'],
  'prince edward island': ['902'],
  'new brunswick': ['506'],
  'newfoundland and labrador': ['709'],
  yukon: ['867'],
  'northwest territories': ['867'],
  nunavut: ['867'],
};

export const CA_CITY_AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  toronto: ['416', '647', '437'],
  montréal: ['514', '438'],
  vancouver: ['604', '778'],
  calgary: ['403', '587'],
  edmonton: ['780', '587'],
  ottawa: ['613', '343'],
};

/**
 * Ofcom drama ranges as international-format heads; each takes three more digits. The
 * geographic ones belong to their city, the mobile range to everywhere else.
 */
export const GB_DRAMA_BY_CITY: Readonly<Record<string, string>> = {
  london: '+44 20 7946 0',
  leeds: '+44 113 496 0',
  sheffield: '+44 114 496 0',
  nottingham: '+44 115 496 0',
  leicester: '+44 116 496 0',
  bristol: '+44 117 496 0',
  reading: '+44 118 496 0',
  birmingham: '+44 121 496 0',
  edinburgh: '+44 131 496 0',
  glasgow: '+44 141 496 0',
  liverpool: '+44 151 496 0',
  manchester: '+44 161 496 0',
  'newcastle upon tyne': '+44 191 498 0',
  belfast: '+44 28 9649 6',
  cardiff: '+44 29 2018 0',
};
export const GB_DRAMA_MOBILE = '+44 7700 900';

/** ACMA's fictitious mobile numbers, as the published list gives them (national format). */
export const AU_FICTION_MOBILES: readonly string[] = [
  '0491 570 006',
  '0491 570 156',
  '0491 570 157',
  '0491 570 158',
  '0491 570 159',
  '0491 570 110',
  '0491 570 313',
  '0491 570 737',
  '0491 571 266',
  '0491 571 491',
  '0491 571 804',
  '0491 572 549',
  '0491 572 665',
  '0491 572 983',
  '0491 573 770',
  '0491 573 087',
  '0491 574 118',
  '0491 574 632',
  '0491 575 254',
  '0491 575 789',
  '0491 576 398',
  '0491 576 801',
  '0491 577 426',
  '0491 577 644',
  '0491 578 957',
  '0491 578 148',
  '0491 578 888',
  '0491 579 212',
  '0491 579 760',
  '0491 579 455',
];

/** ACMA's geographic fiction ranges (0X) 5550 xxxx and (0X) 7010 xxxx take the state's area digit. */
export const AU_AREA_DIGIT: Readonly<Record<string, string>> = {
  'new south wales': '2',
  'australian capital territory': '2',
  victoria: '3',
  tasmania: '3',
  queensland: '7',
  'south australia': '8',
  'western australia': '8',
  'northern territory': '8',
};
export const AU_GEOGRAPHIC_BLOCKS: readonly string[] = ['5550', '7010'];

/** Bundesnetzagentur's drama numbers: 1,000 in each of five cities, as international heads. */
export const DE_DRAMA_BY_CITY: Readonly<Record<string, string>> = {
  berlin: '+49 30 23125 ',
  'frankfurt am main': '+49 69 90009 ',
  hamburg: '+49 40 66969 ',
  köln: '+49 221 4710 ',
  munich: '+49 89 99998 ',
};
