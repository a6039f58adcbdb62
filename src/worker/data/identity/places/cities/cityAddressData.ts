// The shape of what version 3 knows about one large city's addresses: its own districts, the
// postcodes of each, and its landline area code. Without such a record an address names no
// district at all (rather than another city's), and the postcode and area code follow the
// country's region rules.

/**
 * Postcodes as a list of entries, each one of:
 * - an exact code: "75011", "SW1A 1AA";
 * - an inclusive range of same-length numeric codes: "28001-28055", "00-001-00-999" is not
 *   allowed (write ranges only for codes that are plain digits; Polish "00-950" style codes go
 *   as patterns);
 * - a pattern, where "#" is any digit and "@" any capital letter: "02-5##", "SW1A #@@".
 */
export type PostcodeEntries = readonly string[];

export interface CityDistrict {
  /** As an address writes it, in the country's usual Latin-script form: "Gangnam-gu", "Mokotów", "Andheri West". */
  name: string;
  /** The codes of the district; absent when the city's list below applies to every district. */
  postcodes?: PostcodeEntries;
  /** Residents (any year, any scale consistent within the city): agents are spread in proportion. Equal when absent. */
  population?: number;
  /**
   * Streets that run through the district, written whole as addresses write them ("ul. Marszałkowska",
   * "Nepean Sea Road"). A version that ties streets to districts (MissionVersionContents.districtStreets)
   * draws the street of the district's address from here; versions before it ignore the list.
   */
  streets?: readonly string[];
  /**
   * The codes of the district's streets, where `postcodes` is absent or wider: read only with
   * `streets`, by a version that ties them. `postcodes` stays as versions 1–3 read it, so that their
   * missions replay byte for byte.
   */
  streetPostcodes?: PostcodeEntries;
  /**
   * Where a district's codes differ from one part of it to another (Berlin's Mitte is 101xx, Moabit
   * 105xx and Wedding 133xx), its streets by part, each with its part's codes: read instead of
   * `streets` and `streetPostcodes` by a version that ties streets to districts, so a street is
   * written with a code of its own part. A part is drawn in proportion to the streets it lists.
   */
  streetAreas?: readonly StreetArea[];
  /**
   * The town the post writes for the district's addresses where it is not the city's own name (New
   * York's boroughs: "Brooklyn, NY", "Bronx, NY"; Manhattan's is "New York"). Read with `streets`
   * or `streetAreas` by a version that ties streets to districts.
   */
  postalCity?: string;
  /**
   * The highest house number of the district's listed streets, where it is well below the country's
   * (Manhattan's cross streets end near 600 where a US address may reach 9999). Read with the streets.
   */
  numberMax?: number;
}

/** Streets of one part of a district, the codes of that part, and its postal town where it has its own. */
export interface StreetArea {
  streets: readonly string[];
  postcodes: PostcodeEntries;
  /** As CityDistrict.postalCity, for this part (Queens' addresses name its neighbourhoods: "Flushing, NY"). */
  postalCity?: string;
  /** As CityDistrict.numberMax, for this part. */
  numberMax?: number;
}

export interface CityAddressData {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /**
   * Every lower-case name the city goes by in GeoNames' data and in the app's search (its main
   * name first, then ASCII and English forms): "são paulo", "sao paulo".
   */
  names: readonly string[];
  /**
   * The city's name as its own addresses write it, where that differs from the English name the
   * city list gives ("Warszawa" for Warsaw, "München" for Munich).
   */
  addressName?: string;
  /**
   * Streets of the city, written whole ("Teheran-ro", "Linking Road"), where the country's list would
   * give streets of other cities (Busan's Haeundae-ro in Seoul, Chennai's Anna Salai in Mumbai).
   */
  streets?: readonly string[];
  /** The city's own districts, wards, boroughs or neighbourhoods as its addresses name them. */
  districts?: readonly CityDistrict[];
  /** The city's postcodes, for districts that list none, or for the whole city when there are no districts. */
  postcodes?: PostcodeEntries;
  /**
   * Landline area codes: the leading digits of the national significant number (no trunk 0; Italy
   * keeps its 0), as in data/identity/phones/areaCodes.ts: Madrid "91", Málaga "952", Seoul "2".
   */
  areaCodes?: readonly string[];
  /** Where the districts, codes and figures come from: publisher, dataset and year. */
  sources: readonly string[];
}
