// The shape of a country's address conventions, as the data files under
// src/worker/data/identity/places describe them. Kept apart from the builder so that data
// files import only this type, never logic.

/**
 * How to draw a postcode. `pattern` uses `#` for a digit and `@` for a character of
 * `letters`; everything else is literal. A prefix chosen for the place (by city, then by
 * region, then from `anyPrefix`) overwrites the first characters of the pattern, or, when
 * the pattern holds a `~`, is put where the `~` is (for prefixes of varying length, such
 * as British outward codes).
 */
export interface PostcodeRule {
  pattern: string;
  /** The alphabet of `@`; capital Latin letters when absent. */
  letters?: string;
  anyPrefix?: readonly string[];
  /** Keyed by the GeoNames region (admin1) name, lower case. */
  regionPrefix?: Readonly<Record<string, readonly string[]>>;
  /** Keyed by the GeoNames city name, lower case; wins over the region. */
  cityPrefix?: Readonly<Record<string, readonly string[]>>;
}

/**
 * A country's address conventions. `lines` are joined with ", " and the country's English
 * name is added last, as on an envelope sent abroad. Slots:
 * - `{street}`: a street name built from `streetPatterns` × `streetNames` ("Rue {n}" → "Rue des Lilas");
 * - `{number}`: a house number from 1 to `numberMax`, with an optional suffix;
 * - `{postcode}`, `{city}`, `{region}` (the admin1 name), `{regionCode}` (from `regionCodes`);
 * - `{district}`: a neighbourhood from `districts`;
 * - `{#N}`: an integer from 1 to N (floors, blocks, 丁目 numbers).
 * A line that ends up empty (an unknown region, say) is left out.
 */
export interface AddressStyle {
  lines: readonly string[];
  streetPatterns?: readonly string[];
  streetNames?: readonly string[];
  numberMax?: number;
  /** Drawn uniformly; repeat "" to make plain numbers more common than "12a" or "12 bis". */
  numberSuffixes?: readonly string[];
  districts?: readonly string[];
  postcode?: PostcodeRule;
  /** GeoNames admin1 name (lower case) → the abbreviation used on envelopes. */
  regionCodes?: Readonly<Record<string, string>>;
}
