// A vCard's N property wants the family name and the given name apart; an Agent carries only the
// full name as the generator wrote it. The generator's rules are few and known (see
// src/worker/data/identity/names/), so they are mirrored here rather than guessed:
// - ten name tables write the family name first (China, Hong Kong, Macau, Taiwan, Japan, the two
//   Koreas, Vietnam, Hungary, Cambodia); everywhere else the given name comes first;
// - Spain and the Spanish-speaking Americas give people two family names, the father's then the
//   mother's ("Camila Rodríguez Gómez");
// - a given name may be two words ("Mary Grace", Vietnamese "An Bình", North Korean "Chol Su"),
//   and a family name may start with a particle ("dos Santos", "De la Cruz", "Ben Ali",
//   "binti Abdullah"), which belongs with the word after it.
// tests/shared/nameParts.test.ts holds these sets to the engine's tables and splits every
// name the tables can make, so a table that changes its order fails a test instead of a vCard.

export interface NameParts {
  family: string;
  given: string;
}

/** Countries (ISO 3166-1 alpha-2) whose names the generator writes family name first. */
export const FAMILY_NAME_FIRST: ReadonlySet<string> = new Set([
  'CN',
  'HK',
  'MO',
  'TW',
  'JP',
  'KR',
  'KP',
  'VN',
  'HU',
  'KH',
]);

/** Countries whose people the generator gives two family names. */
export const TWO_FAMILY_NAMES: ReadonlySet<string> = new Set([
  'ES',
  'MX',
  'GT',
  'HN',
  'SV',
  'NI',
  'CR',
  'PA',
  'CU',
  'DO',
  'PR',
  'CO',
  'VE',
  'EC',
  'PE',
  'BO',
  'CL',
  'PY',
  'UY',
]);

/** Words that open a family name and belong with the word after them (compared in lower case). */
const FAMILY_PARTICLES: ReadonlySet<string> = new Set([
  'abu',
  'ait',
  'al',
  'bani',
  'ben',
  'bin',
  'binti',
  'da',
  'das',
  'de',
  'del',
  'dela',
  'della',
  'di',
  'do',
  'dos',
  'du',
  'el',
  'la',
  'le',
  'ould',
  'van',
  'von',
  'der',
  'den',
]);

/**
 * The family and given parts of a generated full name. A single word is taken as a given name
 * (the family part is then empty): a name the generator did not make is split as best it can be,
 * never refused.
 *
 * @example splitFullName('Yamada Taro', 'JP') // { family: 'Yamada', given: 'Taro' }
 * @example splitFullName('Camila De la Cruz Gómez', 'MX') // { family: 'De la Cruz Gómez', given: 'Camila' }
 */
export function splitFullName(fullName: string, countryCode: string): NameParts {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { family: '', given: words.join(' ') };
  if (FAMILY_NAME_FIRST.has(countryCode)) {
    return { family: words[0] ?? '', given: words.slice(1).join(' ') };
  }
  // From the end: each family name is a word and the particles before it; the given name keeps
  // at least its first word, so "Ben Smith" stays Ben Smith and not a family name alone.
  let cut = words.length;
  const familyNames = TWO_FAMILY_NAMES.has(countryCode) ? 2 : 1;
  for (let taken = 0; taken < familyNames && cut > 1; taken++) {
    cut--;
    while (cut > 1 && FAMILY_PARTICLES.has((words[cut - 1] ?? '').toLowerCase())) cut--;
  }
  return { family: words.slice(cut).join(' '), given: words.slice(0, cut).join(' ') };
}
