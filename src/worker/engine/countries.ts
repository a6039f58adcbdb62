// Country names come from the platform's CLDR data (Intl.DisplayNames), not a data file,
// so every country the geocoder or the city list can name has an English name.
import { COUNTRY_ALIASES } from '../data/countryAliases.ts';
import { foldText } from './text.ts';

/**
 * Codes Intl names that are not ISO 3166-1 countries: user-assigned ranges (AA, QM–QZ,
 * XA–XZ but XK, which GeoNames and others use for Kosovo, ZZ), unions and the "exceptionally reserved" or withdrawn codes.
 */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN|FX|AN|CS|SU|YU|DD|BU|TP|ZR|AC|CP|CQ|DG|EA|IC|TA)$/;

const displayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const nameCache = new Map<string, string>();
let codesByFoldedName: Map<string, string> | null = null;

/**
 * English name of an ISO 3166-1 alpha-2 country, or "" when the code is not a country.
 *
 * @example countryName("JP") === "Japan"; countryName("jp") === "Japan"; countryName("ZZ") === ""
 */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  let name = nameCache.get(upper);
  if (name === undefined) {
    name = /^[A-Z]{2}$/.test(upper) && !NOT_COUNTRIES.test(upper) ? (safeDisplayName(upper) ?? '') : '';
    nameCache.set(upper, name);
  }
  return name;
}

function safeDisplayName(code: string): string | undefined {
  try {
    const name = displayNames.of(code);
    // Unassigned codes come back as the code itself on some engines.
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The ISO code of a country named in English (folded), including common aliases
 * ("USA", "UK", "Holland"); null when the text names no country.
 *
 * @example countryCodeFromName("United States") === "US"; countryCodeFromName("uk") === "GB"
 */
export function countryCodeFromName(name: string): string | null {
  const folded = foldText(name);
  if (folded === '') return null;
  return getCodesByFoldedName().get(folded) ?? null;
}

function getCodesByFoldedName(): Map<string, string> {
  if (codesByFoldedName) return codesByFoldedName;
  const map = new Map<string, string>();
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = countryName(code);
      if (name !== '') map.set(foldText(name), code);
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) map.set(alias, code);
  codesByFoldedName = map;
  return map;
}
