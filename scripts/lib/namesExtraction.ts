// Extracts compact name tables from @faker-js/faker's locale definitions (MIT). Kept apart from
// the script's file writing so a test can re-run the extraction in memory and compare it with
// the committed files.
import { allLocales, type LocaleDefinition } from '@faker-js/faker';
import { format, resolveConfig } from 'prettier';
import type { NameOrder, NameTableData } from '../../src/worker/data/identity/names/nameTableData.ts';

export const FAKER_VERSION: string = (
  await import('@faker-js/faker/package.json', { with: { type: 'json' } })
).default.version;

type LocaleName = keyof typeof allLocales;

interface FakerTableSpec {
  /** Table id: the ISO country code for a country table, a region id (lower case) otherwise. */
  id: string;
  locales: readonly LocaleName[];
  order?: NameOrder;
  familyNameCount?: 2;
  /** Polish family names in -ski/-cki/-dzki take -ska/-cka/-dzka for women. */
  feminineFamily?: 'polish';
  /** Vietnamese given names are two syllables ("Thị Hoa"); elsewhere a space marks a compound. */
  allowSpaces?: boolean;
}

// Only locales whose names faker writes in Latin script, and whose lists are common names
// rather than rare ones: the Turkish, Indian and Nepali lists lean to the unusual, and the
// non-Latin locales lack romanisations, so those countries are compiled by hand instead.
export const FAKER_TABLE_SPECS: readonly FakerTableSpec[] = [
  { id: 'US', locales: ['en'] },
  { id: 'CA', locales: ['en', 'fr'] },
  { id: 'AU', locales: ['en_AU'] },
  { id: 'DE', locales: ['de'] },
  { id: 'AT', locales: ['de_AT'] },
  { id: 'CH', locales: ['de_CH', 'fr_CH'] },
  { id: 'FR', locales: ['fr'] },
  { id: 'BE', locales: ['fr_BE', 'nl_BE'] },
  { id: 'NL', locales: ['nl'] },
  { id: 'IT', locales: ['it'] },
  { id: 'ES', locales: ['es'], familyNameCount: 2 },
  { id: 'MX', locales: ['es_MX'], familyNameCount: 2 },
  { id: 'PT', locales: ['pt_PT'] },
  { id: 'BR', locales: ['pt_BR'] },
  { id: 'PL', locales: ['pl'], feminineFamily: 'polish' },
  { id: 'CZ', locales: ['cs_CZ'] },
  { id: 'SK', locales: ['sk'] },
  // Hungarians write the family name first in Hungarian and keep that order in Latin script.
  { id: 'HU', locales: ['hu'], order: 'family-given' },
  { id: 'RO', locales: ['ro'] },
  { id: 'MD', locales: ['ro_MD'] },
  { id: 'HR', locales: ['hr'] },
  { id: 'SI', locales: ['sl_SI'] },
  { id: 'RS', locales: ['sr_RS_latin'] },
  { id: 'DK', locales: ['da'] },
  { id: 'NO', locales: ['nb_NO'] },
  { id: 'SE', locales: ['sv'] },
  { id: 'FI', locales: ['fi'] },
  { id: 'LV', locales: ['lv'] },
  { id: 'AZ', locales: ['az'] },
  { id: 'UZ', locales: ['uz_UZ_latin'] },
  { id: 'ID', locales: ['id_ID'] },
  // Vietnamese is written in Latin script (Quốc ngữ), family name first.
  { id: 'VN', locales: ['vi'], order: 'family-given', allowSpaces: true },
  { id: 'NG', locales: ['en_NG', 'yo_NG'] },
  { id: 'GH', locales: ['en_GH'] },
  { id: 'SN', locales: ['fr_SN'] },
  { id: 'ZA', locales: ['en_ZA', 'zu_ZA', 'af_ZA'] },
  { id: 'western-europe', locales: ['de', 'fr', 'nl'] },
  { id: 'nordics', locales: ['da', 'nb_NO', 'sv', 'fi'] },
  { id: 'eastern-europe', locales: ['pl', 'cs_CZ', 'sk'], feminineFamily: 'polish' },
  { id: 'balkans', locales: ['hr', 'sr_RS_latin', 'sl_SI'] },
  { id: 'southern-europe', locales: ['it', 'pt_PT', 'es'] },
];

const MAX_GIVEN = 60;
const MAX_FAMILY = 80;
const MAX_LENGTH = 16;

function latinNamePattern(allowSpaces: boolean): RegExp {
  // Letters of the Latin script, with hyphens (and spaces where the language uses them) between
  // parts; apostrophes, digits and titles are left out.
  return allowSpaces
    ? /^\p{Script=Latin}+(?:[- ]\p{Script=Latin}+)*$/u
    : /^\p{Script=Latin}+(?:-\p{Script=Latin}+)*$/u;
}

type Person = NonNullable<LocaleDefinition['person']>;
type NameLists = NonNullable<Person['first_name']>;

function collect(
  locales: readonly LocaleName[],
  read: (person: Person) => NameLists | null | undefined,
  key: 'female' | 'male',
): string[] {
  const names: string[] = [];
  for (const locale of locales) {
    const lists = read(allLocales[locale].person ?? {});
    if (lists == null) continue;
    // Family-name lists are either gendered or generic; a gendered pool takes both.
    names.push(...(lists[key] ?? []), ...(lists.generic ?? []));
  }
  return names;
}

/**
 * Up to `max` names spread evenly over the sorted list. Faker's lists are alphabetical, so
 * taking the first `max` would give a table of names that all start with A.
 */
export function sampleEvenly(names: readonly string[], max: number, pattern: RegExp): string[] {
  const clean = [...new Set(names.filter((name) => pattern.test(name) && name.length <= MAX_LENGTH))].sort();
  if (clean.length <= max) return clean;
  return Array.from({ length: max }, (_, i) => clean[Math.floor((i * clean.length) / max)]!);
}

function feminise(name: string): string {
  return name.replace(/(sk|ck|dzk)i$/, '$1a');
}

export function extractTable(spec: FakerTableSpec): NameTableData {
  const pattern = latinNamePattern(spec.allowSpaces === true);
  const given = (key: 'female' | 'male'): string[] =>
    sampleEvenly(
      collect(spec.locales, (person) => person.first_name, key),
      MAX_GIVEN,
      pattern,
    );
  const familyOf = (key: 'female' | 'male'): string[] =>
    sampleEvenly(
      collect(spec.locales, (person) => person.last_name, key),
      MAX_FAMILY,
      pattern,
    );
  const female = familyOf('female');
  const male = familyOf('male');
  const gendered = female.join() !== male.join() || spec.feminineFamily !== undefined;
  const table: NameTableData = {
    order: spec.order ?? 'given-family',
    female: given('female'),
    male: given('male'),
    family: gendered
      ? { female: spec.feminineFamily === 'polish' ? female.map(feminise) : female, male }
      : male,
  };
  if (spec.familyNameCount !== undefined) table.familyNameCount = spec.familyNameCount;
  return table;
}

export function generatedFileName(id: string): string {
  return `${id.toLowerCase()}.ts`;
}

/** The TypeScript module for one table, formatted with the repository's Prettier settings. */
export async function renderTableModule(spec: FakerTableSpec, prettierConfigPath: string): Promise<string> {
  const source = [
    `// Generated by scripts/build-names.ts from @faker-js/faker ${FAKER_VERSION} (MIT), locales:`,
    `// ${spec.locales.join(', ')}. Do not edit; change the script and run \`npx tsx scripts/build-names.ts\`.`,
    `import type { NameTableData } from '../nameTableData.ts';`,
    '',
    `export const NAMES: NameTableData = ${JSON.stringify(extractTable(spec))};`,
    '',
  ].join('\n');
  const options = (await resolveConfig(prettierConfigPath)) ?? {};
  return format(source, { ...options, parser: 'typescript' });
}

/** Every generated module, by file name. */
export async function renderAllTableModules(prettierConfigPath: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const spec of FAKER_TABLE_SPECS) {
    files.set(generatedFileName(spec.id), await renderTableModule(spec, prettierConfigPath));
  }
  return files;
}
