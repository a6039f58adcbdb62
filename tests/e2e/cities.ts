// The places of the app's own city file (public/cities.json, GeoNames), read here as the independent
// record of which towns lie in which country and region, and of each town's GeoNames id.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './cli.ts';

export interface CityRow {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  admin1: string;
}

let rows: CityRow[] | null = null;

/** Every place of the file, read once per test worker. */
export function cityRows(): CityRow[] {
  if (rows === null) {
    const file = JSON.parse(fs.readFileSync(path.join(ROOT, 'public/cities.json'), 'utf8')) as {
      fields: string[];
      rows: unknown[][];
    };
    const at = (field: string) => file.fields.indexOf(field);
    const [id, name, country, admin1] = [at('id'), at('name'), at('country'), at('admin1')];
    rows = file.rows.map((row) => ({
      id: Number(row[id]),
      name: String(row[name]),
      country: String(row[country]),
      admin1: String(row[admin1]),
    }));
  }
  return rows;
}

/** Names of the places in a country, or in one of its first-level regions. */
export function placeNamesIn(country: string, admin1?: string): Set<string> {
  return new Set(
    cityRows()
      .filter((row) => row.country === country && (admin1 === undefined || row.admin1 === admin1))
      .map((row) => row.name),
  );
}

/** The GeoNames id of the most populous place (the file is sorted by population) with this name and country. */
export function cityId(name: string, country: string): number {
  const row = cityRows().find((candidate) => candidate.name === name && candidate.country === country);
  if (!row) throw new Error(`${name}, ${country} is not in public/cities.json`);
  return row.id;
}
