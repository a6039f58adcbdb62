// randomuser.me's five answers written from the same users: JSON (compact or pretty, or JSONP), CSV,
// YAML and XML, in the shapes its clients parse (see docs/SERVER.md): CSV's dotted column names, the
// XML's <user> root with one <results> element per person, YAML's mappings. Written here rather than
// with a serialising library: each is a few lines for this one fixed shape, and their layout (tabs in
// XML, four spaces in YAML, no trailing newline) follows randomuser.me's own.
import type { RandomUserFormat } from './params.ts';

/** A value in a user object: text, a number, null, or a nested object. */
export type Value = string | number | null | { readonly [key: string]: Value };
export type Record = { readonly [key: string]: Value };

export interface Answer {
  results: readonly Record[];
  info?: { seed: string; results: number; page: number; version: string } | undefined;
}

export const MEDIA_TYPES: Readonly<{ [F in RandomUserFormat]: string }> = {
  json: 'application/json; charset=utf-8',
  pretty: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  yaml: 'text/x-yaml; charset=utf-8',
  xml: 'text/xml; charset=utf-8',
};

/** The extension of a download (`dl`): pretty JSON is JSON. */
export const EXTENSIONS: Readonly<{ [F in RandomUserFormat]: string }> = {
  json: 'json',
  pretty: 'json',
  csv: 'csv',
  yaml: 'yaml',
  xml: 'xml',
};

/**
 * The answer in a format; JSON wrapped in `callback(…);` when one is given (JSONP).
 *
 * @example renderAnswer({ results: [{ gender: "female" }] }, "csv") === "gender\nfemale"
 */
export function renderAnswer(answer: Answer, format: RandomUserFormat, callback?: string): string {
  switch (format) {
    case 'json':
    case 'pretty': {
      const json = JSON.stringify(answer, null, format === 'pretty' ? 2 : undefined);
      return callback === undefined ? json : `${callback}(${json});`;
    }
    case 'csv':
      return csvOf(answer.results);
    case 'yaml':
      return yamlOf(answer);
    case 'xml':
      return xmlOf(answer);
  }
}

/** The leaves of a record as dotted paths, in the record's key order: `location.street.number`. */
function leaves(record: Record, prefix = ''): [string, string | number | null][] {
  const found: [string, string | number | null][] = [];
  for (const [key, value] of Object.entries(record)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (value !== null && typeof value === 'object') found.push(...leaves(value, path));
    else found.push([path, value]);
  }
  return found;
}

function csvCell(value: string | number | null): string {
  if (value === null) return 'null';
  const text = String(value);
  return /[",\n\r]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV of the results (never the info), the first person's paths as the header, LF between rows. */
function csvOf(results: readonly Record[]): string {
  const first = results[0];
  if (first === undefined) return '';
  const header = leaves(first).map(([path]) => path);
  const rows = results.map((record) =>
    leaves(record)
      .map(([, value]) => csvCell(value))
      .join(','),
  );
  return [header.join(','), ...rows].join('\n');
}

/** Text YAML reads back as itself without quotes: no indicator, no number, boolean, null or date look-alike. */
function isPlainYaml(text: string): boolean {
  if (text === '') return false;
  if (!/^[\p{L}\p{N}_@.\-+/]+$/u.test(text)) return false;
  if (/^[-+.\d]/u.test(text)) return false;
  return !/^(true|false|yes|no|on|off|null|y|n|~)$/iu.test(text);
}

function yamlScalar(value: string | number | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  return isPlainYaml(value) ? value : `'${value.replaceAll("'", "''")}'`;
}

/** Objects this deep are written on one line, as randomuser.me's YAML writes street, coordinates and timezone. */
const YAML_INLINE_DEPTH = 4;

function yamlFlow(record: Record): string {
  const parts = Object.entries(record).map(
    ([key, value]) =>
      `${key}: ${value !== null && typeof value === 'object' ? yamlFlow(value) : yamlScalar(value)}`,
  );
  return `{${parts.join(', ')}}`;
}

function yamlMapping(record: Record, depth: number, lines: string[]): void {
  const pad = '    '.repeat(depth);
  for (const [key, value] of Object.entries(record)) {
    if (value === null || typeof value !== 'object') lines.push(`${pad}${key}: ${yamlScalar(value)}`);
    else if (depth + 1 >= YAML_INLINE_DEPTH) lines.push(`${pad}${key}: ${yamlFlow(value)}`);
    else {
      lines.push(`${pad}${key}:`);
      yamlMapping(value, depth + 1, lines);
    }
  }
}

function yamlOf(answer: Answer): string {
  const lines: string[] = [answer.results.length === 0 ? 'results: []' : 'results:'];
  for (const record of answer.results) {
    lines.push('    -');
    yamlMapping(record, 2, lines);
  }
  if (answer.info !== undefined) {
    lines.push('info:');
    yamlMapping(answer.info, 1, lines);
  }
  return `${lines.join('\n')}\n`;
}

function xmlText(value: string | number | null): string {
  if (value === null) return '';
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function xmlElement(name: string, value: Value, depth: number, lines: string[]): void {
  const pad = '\t'.repeat(depth);
  if (value !== null && typeof value === 'object') {
    lines.push(`${pad}<${name}>`);
    for (const [key, inner] of Object.entries(value)) xmlElement(key, inner, depth + 1, lines);
    lines.push(`${pad}</${name}>`);
  } else lines.push(`${pad}<${name}>${xmlText(value)}</${name}>`);
}

function xmlOf(answer: Answer): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<user>'];
  for (const record of answer.results) xmlElement('results', record, 1, lines);
  if (answer.info !== undefined) xmlElement('info', answer.info, 1, lines);
  lines.push('</user>');
  return lines.join('\n');
}
