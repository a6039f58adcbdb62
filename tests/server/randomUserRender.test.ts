// randomuser.me's five answers, each read back by an independent parser (csv-parse, yaml,
// fast-xml-parser) to the same people, and laid out as randomuser.me lays them out.
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { renderAnswer, type Answer } from '../../src/server/randomUser/render.ts';

// Values chosen to need every kind of quoting: a comma, a double and a single quote, a colon, a
// number-like string, a null, markup characters, non-Latin text.
const ANSWER: Answer = {
  results: [
    {
      gender: 'female',
      name: { title: 'Ms', first: 'Siobhán', last: "O'Neil" },
      location: {
        street: { number: 7, name: 'Calle "Mayor", Norte' },
        postcode: '01234',
        timezone: { offset: '-3:30', description: 'America/St_Johns' },
      },
      id: { name: '', value: null },
      nat: 'IE',
    },
    {
      gender: 'male',
      name: { title: 'Mr', first: '太郎', last: 'A & B <C>' },
      location: {
        street: { number: 260, name: 'Nonhyeon-ro' },
        postcode: '08530',
        timezone: { offset: '+9:00', description: 'Asia/Seoul' },
      },
      id: { name: 'SSN', value: '666-01-0001' },
      nat: 'KR',
    },
  ],
  info: { seed: 'abc', results: 2, page: 1, version: '1.4' },
};

describe("randomuser.me's formats", () => {
  it('writes compact JSON, pretty JSON with two spaces, and JSONP as callback(json);', () => {
    expect(JSON.parse(renderAnswer(ANSWER, 'json'))).toEqual(ANSWER);
    expect(renderAnswer(ANSWER, 'json')).not.toContain('\n');
    const pretty = renderAnswer(ANSWER, 'pretty');
    expect(JSON.parse(pretty)).toEqual(ANSWER);
    expect(pretty.split('\n')[1]).toBe('  "results": [');
    const jsonp = renderAnswer(ANSWER, 'json', 'show');
    expect(jsonp.startsWith('show(')).toBe(true);
    expect(jsonp.endsWith(');')).toBe(true);
    expect(JSON.parse(jsonp.slice('show('.length, -2))).toEqual(ANSWER);
  });

  it('writes CSV of the results only, dotted headers, LF rows, no newline at the end, null as null', () => {
    const csv = renderAnswer(ANSWER, 'csv');
    const lines = csv.split('\n');
    expect(lines[0]).toBe(
      'gender,name.title,name.first,name.last,location.street.number,location.street.name,location.postcode,location.timezone.offset,location.timezone.description,id.name,id.value,nat',
    );
    expect(csv.endsWith('\n')).toBe(false);
    expect(csv).not.toContain('\r');
    const rows = parseCsv(csv, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      'name.last': "O'Neil",
      'location.street.name': 'Calle "Mayor", Norte',
      'location.postcode': '01234',
      'id.name': '',
      'id.value': 'null',
    });
    expect(rows[1]?.['name.first']).toBe('太郎');
  });

  it('writes YAML that reads back to the same answer, four spaces deep, nested places inline', () => {
    const yaml = renderAnswer(ANSWER, 'yaml');
    expect(parseYaml(yaml)).toEqual(ANSWER);
    expect(yaml).toContain('\n    -\n        gender: female\n        name:\n            title: Ms\n');
    expect(yaml).toContain('            street: {number: 7, name: \'Calle "Mayor", Norte\'}\n');
    expect(yaml).toContain("    version: '1.4'\n");
    expect(yaml.endsWith('\n')).toBe(true);
  });

  it('writes XML with a <user> root, one <results> per person, tabs, escaped text', () => {
    const xml = renderAnswer(ANSWER, 'xml');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<user>\n\t<results>\n\t\t<gender>female</gender>',
      ),
    ).toBe(true);
    expect(xml.endsWith('</user>')).toBe(true);
    expect(xml).toContain('<last>A &amp; B &lt;C&gt;</last>');
    const parsed = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'results' }).parse(
      xml,
    ) as {
      user: { results: { name: { last: string }; location: { postcode: string } }[]; info: { seed: string } };
    };
    expect(parsed.user.results).toHaveLength(2);
    expect(parsed.user.results[0]?.name.last).toBe("O'Neil");
    expect(parsed.user.results[1]?.name.last).toBe('A & B <C>');
    expect(parsed.user.results[1]?.location.postcode).toBe('08530');
    expect(parsed.user.info.seed).toBe('abc');
  });

  it('leaves info out of every format when it is not given (noinfo)', () => {
    const bare: Answer = { results: ANSWER.results };
    expect(JSON.parse(renderAnswer(bare, 'json'))).toEqual({ results: ANSWER.results });
    expect(parseYaml(renderAnswer(bare, 'yaml'))).toEqual({ results: ANSWER.results });
    expect(renderAnswer(bare, 'xml')).not.toContain('<info>');
  });
});
