import { describe, expect, it } from 'vitest';
import { readWorkerConfig } from '../../src/ui/config.ts';
import { DEFAULT_GEOCODER_URL } from '../../src/shared/types.ts';

describe('readWorkerConfig', () => {
  it('uses the public geocoder, a 3 s timeout and the cities file under the base URL by default', () => {
    expect(readWorkerConfig({ BASE_URL: '/' })).toEqual({
      citiesUrl: '/cities.json',
      geocoderUrl: 'https://nominatim.openstreetmap.org/search',
      geocoderTimeoutMs: 3000,
    });
    expect(DEFAULT_GEOCODER_URL).toBe('https://nominatim.openstreetmap.org/search');
    expect(readWorkerConfig({ BASE_URL: '/tsd/' }).citiesUrl).toBe('/tsd/cities.json');
  });

  it('asks for the cities file at the address of its version, which the service worker precaches', () => {
    expect(readWorkerConfig({ BASE_URL: '/', VITE_CITIES_VERSION: '3c833c909a1877d7' }).citiesUrl).toBe(
      '/cities.json?v=3c833c909a1877d7',
    );
    // Anything but a hex hash is not a version the build made: the plain address.
    for (const version of ['', 'x&y=1', '../a', 42]) {
      expect(readWorkerConfig({ BASE_URL: '/', VITE_CITIES_VERSION: version }).citiesUrl).toBe(
        '/cities.json',
      );
    }
  });

  it('switches geocoding off with an empty VITE_GEOCODER_URL', () => {
    expect(readWorkerConfig({ VITE_GEOCODER_URL: '' }).geocoderUrl).toBe('');
    expect(readWorkerConfig({ VITE_GEOCODER_URL: 'http://localhost:8080/search' }).geocoderUrl).toBe(
      'http://localhost:8080/search',
    );
  });

  it.each(['', 'soon', '-5', '0', '2.5', '1e4'])('ignores the invalid timeout %j', (raw) => {
    expect(readWorkerConfig({ VITE_GEOCODER_TIMEOUT_MS: raw }).geocoderTimeoutMs).toBe(3000);
  });

  it('reads a valid timeout', () => {
    expect(readWorkerConfig({ VITE_GEOCODER_TIMEOUT_MS: ' 1500 ' }).geocoderTimeoutMs).toBe(1500);
  });
});
