// One related table of a linked mission as a whole file, for the page's exports: every agent of the
// mission is made in turn and asked for the rows it owns of that table, so the file holds exactly the
// rows, in the order, of the command line's one-part run (its writer is the same, shared/linkedTables.ts).
import { createTableWriter, type RelatedTable, type TableFileFormat } from '../../../shared/linkedTables.ts';
import type { DossierSource } from './dossier.ts';

/**
 * The text of `table`'s file for the mission `source` makes, of `count` agents: CSV with its header
 * row, or JSON's array (GeoJSON's collection for a table with a point), as `format` says.
 * `pause`, when given, is awaited between slices of agents so that other work may run.
 *
 * @example await tableFile(maker, 100, "cells", "csv") // "id,agencyId,codename,city,leaderId\r\n3,0,…"
 */
export async function tableFile(
  source: DossierSource,
  count: number,
  table: RelatedTable,
  format: TableFileFormat,
  pause?: () => Promise<void>,
): Promise<string> {
  const writer = createTableWriter(format, table, true);
  const wanted = new Set([table]);
  // JSON's rows each bring the comma before them (TableWriter.row): the first row's is dropped.
  const separated = format === 'json' || format === 'geojson';
  const parts: string[] = [writer.start()];
  let rows = 0;
  const emit = (_: RelatedTable, row: readonly (string | number | null)[]): void => {
    const text = writer.row(row);
    parts.push(separated && rows === 0 ? text.slice(1) : text);
    rows++;
  };
  for (let i = 0; i < count; i++) {
    if (pause !== undefined && i > 0 && i % PAUSE_EVERY === 0) await pause();
    const made = source.agent(i);
    const agent = made instanceof Promise ? await made : made;
    const pending = source.records(i, agent, wanted, emit);
    if (pending !== undefined) await pending;
  }
  parts.push(writer.end(rows > 0));
  return parts.join('');
}

/** Agents made between two pauses: a few milliseconds' work. */
const PAUSE_EVERY = 2_000;
