// Where a mission's agents live: a pin, the geocoder's answer, the local reading of the query, or
// a city drawn from the seed among the 5,000 most populous. Places are facts of the fixture
// (tests/fixtures/cities.fixture.json: Porto is GeoNames 2735943 at 41.14961, -8.61099; its most
// populous place is Shanghai), and random numbers come from a stub that records what it is asked.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Place } from '../../../../src/shared/types.ts';
import type { City } from '../../../../src/worker/engine/cities/cityRecords.ts';
import type { PlaceIndex } from '../../../../src/worker/engine/cities/placeIndex.ts';
import type { Random } from '../../../../src/worker/engine/random.ts';
import { getAreaIndex, loadAreaIndex } from '../../../../src/worker/engine/resolve/areaIndex.ts';
import {
  pickRandomCity,
  placeFromCity,
  placeFromGeocoder,
  placeFromPin,
  placeFromQuery,
  placeMission,
  type PlacingDeps,
  type PlacingRequest,
} from '../../../../src/worker/engine/resolve/missionPlace.ts';
import { MissionError } from '../../../../src/worker/engine/missionError.ts';
import { describeChoices } from '../../../../src/worker/engine/resolve/placeChoices.ts';
import { resolveQuery } from '../../../../src/worker/engine/resolve/resolveQuery.ts';
import { fixtureIndex } from '../fixtureIndex.ts';

// The resolver reads the area names synchronously once they are loaded (see areaIndex.ts).
await loadAreaIndex();

// Built inside the tests, as fixtureIndex.ts explains.
let index: PlaceIndex;
beforeEach(() => {
  index = fixtureIndex();
});

/** A stream whose `int(n)` answers `choose(n)`, recording each n it is asked for. */
function stubRandom(choose: (n: number) => number = () => 0): { random: Random; asked: number[] } {
  const asked: number[] = [];
  const random: Random = {
    next: () => 0,
    int: (n) => {
      asked.push(n);
      return choose(n);
    },
    pick: <T>(items: readonly T[]) => items[0] as T,
  };
  return { random, asked };
}

/** The mission's place stream, counting how often it is opened. */
function placeStream(choose?: (n: number) => number): { open: () => Random; opened: () => number } {
  let opened = 0;
  const { random } = stubRandom(choose);
  return {
    open: () => {
      opened++;
      return random;
    },
    opened: () => opened,
  };
}

/** An index of `count` made-up towns, most populous first. */
function townsIndex(count: number): PlaceIndex {
  const cities: City[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Town ${i + 1}`,
    country: 'PT',
    admin1: '',
    lat: 0,
    lon: 0,
    pop: count - i,
  }));
  return { ...index, cities };
}

const PORTO: Place = {
  name: 'Porto',
  country: 'Portugal',
  countryCode: 'PT',
  admin1: 'Porto',
  lat: 41.14961,
  lon: -8.61099,
  source: 'index',
};
// Rome (GeoNames 3169070) and Toronto (6167865): the most populous places of Italy and Ontario in the fixture.
const ROME = { lat: 41.89193, lon: 12.51133 };
const TORONTO = { lat: 43.70011, lon: -79.4163 };
const ITALIAN_PLACES = ['Rome', 'Milan', 'Turin', 'Bologna', 'Florence', 'Alessandria', 'Porto'];
const ONTARIO_PLACES = ['Toronto', 'Ottawa', 'London', 'Paris', 'Perth', 'Richmond'];

const namesOf = (cities: readonly City[] | undefined): string[] | undefined =>
  cities?.map((city) => city.name);

describe('pickRandomCity', () => {
  it('draws among the 5,000 most populous cities of a larger index', () => {
    const towns = townsIndex(5001);
    const { random, asked } = stubRandom((n) => n - 1);
    expect(pickRandomCity(towns, random).name).toBe('Town 5000');
    expect(asked).toEqual([5000]);
  });

  it('draws among every city of an index of 5,000 or fewer', () => {
    const five = stubRandom((n) => n - 1);
    expect(pickRandomCity(townsIndex(5000), five.random).name).toBe('Town 5000');
    expect(five.asked).toEqual([5000]);
    const fewer = stubRandom((n) => n - 1);
    expect(pickRandomCity(townsIndex(4999), fewer.random).name).toBe('Town 4999');
    expect(fewer.asked).toEqual([4999]);
  });

  it('draws the most populous city when the stream says 0', () => {
    // The fixture's most populous place is Shanghai (GeoNames 1796236).
    expect(pickRandomCity(index, stubRandom(() => 0).random).id).toBe(1796236);
  });

  it('refuses an index without cities', () => {
    expect(() => pickRandomCity(townsIndex(0), stubRandom().random)).toThrow(
      new RangeError('pickRandomCity needs at least one city.'),
    );
  });
});

describe('placeFromCity', () => {
  it("copies the city's name, region and point, names its country in English, and says where it came from", () => {
    const porto = index.cities.at(index.lookupNames('porto')[0] as number) as City;
    expect(placeFromCity(porto, 'index')).toEqual(PORTO);
    expect(placeFromCity(porto, 'random')).toEqual({ ...PORTO, source: 'random' });
  });
});

describe('placeFromPin', () => {
  it('puts a city pin in the city of that GeoNames id, with no alternatives', () => {
    expect(placeFromPin(index, 'city:2735943')).toEqual({
      place: PORTO,
      area: null,
      resolution: {
        kind: 'city',
        label: 'Porto, Portugal',
        pin: 'city:2735943',
        rule: 'pinned',
        alternatives: [],
      },
    });
  });

  it('keeps a random pin random: the same city, shown as drawn', () => {
    expect(placeFromPin(index, 'random:2735943')).toEqual({
      place: { ...PORTO, source: 'random' },
      area: null,
      resolution: {
        kind: 'random',
        label: 'Porto, Portugal',
        pin: 'random:2735943',
        rule: 'pinned',
        alternatives: [],
      },
    });
  });

  it('ignores a malformed pin, an id the index lacks, and a local pin without an index', () => {
    expect(placeFromPin(index, 'nowhere')).toBeNull();
    expect(placeFromPin(index, 'city:12abc')).toBeNull();
    expect(placeFromPin(index, 'city:1')).toBeNull();
    expect(placeFromPin(index, 'random:1')).toBeNull();
    expect(placeFromPin(null, 'city:2735943')).toBeNull();
    expect(placeFromPin(null, 'country:IT')).toBeNull();
  });

  it('places a city pin on the city read before the index, as the index would, and no other pin', () => {
    const other = index.cities.at(index.cities.length - 1) as City;
    const early = [...index.cities].find((city) => city.id === 2735943) as City;
    for (const pin of ['city:2735943', 'random:2735943']) {
      expect(placeFromPin(null, pin, early)).toEqual(placeFromPin(index, pin));
    }
    // A city of another id is not the pin's; an area pin still needs the index.
    expect(other.id).not.toBe(2735943);
    expect(placeFromPin(null, 'city:2735943', other)).toBeNull();
    expect(placeFromPin(null, 'country:PT', early)).toBeNull();
  });

  it("replays a geocoder's answer from the pin alone, even without an index", () => {
    const pin = 'geo:41.1496,-8.611|PT|Porto|Porto';
    const expected = {
      place: { ...PORTO, lat: 41.1496, lon: -8.611, source: 'geocoder' },
      area: null,
      resolution: { kind: 'city', label: 'Porto, Portugal', pin, rule: 'pinned', alternatives: [] },
    };
    expect(placeFromPin(null, pin)).toEqual(expected);
    expect(placeFromPin(index, pin)).toEqual(expected);
  });

  it("labels a geocoder's answer without a country by its name alone", () => {
    const pinned = placeFromPin(null, 'geo:0,0||| Null Island');
    expect(pinned?.resolution.label).toBe('Null Island');
    expect(pinned?.place.country).toBe('');
  });

  it("spreads a country pin over the country's places, shown at the most populous one, named after the country", () => {
    const pinned = placeFromPin(index, 'country:IT');
    expect(pinned?.resolution).toEqual({
      kind: 'country',
      label: 'Italy',
      pin: 'country:IT',
      rule: 'pinned',
      alternatives: [],
    });
    expect(pinned?.place).toEqual({
      name: 'Italy',
      country: 'Italy',
      countryCode: 'IT',
      admin1: '',
      ...ROME,
      source: 'index',
    });
    expect(namesOf(pinned?.area?.cities)).toEqual(ITALIAN_PLACES);
  });

  it("spreads a region pin over the region's places, named after the region", () => {
    const pinned = placeFromPin(index, 'region:CA:Ontario');
    expect(pinned?.resolution).toMatchObject({
      kind: 'region',
      label: 'Ontario, Canada',
      pin: 'region:CA:Ontario',
    });
    expect(pinned?.place).toEqual({
      name: 'Ontario',
      country: 'Canada',
      countryCode: 'CA',
      admin1: 'Ontario',
      ...TORONTO,
      source: 'index',
    });
    expect(namesOf(pinned?.area?.cities)).toEqual(ONTARIO_PLACES);
  });

  it('ignores an area pin the data does not know, or whose area has no place in the index', () => {
    expect(placeFromPin(index, 'region:CA:Atlantis')).toBeNull();
    // The fixture has no Finnish place.
    expect(placeFromPin(index, 'country:FI')).toBeNull();
  });
});

describe('placeFromQuery', () => {
  it("puts a city's agents in the city, with the other places the words may mean, and draws nothing", () => {
    const stream = placeStream();
    const placed = placeFromQuery(index, 'porto', stream.open);
    expect(placed.place).toEqual(PORTO);
    expect(placed.area).toBeNull();
    expect(placed.resolution).toEqual({
      kind: 'city',
      label: 'Porto, Portugal',
      pin: 'city:2735943',
      rule: 'name',
      alternatives: describeChoices(index, resolveQuery(index, getAreaIndex(), 'porto')!).alternatives,
      why: expect.stringMatching(/^“porto” is the name of Porto, .*Portugal \(\d[\d,]* people/),
      scores: { chosen: expect.any(Number), runnerUp: expect.any(Number) },
    });
    expect(placed.resolution.alternatives[0]?.label).toBe('Porto Alegre, Brazil');
    expect(stream.opened()).toBe(0);
  });

  it('says why, with the runner-up, and scores the chosen reading above it', () => {
    const placed = placeFromQuery(index, 'porto', placeStream().open);
    expect(placed.resolution.why).toContain('; runner-up: “porto” is');
    const scores = placed.resolution.scores;
    expect(scores?.runnerUp).not.toBeNull();
    expect(scores!.chosen).toBeGreaterThan(scores!.runnerUp!);
  });

  it("spreads a country's agents over its places, shown at the most populous, named after the country", () => {
    const stream = placeStream();
    const placed = placeFromQuery(index, 'italy', stream.open);
    expect(placed.resolution).toMatchObject({
      kind: 'country',
      label: 'Italy',
      pin: 'country:IT',
      rule: 'country',
    });
    expect(placed.place).toMatchObject({
      name: 'Italy',
      countryCode: 'IT',
      admin1: '',
      ...ROME,
      source: 'index',
    });
    expect(namesOf(placed.area?.cities)).toEqual(ITALIAN_PLACES);
    expect(stream.opened()).toBe(0);
  });

  it("spreads a region's agents over its places, named after the region", () => {
    const placed = placeFromQuery(index, 'ontario', placeStream().open);
    expect(placed.resolution).toMatchObject({ kind: 'region', label: 'Ontario, Canada', rule: 'region' });
    expect(placed.place).toMatchObject({ name: 'Ontario', admin1: 'Ontario', ...TORONTO });
    expect(namesOf(placed.area?.cities)).toEqual(ONTARIO_PLACES);
    // Ontario, California (171,214 people) is the largest of the US towns of that name.
    expect(placed.resolution.alternatives[0]).toEqual({
      kind: 'city',
      label: 'Ontario, California, United States',
      pin: 'city:5379439',
    });
  });

  it('reads the postal abbreviation DC as the District of Columbia, not the state of Washington', () => {
    // USPS: DC is the District of Columbia; GeoNames files Washington (4140963) under that region.
    for (const query of ['Washington, DC', 'washington dc']) {
      const placed = placeFromQuery(index, query, placeStream().open);
      expect(placed.resolution.pin, query).toBe('city:4140963');
      expect(placed.place.admin1, query).toBe('District of Columbia');
    }
  });

  it('draws a city from the mission’s stream when the words name no place', () => {
    const stream = placeStream(() => 0);
    const placed = placeFromQuery(index, 'secret agents', stream.open);
    expect(stream.opened()).toBe(1);
    expect(placed.area).toBeNull();
    expect(placed.place).toMatchObject({ name: 'Shanghai', countryCode: 'CN', source: 'random' });
    expect(placed.resolution).toEqual({
      kind: 'random',
      label: 'Shanghai, China',
      pin: 'random:1796236',
      rule: 'random',
      alternatives: [],
    });
  });

  it('draws a city when the area named has no place in the index, and still offers the other readings', () => {
    // The fixture has no place in Sudan.
    const resolution = resolveQuery(index, getAreaIndex(), 'sudan');
    expect(resolution?.reading).toMatchObject({ kind: 'country', area: { country: 'SD' } });
    const offered = describeChoices(index, resolution!).alternatives;
    expect(offered.length).toBeGreaterThan(0);
    const stream = placeStream(() => 0);
    const placed = placeFromQuery(index, 'sudan', stream.open);
    expect(stream.opened()).toBe(1);
    expect(placed.area).toBeNull();
    expect(placed.resolution).toEqual({
      kind: 'random',
      label: 'Shanghai, China',
      pin: 'random:1796236',
      rule: 'random',
      alternatives: offered,
    });
  });
});

describe('placeFromGeocoder', () => {
  const answer = (fields: Partial<Place>): Place => ({
    name: 'Porto',
    country: 'Portugal',
    countryCode: 'PT',
    admin1: 'Porto',
    lat: 41.1496,
    lon: -8.611,
    source: 'geocoder',
    ...fields,
  });

  it("takes a city answer as it is, pinned by its point, without an index's alternatives when there is none", () => {
    expect(placeFromGeocoder(null, answer({}), 'porto')).toEqual({
      place: answer({}),
      area: null,
      resolution: {
        kind: 'city',
        label: 'Porto, Portugal',
        pin: 'geo:41.1496,-8.611|PT|Porto|Porto',
        rule: 'geocoder',
        alternatives: [],
      },
    });
  });

  it('never spreads a city answer over the region of its name', () => {
    // "Porto" is also a Portuguese district; the geocoder said city.
    const placed = placeFromGeocoder(index, answer({}), 'porto');
    expect(placed.area).toBeNull();
    expect(placed.resolution).toMatchObject({ kind: 'city', rule: 'geocoder' });
  });

  it("offers what the local index reads in the words, except the geocoder's own place", () => {
    const porto = placeFromGeocoder(index, answer({}), 'porto');
    expect(porto.resolution.alternatives.map((choice) => choice.label)).toEqual([
      'Porto Alegre, Brazil',
      'Porto-Novo, Benin',
      'Porto, Brazil',
      'Porto, Italy',
    ]);
    const alegre = answer({
      name: 'Porto Alegre',
      country: 'Brazil',
      countryCode: 'BR',
      admin1: 'Rio Grande do Sul',
    });
    expect(
      placeFromGeocoder(index, alegre, 'porto').resolution.alternatives.map((choice) => choice.label),
    ).toEqual(['Porto-Novo, Benin', 'Porto, Brazil', 'Porto, Italy']);
  });

  it('offers nothing when the local index reads no place in the words', () => {
    expect(placeFromGeocoder(index, answer({}), 'secret agents').resolution.alternatives).toEqual([]);
  });

  it('labels an answer without a country by its name alone, and keeps no area field on the place', () => {
    const island = answer({ name: 'Null Island', country: '', countryCode: '', admin1: '', area: 'country' });
    const placed = placeFromGeocoder(index, island, 'null island');
    expect(placed.resolution.label).toBe('Null Island');
    expect(placed.resolution.kind).toBe('city');
    expect(placed.place).not.toHaveProperty('area');
  });

  it("spreads a country answer over the index's places there, shown at the most populous, not the answer's centre", () => {
    const italy = answer({
      name: 'Italy',
      country: 'Italy',
      countryCode: 'IT',
      admin1: '',
      lat: 42.64,
      lon: 12.67,
      area: 'country',
    });
    const placed = placeFromGeocoder(index, italy, 'italia');
    expect(placed.resolution).toMatchObject({
      kind: 'country',
      label: 'Italy',
      pin: 'country:IT',
      rule: 'geocoder',
    });
    expect(placed.place).toEqual({
      name: 'Italy',
      country: 'Italy',
      countryCode: 'IT',
      admin1: '',
      ...ROME,
      source: 'geocoder',
    });
    expect(namesOf(placed.area?.cities)).toEqual(ITALIAN_PLACES);
  });

  it('never offers the area the geocoder answered as another place the query may have meant', () => {
    // "georgia" reads locally as the country and the US state; whichever the geocoder names is the
    // answer, and the other is the one alternative left.
    const state = answer({
      name: 'Georgia',
      country: 'United States',
      countryCode: 'US',
      admin1: 'Georgia',
      area: 'region',
    });
    const country = answer({
      name: 'Georgia',
      country: 'Georgia',
      countryCode: 'GE',
      admin1: '',
      area: 'country',
    });
    const asState = placeFromGeocoder(index, state, 'georgia').resolution;
    const asCountry = placeFromGeocoder(index, country, 'georgia').resolution;
    expect(asState.pin).toBe('region:US:Georgia');
    expect(asState.alternatives.map((choice) => choice.pin)).not.toContain('region:US:Georgia');
    expect(asCountry.pin).toBe('country:GE');
    expect(asCountry.alternatives.map((choice) => choice.pin)).not.toContain('country:GE');
    expect(asCountry.alternatives.map((choice) => choice.pin)).toContain('region:US:Georgia');
  });

  it('takes an area answer as one point without an index, or when the index has no place there', () => {
    const italy = answer({ name: 'Italy', country: 'Italy', countryCode: 'IT', admin1: '', area: 'country' });
    const alone = placeFromGeocoder(null, italy, 'italy');
    expect(alone.area).toBeNull();
    expect(alone.resolution).toMatchObject({
      kind: 'city',
      rule: 'geocoder',
      pin: 'geo:41.1496,-8.611|IT||Italy',
    });
    expect(alone.place).not.toHaveProperty('area');
    const finland = answer({
      name: 'Finland',
      country: 'Finland',
      countryCode: 'FI',
      admin1: '',
      area: 'country',
    });
    expect(placeFromGeocoder(index, finland, 'finland').resolution.kind).toBe('city');
  });

  it('spreads a region answer over that region, found by its name in the answer’s country', () => {
    const ontario = answer({
      name: 'Ontario',
      country: 'Canada',
      countryCode: 'CA',
      admin1: 'Ontario',
      area: 'region',
    });
    const placed = placeFromGeocoder(index, ontario, 'ontario');
    expect(placed.resolution).toMatchObject({
      kind: 'region',
      label: 'Ontario, Canada',
      pin: 'region:CA:Ontario',
      rule: 'geocoder',
    });
    expect(placed.place).toMatchObject({
      name: 'Ontario',
      admin1: 'Ontario',
      ...TORONTO,
      source: 'geocoder',
    });
    expect(namesOf(placed.area?.cities)).toEqual(ONTARIO_PLACES);
    // The other places the local index reads in "ontario", as for any answer: Ontario, California first.
    const local = resolveQuery(index, getAreaIndex(), 'ontario');
    expect(placed.resolution.alternatives).toEqual(describeChoices(index, local!).alternatives);
    expect(placed.resolution.alternatives[0]?.label).toBe('Ontario, California, United States');
  });

  it('finds a region answer by its name when it has no region field', () => {
    const ontario = answer({
      name: 'Ontario',
      country: 'Canada',
      countryCode: 'CA',
      admin1: '',
      area: 'region',
    });
    expect(placeFromGeocoder(index, ontario, 'ontario').resolution.pin).toBe('region:CA:Ontario');
  });

  it('finds a region answer by its name without the word for its kind', () => {
    // The geocoder says "Bursa"; the cities file says "Bursa Province".
    const bursa = answer({
      name: 'Bursa',
      country: 'Türkiye',
      countryCode: 'TR',
      admin1: 'Bursa',
      area: 'region',
    });
    const placed = placeFromGeocoder(index, bursa, 'bursa');
    expect(placed.resolution).toMatchObject({ kind: 'region', pin: 'region:TR:Bursa Province' });
    expect(namesOf(placed.area?.cities)).toEqual(['Bursa']);
  });

  it("takes a region answer as one point when no region of that name is in the answer's country", () => {
    // Victoria is a state of Australia and a region of Malta, not of Canada.
    const victoria = answer({
      name: 'Victoria',
      country: 'Canada',
      countryCode: 'CA',
      admin1: 'Victoria',
      area: 'region',
    });
    expect(placeFromGeocoder(index, victoria, 'victoria').resolution).toMatchObject({
      kind: 'city',
      rule: 'geocoder',
    });
    // Georgia names a country and a US state; a region answer in Georgia the country is neither.
    const georgia = answer({
      name: 'Georgia',
      country: 'Georgia',
      countryCode: 'GE',
      admin1: 'Georgia',
      area: 'region',
    });
    expect(placeFromGeocoder(index, georgia, 'georgia').resolution).toMatchObject({
      kind: 'city',
      rule: 'geocoder',
    });
  });
});

describe('placeMission: the one entry point', () => {
  const LISBON: Place = {
    name: 'Lisbon',
    country: 'Portugal',
    countryCode: 'PT',
    admin1: 'Lisbon',
    lat: 38.72,
    lon: -9.14,
    source: 'geocoder',
  };

  /** Deps over the fixture whose geocoder answers `answer` and counts its questions. */
  function deps(answer: Place | null = null): PlacingDeps & { asked: string[] } {
    const asked: string[] = [];
    return {
      index,
      geocode: (query) => {
        asked.push(query);
        return Promise.resolve(answer);
      },
      loadAreaNames: () => loadAreaIndex(),
      asked,
    };
  }

  const ask = (overrides: Partial<PlacingRequest>): PlacingRequest => ({
    query: 'porto',
    pin: '',
    offline: false,
    strictPin: null,
    isCurrent: () => true,
    random: placeStream().open,
    ...overrides,
  });

  it('takes the pin first, and asks the geocoder nothing', async () => {
    const d = deps(LISBON);
    const placed = await placeMission(d, ask({ pin: 'city:2735943', query: 'lisbon' }));
    expect(placed.resolution).toMatchObject({
      rule: 'pinned',
      pin: 'city:2735943',
      label: 'Porto, Portugal',
    });
    expect(d.asked).toEqual([]);
  });

  it("then the geocoder's answer, then the local resolver when offline or unanswered", async () => {
    const answered = deps(LISBON);
    expect((await placeMission(answered, ask({}))).resolution.rule).toBe('geocoder');
    expect(answered.asked).toEqual(['porto']);
    const offline = deps(LISBON);
    expect((await placeMission(offline, ask({ offline: true }))).resolution.label).toBe('Porto, Portugal');
    expect(offline.asked).toEqual([]);
    expect((await placeMission(deps(null), ask({}))).resolution.rule).toBe('name');
  });

  it('asks the geocoder nothing for a search already replaced', async () => {
    const d = deps(LISBON);
    await placeMission(d, ask({ isCurrent: () => false }));
    expect(d.asked).toEqual([]);
  });

  it('ignores a pin that names nothing for a link, and refuses it, in one line, when strict', async () => {
    const placed = await placeMission(deps(), ask({ pin: 'city:1', offline: true }));
    expect(placed.resolution.label).toBe('Porto, Portugal');
    const strict = placeMission(deps(), ask({ pin: 'city:1', offline: true, strictPin: '--place' }));
    await expect(strict).rejects.toThrow(MissionError);
    await expect(strict).rejects.toThrow(/^--place names no place: "city:1" \(/);
  });

  it('draws a random city from the mission stream when the words name no place', async () => {
    const stream = placeStream();
    const placed = await placeMission(
      deps(),
      ask({ query: 'weapon dealers', offline: true, random: stream.open }),
    );
    expect(placed.resolution.kind).toBe('random');
    expect(stream.opened()).toBe(1);
  });

  it('refuses a query when there is no index and no answer', async () => {
    const none = { ...deps(null), index: null };
    await expect(placeMission(none, ask({}))).rejects.toThrow('City index unavailable');
  });
});
