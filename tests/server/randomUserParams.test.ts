// randomuser.me's parameters as the server reads them: its defaults and limits (results 1–5,000, the
// 21 nationalities, inc/exc over its twelve fields), and a clear refusal naming the parameter where
// randomuser.me would silently fall back to a default.
import { describe, expect, it } from 'vitest';
import { readRandomUserQuery, type RandomUserQuery } from '../../src/server/randomUser/params.ts';

function read(text: string) {
  return readRandomUserQuery(new URLSearchParams(text));
}

function ok(text: string): RandomUserQuery {
  const query = read(text);
  if ('parameter' in query) throw new Error(`refused: ${query.message}`);
  return query;
}

function refused(text: string): { parameter: string; message: string } {
  const query = read(text);
  if (!('parameter' in query)) throw new Error(`accepted: ${text}`);
  return query;
}

// randomuser.me's documentation lists these, in this order (API 1.4).
const THEIR_FIELDS = [
  'gender',
  'name',
  'location',
  'email',
  'login',
  'dob',
  'registered',
  'phone',
  'cell',
  'id',
  'picture',
  'nat',
];
const THEIR_NATS = 'AU BR CA CH DE DK ES FI FR GB IE IN IR MX NL NO NZ RS TR UA US'.split(' ');

describe("randomuser.me's parameters", () => {
  it('defaults to one person of page 1, every field, JSON, from their 21 nationalities', () => {
    const query = ok('');
    expect(query).toMatchObject({ results: 1, page: 1, seed: undefined, gender: undefined, format: 'json' });
    expect(query.fields).toEqual(THEIR_FIELDS);
    expect(query.source).toEqual({ kind: 'nats', nats: THEIR_NATS });
    expect(query.noinfo).toBe(false);
    expect(query.download).toBe(false);
  });

  it('takes results up to 5,000 and refuses more, fewer than one, or a non-number, naming results', () => {
    expect(ok('results=5000').results).toBe(5000);
    for (const bad of ['5001', '0', '-3', 'abc', '2.5', '1e3', '99999999999999999999']) {
      expect(refused(`results=${bad}`).parameter).toBe('results');
    }
  });

  it('refuses a negative or zero page, and a page beyond a hundred million people', () => {
    expect(refused('page=-1').parameter).toBe('page');
    expect(refused('page=0').parameter).toBe('page');
    expect(ok('results=5000&page=20000').page).toBe(20_000);
    expect(refused('results=5000&page=20001').parameter).toBe('page');
  });

  it('reads nat case-insensitively, trimmed, repeated codes once, and takes any ISO country', () => {
    expect(ok('nat=de, gb,DE').source).toEqual({ kind: 'nats', nats: ['DE', 'GB'] });
    expect(ok('nat=jp,KE').source).toEqual({ kind: 'nats', nats: ['JP', 'KE'] });
    const bad = refused('nat=us,zz');
    expect(bad.parameter).toBe('nat');
    expect(bad.message).toContain('"zz"');
  });

  it('keeps inc’s fields in their order whatever the request’s, and takes exc away from them', () => {
    expect(ok('inc=nat,name,gender').fields).toEqual(['gender', 'name', 'nat']);
    expect(ok('exc=login,picture').fields).toEqual(
      THEIR_FIELDS.filter((f) => f !== 'login' && f !== 'picture'),
    );
    expect(ok('inc=name,nat&exc=nat').fields).toEqual(['name']);
    expect(ok('inc=NAME').fields).toEqual(['name']);
    expect(refused('inc=name,age').parameter).toBe('inc');
    expect(refused('exc=address').parameter).toBe('exc');
  });

  it('reads each format (prettyjson and fmt as randomuser.me does) and refuses others', () => {
    for (const format of ['json', 'pretty', 'csv', 'yaml', 'xml'])
      expect(ok(`format=${format}`).format).toBe(format);
    expect(ok('format=PrettyJSON').format).toBe('pretty');
    expect(ok('fmt=csv').format).toBe('csv');
    expect(refused('format=html').parameter).toBe('format');
  });

  it('takes a JSONP callback that is a JavaScript name, and nothing that could run as code', () => {
    expect(ok('callback=handle.users_1').callback).toBe('handle.users_1');
    expect(refused('callback=alert(1)//').parameter).toBe('callback');
    expect(refused('callback=a;b').parameter).toBe('callback');
  });

  it('reads gender exactly, and holds a gendered page within what passing over the other sex allows', () => {
    expect(ok('gender=FEMALE').gender).toBe('female');
    expect(refused('gender=other').parameter).toBe('gender');
    expect(ok('gender=male&results=5000&page=20').gender).toBe('male');
    expect(refused('gender=male&results=5000&page=21').parameter).toBe('page');
  });

  it('takes a place (q or place) instead of nationalities, but not both', () => {
    expect(ok('q=%E6%9D%B1%E4%BA%AC').source).toEqual({ kind: 'place', query: '東京', pin: undefined });
    expect(ok('place=city:2988507').source).toEqual({ kind: 'place', query: '', pin: 'city:2988507' });
    expect(refused('q=lyon&nat=fr').parameter).toBe('nat');
    expect(refused(`q=${'a'.repeat(201)}`).parameter).toBe('q');
  });

  it('refuses a seed with a control character or over 100 characters, quoting at most 40 of a value', () => {
    expect(ok('seed=abc').seed).toBe('abc');
    expect(refused('seed=a%07b').parameter).toBe('seed');
    expect(refused(`seed=${'x'.repeat(101)}`).parameter).toBe('seed');
    expect(refused(`nat=${'q'.repeat(10_000)}`).message.length).toBeLessThan(200);
  });

  it('reads noinfo and dl by their presence, as randomuser.me does', () => {
    expect(ok('noinfo').noinfo).toBe(true);
    expect(ok('dl').download).toBe(true);
  });
});
