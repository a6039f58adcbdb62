// File names for what the app saves. They carry the mission (query and seed) so a folder of
// downloads explains itself, and are made safe for any file system: letters and digits of any
// script are kept, everything else (path separators, reserved characters such as <>:"/\|?*,
// control characters, spaces, dots) becomes one hyphen, and the length is capped under the
// 255-byte limit of common file systems even when every character takes three or four bytes.
import { PROFILES_PER_SEARCH } from '../../shared/limits.ts';

/** Longest stem taken from user text, in characters (code points). */
export const MAX_STEM_LENGTH = 60;
/**
 * Longest stem taken from a text seed: with a 60-character query, three bytes a character, and
 * the longest count and extension, the name stays under the common 255-byte limit.
 */
export const MAX_SEED_STEM_LENGTH = 15;

/**
 * The longest mission file name, in UTF-8 bytes: under the 255 bytes of ext4, APFS and NTFS, with
 * room for the " (1)" a browser adds to a second download of the same name.
 */
export const MAX_FILE_NAME_BYTES = 250;

/**
 * A lower-case, hyphen-separated stem of `text`, or `fallback` when nothing usable is left.
 *
 * @example safeFileStem('Paris, Texas / "HQ"') === 'paris-texas-hq'
 */
export function safeFileStem(text: string, fallback: string, maxLength = MAX_STEM_LENGTH): string {
  const stem = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = Array.from(stem).slice(0, maxLength).join('').replace(/-+$/, '');
  return cut === '' ? fallback : cut;
}

export interface MissionName {
  query: string;
  /** Digits, or the text seed, which is made safe like the query. */
  seed: string;
  count: number;
}

/**
 * The download name of a mission's agents: `agents-{query}-seed-{seed}[-n{count}][-{suffix}].{extension}`,
 * with the count only when it is not the spec's twelve, as in the mission link; the suffix says what
 * part or kind of file it is (e.g. "filtered", "filtered-sqlite"). Where a long query in a script of
 * three-byte characters would take the name past MAX_FILE_NAME_BYTES, the query's stem is cut further.
 *
 * @example missionFileName({ query: 'Tokyo', seed: '42', count: 12 }, 'csv') === 'agents-tokyo-seed-42.csv'
 */
export function missionFileName(mission: MissionName, extension: string, suffix = ''): string {
  const count = mission.count === PROFILES_PER_SEARCH ? '' : `-n${mission.count}`;
  const seed = safeFileStem(mission.seed, 'seed', MAX_SEED_STEM_LENGTH);
  const tail = suffix === '' ? '' : `-${suffix}`;
  const name = (query: string) => `agents-${query}-seed-${seed}${count}${tail}.${extension}`;
  const room = MAX_FILE_NAME_BYTES - utf8Length(name(''));
  const query = Array.from(safeFileStem(mission.query, 'mission'));
  while (query.length > 1 && utf8Length(query.join('')) > room) query.pop();
  return name(query.join('').replace(/-+$/, ''));
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * The name of a picture of the map ("Export Map PNG"): `map-{query}-seed-{seed}[-n{count}].png`, or
 * `map-silent-directory.png` while no mission is on screen.
 *
 * @example mapFileName({ query: 'Tokyo', seed: '42', count: 12 }) === 'map-tokyo-seed-42.png'
 */
export function mapFileName(mission: MissionName | null): string {
  if (mission === null) return 'map-silent-directory.png';
  return missionFileName(mission, 'png').replace(/^agents-/, 'map-');
}

/**
 * A profile's vCard file: the codename, made safe for file systems.
 *
 * @example vCardFileName({ codename: 'Silent Viper' }) === 'silent-viper.vcf'
 */
export function vCardFileName(agent: { codename: string }): string {
  return `${safeFileStem(agent.codename, 'agent')}.vcf`;
}
