// Which path loads a file: the app's own layout through the scanner (its cities are columns,
// CityColumns), anything else through JSON.parse and parseCityRecords (an array of Cities);
// bytes or text; a file that arrives in parts; and the plain-decimal rule for a user's
// coordinates written as text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CityColumns } from '../../../../src/worker/engine/cities/cityColumns.ts';
import {
  createCitiesLoader,
  loadCities,
  loadParsed,
  type LoadedCities,
} from '../../../../src/worker/engine/cities/loadCities.ts';
import { CitiesScanner } from '../../../../src/worker/engine/cities/scanCities.ts';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The header of the build's table (scripts/lib/citiesFile.ts), up to its first row. */
const header = () => '{"fields":["id","name","country","admin1","lat","lon","pop","alt"],"rows":[';
/** A row as the build writes it, for a city of this name (written raw: no quotes or backslashes) and population. */
const row = (id: number, name: string, pop: number) =>
  `[${id},"${name}","FR","Auvergne-Rhône-Alpes",45.74846,4.84671,${pop}]`;
/** A table as the build writes it: one row a line, the last line without a line feed. */
const table = (...rows: string[]) => `${header()}\n${rows.join(',\n')}\n]}`;
/** The same cities as the spec's records, which only the general path reads. */
const records = (...names: string[]) =>
  JSON.stringify(names.map((name, i) => ({ id: i + 1, name, country: 'FR', lat: 45.75, lon: 4.85 })));

const fastPath = (loaded: LoadedCities) => loaded.index.cities instanceof CityColumns;
const generalPath = (loaded: LoadedCities) => Array.isArray(loaded.index.cities);
const names = (loaded: LoadedCities) => [...loaded.index.cities].map((city) => city.name);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadCities', () => {
  it('loads the build’s layout on the fast path, from bytes and from text, to the cities it holds', () => {
    const text = table(row(1, 'Lyon', 500), row(2, 'Zoë 𝄞', 20));
    for (const file of [text, encode(text)]) {
      const loaded = loadCities(file);
      expect(fastPath(loaded)).toBe(true);
      expect(loaded.skipped).toBe(0);
      expect(names(loaded)).toEqual(['Lyon', 'Zoë 𝄞']);
      expect(loaded.index.lookup('lyon')).toEqual([0]);
      expect(loaded.index.cities.at(1)).toEqual({
        id: 2,
        name: 'Zoë 𝄞',
        country: 'FR',
        admin1: 'Auvergne-Rhône-Alpes',
        lat: 45.74846,
        lon: 4.84671,
        pop: 20,
      });
    }
  });

  it('loads any other file on the general path, from bytes and from text, and counts what it skips', () => {
    const text = JSON.stringify([
      { name: 'Lyon', country: 'FR', lat: 45.75, lon: 4.85 },
      { name: 'Nowhere', country: 'FR', lat: 'north', lon: 4.85 },
      7,
    ]);
    for (const file of [text, encode(text)]) {
      const loaded = loadCities(file);
      expect(generalPath(loaded)).toBe(true);
      expect(loaded.skipped).toBe(2);
      expect(names(loaded)).toEqual(['Lyon']);
    }
  });

  it('takes the general path for a table the scanner does not read (unsorted), to the same cities', () => {
    const text = table(row(1, 'Small', 5), row(2, 'Large', 500));
    const loaded = loadCities(encode(text));
    expect(generalPath(loaded)).toBe(true);
    expect(loaded.skipped).toBe(0);
    expect(names(loaded)).toEqual(['Large', 'Small']);
  });

  it('refuses what is not JSON, in plain words, from bytes and from text, empty included', () => {
    for (const text of [
      '',
      'not json',
      `${header()}\n${row(1, 'Lyon', 5)}`,
      `${table(row(1, 'Lyon', 5))} x`,
    ]) {
      expect(() => JSON.parse(text), text).toThrow(SyntaxError);
      for (const file of [text, encode(text)]) {
        expect(() => loadCities(file), text).toThrow(new SyntaxError('The cities file is not valid JSON.'));
      }
    }
  });

  it('drops a byte-order mark before the bytes, as fetch’s text() does, on either path', () => {
    const bom = [0xef, 0xbb, 0xbf];
    const fast = loadCities(new Uint8Array([...bom, ...encode(table(row(1, 'Lyon', 5)))]));
    expect(fastPath(fast)).toBe(true);
    expect(names(fast)).toEqual(['Lyon']);
    const general = loadCities(new Uint8Array([...bom, ...encode(records('Lyon'))]));
    expect(generalPath(general)).toBe(true);
    expect(names(general)).toEqual(['Lyon']);
  });

  it('refuses text that begins with a byte-order mark, as JSON.parse does', () => {
    const text = `\uFEFF${table(row(1, 'Lyon', 5))}`;
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(() => loadCities(text)).toThrow('The cities file is not valid JSON.');
  });

  it('keeps U+FEFF inside a name, on the fast path from text', () => {
    const loaded = loadCities(table(row(1, '\uFEFFLyon', 5)));
    expect(fastPath(loaded)).toBe(true);
    expect(names(loaded)).toEqual(['\uFEFFLyon']);
  });

  it('reads text with a lone surrogate on the general path, which keeps it; a whole pair stays fast', () => {
    for (const name of [
      'Ly\uD800on',
      'Ly\uDC00on',
      'Lyon\uD834',
      '\uDD1ELyon',
      'Ly\uD800\uD834\uDD1Eon',
      'Ly\uD834\uDD1E\uDD1Eon',
    ]) {
      const loaded = loadCities(table(row(1, name, 5)));
      expect(generalPath(loaded), JSON.stringify(name)).toBe(true);
      expect(names(loaded), JSON.stringify(name)).toEqual([name]);
    }
    const pair = loadCities(table(row(1, 'Ly\uD834\uDD1Eon', 5)));
    expect(fastPath(pair)).toBe(true);
    expect(names(pair)).toEqual(['Ly\uD834\uDD1Eon']);
  });

  it('reads malformed UTF-8 on the general path, replaced as fetch’s text() would', () => {
    const bytes = encode(table(row(1, 'LyXon', 5)));
    bytes[bytes.indexOf(0x58)] = 0xff;
    const loaded = loadCities(bytes);
    expect(generalPath(loaded)).toBe(true);
    expect(names(loaded)).toEqual([new TextDecoder().decode(new Uint8Array([0x4c, 0x79, 0xff, 0x6f, 0x6e]))]);
    expect(names(loaded)).toEqual(['Ly\uFFFDon']);
  });
});

describe('loadParsed: a user’s coordinates written as text', () => {
  it('takes plain decimals, signed or not, with spaces around them', () => {
    for (const [text, value] of [
      ['45.75', 45.75],
      [' 45.75 ', 45.75],
      ['-0.5', -0.5],
      ['+4.5', 4.5],
      ['.5', 0.5],
      ['5.', 5],
      ['90', 90],
      ['-90', -90],
    ] as const) {
      const loaded = loadParsed(JSON.stringify([{ name: 'Lyon', country: 'FR', lat: text, lon: '4.85' }]));
      expect(loaded.skipped, text).toBe(0);
      expect(loaded.index.cities.at(0)?.lat, text).toBe(value);
    }
  });

  it('refuses what Number() would read but nobody writes as a coordinate: trailing text, hex, exponents', () => {
    for (const text of [
      '45.75abc',
      '0x2D',
      '4.5e1',
      '4.5E1',
      'Infinity',
      '',
      ' ',
      '45,75',
      '1.2.3',
      '.',
      '-',
      '90.5x',
    ]) {
      const loaded = loadParsed(JSON.stringify([{ name: 'Lyon', country: 'FR', lat: text, lon: '4.85' }]));
      expect(loaded.skipped, JSON.stringify(text)).toBe(1);
      expect(loaded.index.cities.length, JSON.stringify(text)).toBe(0);
    }
  });
});

describe('createCitiesLoader', () => {
  it('loads a file pushed byte by byte, or cut at every point, on the fast path', () => {
    const bytes = encode(table(row(1, 'Lyon', 500), row(2, 'Zoë 東京 𝄞', 20), row(3, 'Köln', 20)));
    const expected = names(loadCities(bytes));
    expect(expected).toEqual(['Lyon', 'Zoë 東京 𝄞', 'Köln']);
    for (const expectedBytes of [0, bytes.length]) {
      const loader = createCitiesLoader(expectedBytes);
      for (let i = 0; i < bytes.length; i++) loader.push(bytes.slice(i, i + 1));
      const loaded = loader.finish();
      expect(fastPath(loaded)).toBe(true);
      expect(names(loaded)).toEqual(expected);
    }
    // Two parts, cut at every byte: inside the header, a row, a multi-byte character, after a line feed.
    for (let cut = 0; cut <= bytes.length; cut++) {
      const loader = createCitiesLoader(bytes.length);
      loader.push(bytes.slice(0, cut));
      loader.push(bytes.slice(cut));
      const loaded = loader.finish();
      if (!fastPath(loaded) || names(loaded).join() !== expected.join()) {
        expect({ cut, fast: fastPath(loaded), names: names(loaded) }).toEqual({
          cut,
          fast: true,
          names: expected,
        });
      }
    }
  });

  it('scans each part up to its last line feed, so only whole lines are read before the end', () => {
    const scan = vi.spyOn(CitiesScanner.prototype, 'scan');
    const text = table(row(1, 'Lyon', 500), row(2, 'Köln', 20));
    const bytes = encode(text);
    const loader = createCitiesLoader(0);
    const lineEnds: number[] = [];
    for (let start = 0; start < bytes.length; start += 7) {
      const part = bytes.slice(start, start + 7);
      loader.push(part);
      const last = part.lastIndexOf(0x0a);
      if (last >= 0) lineEnds.push(start + last + 1);
    }
    expect(scan.mock.calls.map(([, end]) => end)).toEqual(lineEnds);
    for (const end of lineEnds) expect(bytes[end - 1]).toBe(0x0a);
    expect(lineEnds.length).toBeGreaterThan(0);
    const loaded = loader.finish();
    expect(scan.mock.calls.at(-1)?.[1]).toBe(bytes.length);
    expect(fastPath(loaded)).toBe(true);
    expect(names(loaded)).toEqual(['Lyon', 'Köln']);
  });

  it('scans a part that is only a line feed', () => {
    const scan = vi.spyOn(CitiesScanner.prototype, 'scan');
    const loader = createCitiesLoader(0);
    const bytes = encode(table(row(1, 'Lyon', 5)));
    const firstLine = bytes.indexOf(0x0a);
    loader.push(bytes.slice(0, firstLine));
    expect(scan).not.toHaveBeenCalled();
    loader.push(bytes.slice(firstLine, firstLine + 1));
    expect(scan.mock.calls.map(([, end]) => end)).toEqual([firstLine + 1]);
    loader.push(bytes.slice(firstLine + 1));
    expect(names(loader.finish())).toEqual(['Lyon']);
  });

  it('grows past a size it was told that is too small, keeping what it had', () => {
    // Longer than 64 KiB, and than twice the size it was told: the buffer must take all of it.
    const bytes = encode(`${table(row(1, 'Lyon', 500), row(2, 'Köln', 20))}${'\n'.repeat(70_000)} `);
    const whole = createCitiesLoader(100);
    whole.push(bytes);
    const splits = createCitiesLoader(1);
    splits.push(bytes.slice(0, 50));
    splits.push(bytes.slice(50));
    const small = createCitiesLoader(1);
    for (let i = 0; i < 300; i += 3) small.push(bytes.slice(i, i + 3));
    small.push(bytes.slice(300));
    for (const loader of [whole, splits, small]) {
      const loaded = loader.finish();
      expect(fastPath(loaded)).toBe(true);
      expect(names(loaded)).toEqual(['Lyon', 'Köln']);
    }
  });

  it('reads only what was pushed when told a larger size', () => {
    const bytes = encode(table(row(1, 'Lyon', 5)));
    const loader = createCitiesLoader(bytes.length + 1000);
    loader.push(bytes);
    const loaded = loader.finish();
    expect(fastPath(loaded)).toBe(true);
    expect(names(loaded)).toEqual(['Lyon']);
  });

  it('takes the general path for another file, and refuses what is not JSON or nothing', () => {
    const text = records('Lyon', 'Köln');
    const loader = createCitiesLoader(0);
    const bytes = encode(text);
    loader.push(bytes.slice(0, 10));
    loader.push(bytes.slice(10));
    const loaded = loader.finish();
    expect(generalPath(loaded)).toBe(true);
    expect(names(loaded)).toEqual(['Lyon', 'Köln']);
    expect(() => createCitiesLoader(0).finish()).toThrow(
      new SyntaxError('The cities file is not valid JSON.'),
    );
    const broken = createCitiesLoader(0);
    broken.push(encode(`${header()}\n${row(1, 'Lyon', 5)},\nnot json\n]}`));
    expect(() => broken.finish()).toThrow(new SyntaxError('The cities file is not valid JSON.'));
  });

  it('decodes the general path’s bytes as fetch’s text() would: a byte-order mark dropped, bad bytes replaced', () => {
    const bytes = encode(records('LyXon'));
    bytes[bytes.indexOf(0x58)] = 0xff;
    const loader = createCitiesLoader(0);
    loader.push(new Uint8Array([0xef, 0xbb, 0xbf]));
    loader.push(bytes);
    const loaded = loader.finish();
    expect(generalPath(loaded)).toBe(true);
    expect(names(loaded)).toEqual(['Ly\uFFFDon']);
  });
});
