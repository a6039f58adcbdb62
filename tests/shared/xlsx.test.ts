// The XLSX writer's own rules: the 1900 date system's serials, column letters, ECMA-376's text escape,
// the worksheet's row limit, and bytes that depend on the agents alone (not on how they are handed
// over, nor on the machine's time zone). What the cells mean is checked by real readers (openpyxl,
// LibreOffice) in tests/roundtrip/xlsx.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '../../src/shared/types.ts';
import {
  cellText,
  columnLetters,
  createXlsxWriter,
  dateSerial,
  formatXlsx,
  XLSX_MAX_AGENTS,
  XLSX_MAX_ROWS,
  XLSX_WIDTH_SAMPLE,
} from '../../src/shared/xlsx.ts';

const agentAt = (i: number): Agent => ({
  fullName: `Agent ${i}`,
  codename: 'Silent Viper',
  profession: 'Cryptographer',
  nationality: 'South Korea',
  city: 'Seoul',
  address: `${i} Eulji-ro, Jung-gu, Seoul 04524, South Korea`,
  email: `agent${i}@section-zero.example`,
  phone: '+82 2 1234 5678',
  agency: 'Section Zero',
  lat: 37.5 + i / 1e6,
  lng: 126.9,
  countryCode: 'KR',
  ...(i % 2 === 0 ? { nativeName: '김민준' } : {}),
});
// More than the width sample, and more text than one push to the deflate stream.
const AGENTS = Array.from({ length: XLSX_WIDTH_SAMPLE + 700 }, (_, i) => agentAt(i));

function concat(parts: readonly Uint8Array[]): Uint8Array {
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

describe('dateSerial', () => {
  it('counts days as Excel’s 1900 date system does', () => {
    // Excel: =DATE(2000,1,1) is 36526, =DATE(1900,3,1) is 61, =DATE(9999,12,31) is 2958465, its last day.
    expect(dateSerial('2000-01-01')).toBe(36526);
    expect(dateSerial('1900-03-01')).toBe(61);
    expect(dateSerial('2000-02-29')).toBe(36585);
    expect(dateSerial('9999-12-31')).toBe(2958465);
  });

  it('leaves as text the days before 1 March 1900, and what is not a date', () => {
    expect(dateSerial('1900-02-28')).toBeNull();
    expect(dateSerial('1899-12-31')).toBeNull();
    expect(dateSerial('2001-02-29')).toBeNull();
    expect(dateSerial('2000-13-01')).toBeNull();
    expect(dateSerial('2000-1-1')).toBeNull();
    expect(dateSerial('')).toBeNull();
  });
});

describe('columnLetters', () => {
  it('names columns A … Z, AA …, up to Excel’s last, XFD', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(columnLetters(16_383)).toBe('XFD');
  });
});

describe('cellText', () => {
  it('escapes markup, and what XML 1.0 cannot carry as ECMA-376’s _xHHHH_', () => {
    expect(cellText('plain 01349')).toBe('plain 01349');
    expect(cellText('a<b & c>d "q"')).toBe('a&lt;b &amp; c&gt;d "q"');
    expect(cellText('\u0000\u0001\u0008\u000b\u000c\u001f')).toBe(
      '_x0000__x0001__x0008__x000B__x000C__x001F_',
    );
    expect(cellText('cr\rlf\ntab\t')).toBe('cr_x000D_lf\ntab\t');
    expect(cellText('\ufffe\uffff')).toBe('_xFFFE__xFFFF_');
    expect(cellText('lone \ud800 pair 😀')).toBe('lone _xD800_ pair 😀');
  });

  it('escapes the underscore of text that reads like an escape, and only that', () => {
    expect(cellText('_x0041_')).toBe('_x005F_x0041_');
    expect(cellText('_x0041_x0042_')).toBe('_x005F_x0041_x005F_x0042_');
    expect(cellText('_x004_ _xZZZZ_ snake_case')).toBe('_x004_ _xZZZZ_ snake_case');
  });
});

describe('createXlsxWriter', () => {
  it('writes the same bytes however the agents are handed over', () => {
    const whole = formatXlsx(AGENTS);
    const one = createXlsxWriter();
    const byAgent = concat([...AGENTS.map((agent) => one.agent(agent)), one.end()]);
    const sliced = createXlsxWriter();
    const slices = [AGENTS.slice(0, 3), AGENTS.slice(3, 1_234), AGENTS.slice(1_234)];
    const bySlice = concat([...slices.map((slice) => sliced.agents(slice)), sliced.end()]);
    expect(Buffer.from(byAgent).equals(Buffer.from(whole))).toBe(true);
    expect(Buffer.from(bySlice).equals(Buffer.from(whole))).toBe(true);
    // A ZIP archive: a local file header first, the end of the central directory last.
    expect([...whole.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect([...whole.subarray(-22, -18)]).toEqual([0x50, 0x4b, 0x05, 0x06]);
  });

  it('hands bytes out before the end once the rows are under way, so a large file streams', () => {
    const writer = createXlsxWriter();
    const early = AGENTS.map((agent) => writer.agent(agent).length).reduce((a, b) => a + b, 0);
    expect(early).toBeGreaterThan(0);
  });

  describe('in every time zone', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('writes the same bytes, each part dated 1 January 1980, 12:00', () => {
      const files = ['UTC', 'Asia/Seoul', 'America/St_Johns', 'Pacific/Kiritimati'].map((tz) => {
        process.env.TZ = tz;
        return Buffer.from(formatXlsx(AGENTS.slice(0, 5)));
      });
      for (const file of files) expect(file.equals(files[0]!)).toBe(true);
      // PKWARE APPNOTE 4.4.6: MS-DOS time (12:00:00 = 12 << 11) then date ((1980 - 1980) << 9 | 1 << 5 | 1).
      expect(files[0]!.readUInt16LE(10)).toBe(12 << 11);
      expect(files[0]!.readUInt16LE(12)).toBe((1 << 5) | 1);
    });
  });

  it('refuses more agents than a worksheet has rows below its header, before writing any', () => {
    expect(XLSX_MAX_ROWS).toBe(1_048_576);
    expect(XLSX_MAX_AGENTS).toBe(1_048_575);
    const tooMany = { length: XLSX_MAX_AGENTS + 1 } as unknown as readonly Agent[];
    expect(() => formatXlsx(tooMany)).toThrow(/at most 1,048,576 rows, the header and 1,048,575 agents/);
  });

  it('takes the 1,048,575th agent and refuses the next', () => {
    const writer = createXlsxWriter({ fields: ['countryCode'] });
    const agent = agentAt(0);
    for (let i = 0; i < XLSX_MAX_AGENTS; i++) writer.agent(agent);
    expect(() => writer.agent(agent)).toThrow(/1,048,575 agents/);
    expect(writer.end().length).toBeGreaterThan(0);
  }, 120_000);

  it('refuses fields the mission’s version lacks, as the other formats do', () => {
    const mission = { version: 1 as const, query: 'seoul', seed: '1', pin: 'city:1835848' };
    expect(() => createXlsxWriter({ mission, fields: ['age'] })).toThrow(/version 2 only/);
  });

  it('refuses agents after the end', () => {
    const writer = createXlsxWriter();
    writer.end();
    expect(() => writer.agent(agentAt(0))).toThrow('XLSX: the file has ended');
    expect(() => writer.end()).toThrow('XLSX: the file has ended');
  });
});
