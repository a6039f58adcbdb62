import { describe, expect, it } from 'vitest';
import type { PlaceChoice } from '../../../../src/shared/types.ts';
import {
  MAX_OTHER_PLACES,
  describeResolution,
  otherPlaces,
  placesPhrase,
} from '../../../../src/ui/features/search/resolutionText.ts';

describe('placesPhrase', () => {
  it('says "place" for one and "places" for any other number', () => {
    expect(placesPhrase(1)).toBe('1 place');
    expect(placesPhrase(2)).toBe('2 places');
    expect(placesPhrase(24)).toBe('24 places');
    expect(placesPhrase(0)).toBe('0 places');
  });

  it('groups thousands the English way, whatever the machine’s locale', () => {
    expect(placesPhrase(1000)).toBe('1,000 places');
  });
});

describe('describeResolution', () => {
  it('names a city as resolved', () => {
    expect(describeResolution({ kind: 'city', label: 'Porto, Portugal', places: 1 })).toBe(
      'Resolved: Porto, Portugal',
    );
  });

  it('says over how many places a country or a region spreads its agents', () => {
    expect(describeResolution({ kind: 'country', label: 'Italy', places: 24 })).toBe(
      'Italy — agents in 24 places',
    );
    expect(describeResolution({ kind: 'region', label: 'Ontario, Canada', places: 9 })).toBe(
      'Ontario, Canada — agents in 9 places',
    );
    expect(describeResolution({ kind: 'region', label: 'Ontario, Canada', places: 1 })).toBe(
      'Ontario, Canada — agents in 1 place',
    );
  });

  it('says when the query named no place and a random city was drawn', () => {
    expect(describeResolution({ kind: 'random', label: 'Lagos, Nigeria', places: 1 })).toBe(
      'No place named — random city: Lagos, Nigeria',
    );
  });
});

describe('otherPlaces', () => {
  const city = (label: string, id: number): PlaceChoice => ({ kind: 'city', label, pin: `city:${id}` });
  const porto = { pin: 'city:2735943' };

  it('offers the alternatives in the order given', () => {
    const alternatives = [city('Porto Alegre, Brazil', 3452925), city('Porto-Novo, Benin', 2392087)];
    expect(otherPlaces({ ...porto, alternatives })).toEqual(alternatives);
  });

  it('offers at most four, the first four', () => {
    const alternatives = [1, 2, 3, 4, 5, 6].map((n) => city(`Place ${n}`, n));
    expect(MAX_OTHER_PLACES).toBe(4);
    expect(otherPlaces({ ...porto, alternatives }).map((choice) => choice.label)).toEqual([
      'Place 1',
      'Place 2',
      'Place 3',
      'Place 4',
    ]);
  });

  it('never offers the place already shown, nor one place twice, and still fills four', () => {
    const alternatives = [
      city('Porto, Portugal', 2735943),
      city('Place 1', 1),
      city('Place 1 again', 1),
      city('Place 2', 2),
      city('Place 3', 3),
      city('Place 4', 4),
    ];
    expect(otherPlaces({ ...porto, alternatives }).map((choice) => choice.pin)).toEqual([
      'city:1',
      'city:2',
      'city:3',
      'city:4',
    ]);
  });

  it('offers nothing when there are no alternatives', () => {
    expect(otherPlaces({ ...porto, alternatives: [] })).toEqual([]);
  });
});
