// Turns a name table into a name generator. Everything that does not depend on the random
// draw (splitting "Yamada|山田", email slugs, the choice of word order) is done here, once per
// mission, so that a call costs a few picks and one template string.
import {
  NATIVE_SEPARATOR,
  type NameEntry,
  type NameTableData,
} from '../../../data/identity/names/nameTableData.ts';
import type { Random } from '../../random.ts';
import { toEmailSlug } from '../emailSlug.ts';
import type { NameGenerator, PersonName, Sex } from '../identityKit.ts';

export interface NamePart {
  latin: string;
  native: string;
  slug: string;
  /** The slug without digits: a username's part (see identity/person.ts). */
  user: string;
  /** `user` and the "_" after it, as a given name starts a username: one concatenation per name, not two. */
  userLead: string;
}

interface GenderPools {
  sex: Sex;
  given: readonly NamePart[];
  family: readonly NamePart[];
}

/** A name's Latin and native forms and its email and username slugs, split once. */
export function toPart(entry: NameEntry): NamePart {
  const cut = entry.indexOf(NATIVE_SEPARATOR);
  const latin = cut < 0 ? entry : entry.slice(0, cut);
  const native = cut < 0 ? '' : entry.slice(cut + 1);
  const slug = toEmailSlug(latin, '');
  const user = slug.replace(/[0-9]/g, '');
  return { latin, native, slug, user, userLead: `${user}_` };
}

function toParts(entries: readonly NameEntry[]): readonly NamePart[] {
  if (entries.length === 0) throw new Error('A name table list is empty.');
  return entries.map(toPart);
}

function toFamilyParts(table: NameTableData): Record<'female' | 'male', readonly NamePart[]> {
  const family = table.family;
  if ('female' in family) return { female: toParts(family.female), male: toParts(family.male) };
  const shared = toParts(family);
  if (table.femaleFamilySuffix === undefined) return { female: shared, male: shared };
  const suffix = toPart(table.femaleFamilySuffix);
  const female = shared.map((part) => {
    const user = part.user + suffix.user;
    return {
      latin: part.latin + suffix.latin,
      native: part.native + suffix.native,
      slug: part.slug + suffix.slug,
      user,
      userLead: `${user}_`,
    };
  });
  return { female, male: shared };
}

/** A username's letters: "yui_sato"; "agent" for a name with no ASCII letters at all. */
export function userBase(given: NamePart, family: NamePart): string {
  return given.user === '' && family.user === '' ? 'agent' : given.userLead + family.user;
}

/**
 * Compiles a table into a generator. Gender is drawn first (even odds), then a given name of
 * that gender and, where family names are gendered, a family name of the same gender.
 *
 * @example compileNameTable({ order: 'family-given', nativeScripts: ['Han'], nativeSeparator: ' ',
 *   female: ['Hanako|花子'], male: ['Taro|太郎'], family: ['Yamada|山田'] })(createRandom(1))
 *   // { fullName: "Yamada Taro", nativeName: "山田 太郎", emailLocal: "taro.yamada" } (or Hanako)
 */
export function compileNameTable(table: NameTableData): NameGenerator {
  const family = toFamilyParts(table);
  const female: GenderPools = { sex: 'female', given: toParts(table.female), family: family.female };
  const male: GenderPools = { sex: 'male', given: toParts(table.male), family: family.male };
  const familyFirst = table.order === 'family-given';
  const nativeSeparator = table.nativeSeparator ?? ' ';

  // One closure per shape, so the per-call path carries no branches on the table's settings.
  if (table.familyNameCount === 2) {
    return (random: Random): PersonName => {
      const pools = random.next() < 0.5 ? female : male;
      const given = random.pick(pools.given);
      const first = random.pick(pools.family);
      const second = random.pick(pools.family);
      return {
        sex: pools.sex,
        fullName: familyFirst
          ? `${first.latin} ${second.latin} ${given.latin}`
          : `${given.latin} ${first.latin} ${second.latin}`,
        emailLocal: `${given.slug}.${first.slug}`,
        userBase: userBase(given, first),
      };
    };
  }
  if (table.nativeScripts === undefined) {
    return familyFirst
      ? (random: Random): PersonName => {
          const pools = random.next() < 0.5 ? female : male;
          const given = random.pick(pools.given);
          const last = random.pick(pools.family);
          return {
            sex: pools.sex,
            fullName: `${last.latin} ${given.latin}`,
            emailLocal: `${given.slug}.${last.slug}`,
            userBase: userBase(given, last),
          };
        }
      : (random: Random): PersonName => {
          const pools = random.next() < 0.5 ? female : male;
          const given = random.pick(pools.given);
          const last = random.pick(pools.family);
          return {
            sex: pools.sex,
            fullName: `${given.latin} ${last.latin}`,
            emailLocal: `${given.slug}.${last.slug}`,
            userBase: userBase(given, last),
          };
        };
  }
  return familyFirst
    ? (random: Random): PersonName => {
        const pools = random.next() < 0.5 ? female : male;
        const given = random.pick(pools.given);
        const last = random.pick(pools.family);
        return {
          sex: pools.sex,
          fullName: `${last.latin} ${given.latin}`,
          nativeName: `${last.native}${nativeSeparator}${given.native}`,
          emailLocal: `${given.slug}.${last.slug}`,
          userBase: userBase(given, last),
        };
      }
    : (random: Random): PersonName => {
        const pools = random.next() < 0.5 ? female : male;
        const given = random.pick(pools.given);
        const last = random.pick(pools.family);
        return {
          sex: pools.sex,
          fullName: `${given.latin} ${last.latin}`,
          nativeName: `${given.native}${nativeSeparator}${last.native}`,
          emailLocal: `${given.slug}.${last.slug}`,
          userBase: userBase(given, last),
        };
      };
}
