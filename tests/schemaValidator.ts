// Ajv, an independent JSON Schema 2020-12 implementation, with the two formats the project's schemas
// use. ajv-formats is not a dependency; these are written from their definitions instead.
import Ajv2020 from 'ajv/dist/2020.js';

/** A strict Ajv 2020 validator that knows `email` and `date`. */
export function schemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  // ajv-formats' "fast" email: the common form of RFC 5321's addresses, without quoted local parts.
  ajv.addFormat(
    'email',
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i,
  );
  // RFC 3339 full-date: a day that exists in that month of that (Gregorian) year.
  ajv.addFormat('date', (text: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return false;
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  });
  return ajv;
}
