// How adults are spread over ages, for drawing an agent's age. Three profiles, because an adult
// population's shape depends mostly on where a country is in its demographic transition: a young
// one (sub-Saharan Africa, where each five-year group is markedly smaller than the one before), the
// world's, and an old one (Europe, Japan, South Korea, Taiwan and Hong Kong, nearly flat to 65).
//
// Figures: people by five-year age group, in millions, rounded (young and world to the nearest 5
// million, old to the nearest 0.5 million), from the UN World Population Prospects 2024 estimates for
// 2023 (sub-Saharan Africa, World) and Eurostat's population on 1 January 2023 (EU-27). Only the
// shape matters: each profile is normalised before use. Groups run 15–19 … 80–84; the engine uses
// ages 18–80, so it takes two fifths of the first group and one fifth of the last.

export type AgeProfile = 'young' | 'world' | 'old';

/** First age of the first group; groups are five years wide. */
export const AGE_GROUP_START = 15;

export const AGE_GROUPS: Readonly<Record<AgeProfile, readonly number[]>> = {
  //      15–19 20–24 25–29 30–34 35–39 40–44 45–49 50–54 55–59 60–64 65–69 70–74 75–79 80–84
  young: [135, 115, 100, 85, 70, 55, 45, 35, 30, 20, 15, 10, 5, 5],
  world: [635, 620, 605, 610, 570, 515, 475, 440, 385, 325, 270, 205, 135, 85],
  old: [24.5, 24.5, 26, 28.5, 30, 31, 32, 33, 33, 30, 26, 23.5, 19, 13],
};

/** Countries of the old profile (median age over 40 in WPP 2024): Europe and East Asia's oldest. */
const OLD = [
  'AD',
  'AL',
  'AT',
  'BA',
  'BE',
  'BG',
  'BY',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GG',
  'GI',
  'GR',
  'HK',
  'HR',
  'HU',
  'IE',
  'IM',
  'IT',
  'JE',
  'JP',
  'KR',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MD',
  'ME',
  'MK',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'RU',
  'SE',
  'SI',
  'SK',
  'SM',
  'TW',
  'UA',
  'VA',
  'XK',
];

/** Countries of the young profile (median age under 22 in WPP 2024): sub-Saharan Africa, with Afghanistan and Yemen. */
const YOUNG = [
  'AF',
  'AO',
  'BF',
  'BI',
  'BJ',
  'CD',
  'CF',
  'CG',
  'CI',
  'CM',
  'ER',
  'ET',
  'GA',
  'GH',
  'GM',
  'GN',
  'GQ',
  'GW',
  'KE',
  'KM',
  'LR',
  'LS',
  'MG',
  'ML',
  'MR',
  'MW',
  'MZ',
  'NA',
  'NE',
  'NG',
  'RW',
  'SD',
  'SL',
  'SN',
  'SO',
  'SS',
  'ST',
  'SZ',
  'TD',
  'TG',
  'TZ',
  'UG',
  'YE',
  'ZM',
  'ZW',
];

const PROFILE_OF = new Map<string, AgeProfile>([
  ...OLD.map((code) => [code, 'old'] as const),
  ...YOUNG.map((code) => [code, 'young'] as const),
]);

/**
 * The age profile of a country (ISO alpha-2); the world's for the rest and for an unknown country.
 *
 * @example ageProfileOf("JP") === "old"; ageProfileOf("NG") === "young"; ageProfileOf("BR") === "world"
 */
export function ageProfileOf(countryCode: string): AgeProfile {
  return PROFILE_OF.get(countryCode) ?? 'world';
}
