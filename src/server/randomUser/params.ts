// randomuser.me's query parameters read and checked: what /api/ is asked for, or the parameter that
// is wrong and why. Pure: the server turns a refusal into a 400 naming the parameter.
import { countryName } from '../../worker/engine/countries.ts';
import { seedProblem } from '../../shared/seedText.ts';
import { MAX_PLACE_PIN_LENGTH, MAX_QUERY_LENGTH, MAX_STREAMED_AGENTS } from '../../shared/limits.ts';
import { readPasswordRule, type PasswordRule } from './password.ts';
import { USER_FIELDS, type UserField } from './person.ts';

/** randomuser.me's own ceiling on one request, kept so a client written for it sees the same limits. */
export const MAX_RESULTS = 5_000;

/**
 * With `gender`, people of the other sex are passed over, so a page costs about twice its people
 * from the start of the list: page × results is held to this many.
 */
export const MAX_GENDER_DEPTH = 100_000;

/** randomuser.me's 21 nationalities: the people of a request that names none are drawn from these. */
export const RANDOM_USER_NATS = [
  'AU',
  'BR',
  'CA',
  'CH',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IN',
  'IR',
  'MX',
  'NL',
  'NO',
  'NZ',
  'RS',
  'TR',
  'UA',
  'US',
] as const;

export const RANDOM_USER_FORMATS = ['json', 'pretty', 'csv', 'yaml', 'xml'] as const;
export type RandomUserFormat = (typeof RANDOM_USER_FORMATS)[number];

export interface RandomUserQuery {
  results: number;
  page: number;
  /** The seed asked for; undefined when the server is to draw one (and say it in `info.seed`). */
  seed: string | undefined;
  gender: 'female' | 'male' | undefined;
  /** Where people come from: countries (`nat`), or one place (`q`, `place`: our own parameters). */
  source:
    { kind: 'nats'; nats: readonly string[] } | { kind: 'place'; query: string; pin: string | undefined };
  /** The user fields to write, in randomuser.me's order. */
  fields: readonly UserField[];
  noinfo: boolean;
  format: RandomUserFormat;
  /** JSONP: the function to wrap the JSON in. */
  callback: string | undefined;
  /** Whether to answer as a download (Content-Disposition: attachment). */
  download: boolean;
  /** The characters and length passwords are drawn to; undefined for the codename passwords. */
  password: PasswordRule | undefined;
}

export interface ParameterError {
  parameter: string;
  message: string;
}

/** A JSONP callback: a JavaScript name or dotted path, nothing that could run as code. */
const CALLBACK = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,7}$/u;

/**
 * The request's parameters read, or the first one that is wrong. Each is read at its first value:
 * the route passes only the last of a repeated one, as randomuser.me reads it.
 *
 * @example readRandomUserQuery(new URLSearchParams("results=5&nat=de")) // { results: 5, source: { kind: "nats", nats: ["DE"] }, … }
 */
export function readRandomUserQuery(params: URLSearchParams): RandomUserQuery | ParameterError {
  const get = (name: string): string | undefined => params.get(name) ?? undefined;
  const results = wholeNumber(get('results'), 'results', 1, MAX_RESULTS, 1);
  if (typeof results !== 'number') return results;
  const page = wholeNumber(get('page'), 'page', 1, Math.floor(MAX_STREAMED_AGENTS / results), 1);
  if (typeof page !== 'number') return page;

  const seedText = get('seed');
  let seed: string | undefined;
  if (seedText !== undefined && seedText.trim() !== '') {
    const problem = seedProblem(seedText.trim());
    if (problem !== null) return { parameter: 'seed', message: problem };
    seed = seedText.trim();
  }

  const genderText = get('gender')?.trim().toLowerCase();
  let gender: RandomUserQuery['gender'];
  if (genderText === 'female' || genderText === 'male') gender = genderText;
  else if (genderText !== undefined && genderText !== '') {
    return { parameter: 'gender', message: `gender must be "female" or "male", not ${quote(genderText)}.` };
  }
  if (gender !== undefined && page * results > MAX_GENDER_DEPTH) {
    return {
      parameter: 'page',
      message: `With gender, page × results must be at most ${MAX_GENDER_DEPTH.toLocaleString('en')}: the other sex is passed over to find each page.`,
    };
  }

  const source = sourceOf(get('nat'), get('q'), get('place'));
  if ('parameter' in source) return source;

  const fields = fieldsOf(get('inc'), get('exc'));
  if ('parameter' in fields) return fields;

  const formatText = (get('format') ?? get('fmt') ?? 'json').trim().toLowerCase();
  const format: RandomUserFormat | undefined =
    formatText === 'prettyjson' ? 'pretty' : RANDOM_USER_FORMATS.find((name) => name === formatText);
  if (format === undefined) {
    return {
      parameter: 'format',
      message: `format must be one of ${RANDOM_USER_FORMATS.join(', ')}, not ${quote(formatText)}.`,
    };
  }

  const callbackText = get('callback');
  let callback: string | undefined;
  if (callbackText !== undefined && callbackText !== '') {
    if (!CALLBACK.test(callbackText)) {
      return {
        parameter: 'callback',
        message: 'callback must be a JavaScript function name, such as handleUsers.',
      };
    }
    callback = callbackText;
  }

  const passwordText = get('password');
  let password: PasswordRule | undefined;
  if (passwordText !== undefined && passwordText.trim() !== '') {
    const rule = readPasswordRule(passwordText);
    if (typeof rule === 'string') return { parameter: 'password', message: rule };
    password = rule;
  }

  return {
    results,
    page,
    seed,
    gender,
    source,
    fields: fields.fields,
    noinfo: params.has('noinfo'),
    format,
    callback,
    download: params.has('dl'),
    password,
  };
}

function wholeNumber(
  text: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number | ParameterError {
  if (text === undefined || text.trim() === '') return fallback;
  const trimmed = text.trim();
  if (!/^-?\d+$/u.test(trimmed) || trimmed.length > 12) {
    return {
      parameter: name,
      message: `${name} must be a whole number from ${min} to ${max.toLocaleString('en')}.`,
    };
  }
  const value = Number(trimmed);
  if (value < min || value > max) {
    return {
      parameter: name,
      message: `${name} must be from ${min} to ${max.toLocaleString('en')}, not ${value.toLocaleString('en')}.`,
    };
  }
  return value;
}

function sourceOf(
  natText: string | undefined,
  query: string | undefined,
  pin: string | undefined,
): RandomUserQuery['source'] | ParameterError {
  const placeAsked = (query !== undefined && query.trim() !== '') || (pin !== undefined && pin.trim() !== '');
  if (placeAsked) {
    if (natText !== undefined && natText.trim() !== '') {
      return {
        parameter: 'nat',
        message: 'Give nat or a place (q, place), not both: a place has its own nationality.',
      };
    }
    const text = (query ?? '').trim();
    if (Array.from(text).length > MAX_QUERY_LENGTH) {
      return { parameter: 'q', message: `q is longer than ${MAX_QUERY_LENGTH} characters.` };
    }
    const pinText = pin?.trim();
    if (pinText !== undefined && pinText.length > MAX_PLACE_PIN_LENGTH) {
      return { parameter: 'place', message: `place is longer than ${MAX_PLACE_PIN_LENGTH} characters.` };
    }
    return { kind: 'place', query: text, pin: pinText === '' ? undefined : pinText };
  }
  if (natText === undefined || natText.trim() === '') return { kind: 'nats', nats: RANDOM_USER_NATS };
  const nats: string[] = [];
  for (const part of natText.split(',')) {
    const code = part.trim().toUpperCase();
    if (code === '') continue;
    if (countryName(code) === '') {
      return {
        parameter: 'nat',
        message: `nat: ${quote(part.trim())} is not an ISO 3166-1 country code (such as US, GB, DE).`,
      };
    }
    if (!nats.includes(code)) nats.push(code);
  }
  return nats.length === 0 ? { kind: 'nats', nats: RANDOM_USER_NATS } : { kind: 'nats', nats };
}

function fieldsOf(
  incText: string | undefined,
  excText: string | undefined,
): { fields: readonly UserField[] } | ParameterError {
  const listOf = (text: string | undefined, parameter: string): Set<UserField> | ParameterError | null => {
    if (text === undefined || text.trim() === '') return null;
    const names = new Set<UserField>();
    for (const part of text.split(',')) {
      const name = part.trim().toLowerCase();
      if (name === '') continue;
      const field = USER_FIELDS.find((known) => known === name);
      if (field === undefined) {
        return {
          parameter,
          message: `${parameter}: ${quote(name)} is not a field; the fields are ${USER_FIELDS.join(', ')}.`,
        };
      }
      names.add(field);
    }
    return names;
  };
  const inc = listOf(incText, 'inc');
  if (inc !== null && !(inc instanceof Set)) return inc;
  const exc = listOf(excText, 'exc');
  if (exc !== null && !(exc instanceof Set)) return exc;
  // As randomuser.me: inc names the fields kept (all when it is empty), and exc takes fields away
  // from those; the order is always theirs, never the request's.
  const fields = USER_FIELDS.filter(
    (field) => (inc === null || inc.size === 0 || inc.has(field)) && (exc === null || !exc.has(field)),
  );
  return { fields };
}

/** A value quoted for a message, cut short: a 1 MB parameter is not echoed back whole. */
function quote(text: string): string {
  const short = Array.from(text).slice(0, 40).join('');
  return JSON.stringify(short.length < text.length ? `${short}…` : short);
}
