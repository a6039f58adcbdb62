// How much one reading of a query is worth: the resolver's single measure. Every reading of every
// phrase of the query (a city, a region or a country; by its own name, another name, a nickname, a
// near spelling…) gets a score, and the best score is the answer. Like Nominatim's and Pelias's
// ranking, a score adds two things: how likely a person means the place at all (its importance:
// its size, and whether it is a capital or a region's seat) and how well the words match it (its
// own name, another of its names, a near spelling). What the rest of the query says (a qualifier,
// "state", a pointing "in") adds to it. docs/RESOLVER.md walks through the weights with examples.
//
// The unit is a power of ten of population: a bonus of 1 is worth a place ten times the size.
// An exact small place must not beat the big one people mean: a place 50 times bigger called by one
// of its other names (Lyon for "Lyons") beats a small place's own name.

/** How the words of a phrase name the place of a reading. */
export type MatchKind =
  /** A hand-written nickname or short form people use for a big city ("nyc", "addis", "cdmx"). */
  | 'nickname'
  /** The place's own name: a city's GeoNames name, a country's English or own-language name, a region's name. */
  | 'name'
  /** Another name of a city spelt like its own (an exonym or transliteration): "lyons", "kiev", "frankfort". */
  | 'variant'
  /** Another name unlike its own: a former name, a name in another script or language ("peking", "москва"). */
  | 'other-name'
  /** A country's name in a language that is neither English nor its own ("tunis" is Croatian for Tunisia). */
  | 'other-language'
  /** A region's name without the word for its kind ("kyiv" for Kyiv Oblast). */
  | 'stripped'
  /** A short form of a country or region ("uk", "nsw"), read only when it is the whole query. */
  | 'abbreviation'
  /** The first words of a big city's longer name ("addis" of Addis Ababa, "kuala" of Kuala Lumpur). */
  | 'prefix'
  /** A near spelling of a place's name ("pragu", "edinbrugh"). */
  | 'typo';

/** What each kind of match adds to a reading's importance. */
export const MATCH_SCORES: Readonly<Record<MatchKind, number>> = {
  // A nickname is what those words mean to people; it still yields to a much bigger place's own name.
  nickname: 1.5,
  name: 0,
  // Lyon (523,000) for "lyons" beats Lyons, Illinois (10,000); Brugge (119,000) for "bruges" beats
  // Bruges, France (13,000): a place five times bigger called by a spelling of its name is meant.
  variant: -0.7,
  // Guangzhou (16 M) for "canton" beats Canton, Ohio (70,000); Hong Kong (7.4 M), once called
  // Victoria, does not beat Victoria, British Columbia (290,000, a region's seat); Bordeaux, "porto"
  // in Occitan, does not beat Porto (250,000, a seat).
  'other-name': -1.6,
  // Brazil (210 M), "brasilia" in Finnish, does not beat Brasília (2.2 M, a capital).
  'other-language': -3,
  stripped: -0.7,
  abbreviation: -0.3,
  // Addis Ababa (2.8 M) for "addis" beats Addis, Louisiana (3,700); Porto Alegre (1.4 M) does not beat Porto.
  prefix: -2,
  // Per edit: Melbourne (4.9 M) for "melbourn" beats Melbourn, England (4,700).
  typo: -1.5,
};

/** What a place's kind and standing add: a capital, a region's seat, a country, a region. */
export const STANDING_SCORES = {
  /** National capitals are meant more often than their size says (Brasília, Canberra, Ottawa). */
  capital: 0.5,
  /** So are first-level regions' seats, less so (Victoria, British Columbia; Québec). */
  seat: 0.2,
  /** A country named outright is meant over a city or region of its name ("Georgia", "Mexico"). */
  country: 1,
  /** People name cities more often than regions of the same size ("Washington" is the capital). */
  region: -0.8,
  /**
   * A region named after a city in it ("Tokyo", "Buenos Aires", "Quebec", "Valencia") is the city
   * unless the words say region: it yields this much more.
   */
  namesakeRegion: -1,
} as const;

/** What the words around a phrase add. */
export const CONTEXT_SCORES = {
  /** Each word of the query a reading accounts for: "new york" (2 words) over "york" (1). */
  word: 0.5,
  /**
   * Each qualifier that names an area the reading lies in ("Paris, Texas", "valencia spain"): more than
   * any difference of size, so what the words say about where wins.
   */
  qualifier: 6,
  /** A word that says what kind of place is meant: "sao paulo state", "province of buenos aires", "georgia country". */
  kind: 3,
} as const;

/**
 * Near spellings are looked for when no exact reading names a place at least this big: a person who
 * types "Melbourn" means Melbourne more likely than the village, one who types "Edinburg" may mean Texas.
 */
export const TYPO_LOOKUP_BELOW_POPULATION = 50_000;

/** The importance of a place of this population: its power of ten (a place of one person or none is 0). */
export function sizeScore(population: number): number {
  return population > 1 ? Math.log10(population) : 0;
}
