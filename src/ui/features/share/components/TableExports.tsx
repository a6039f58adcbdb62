// A linked mission's other tables (issue 47), under the agents' exports: one table chosen, saved as
// CSV or JSON. The page holds only the agents, so the worker makes the table's rows from the mission
// again (each agent's own rows, as the command line's one-part run writes them) and hands back the
// file's bytes; the agents' filter does not apply, as a table's rows are the whole mission's.
import { useEffect, useId, useRef, useState } from 'react';
import { RELATED_TABLES, type RelatedTable } from '../../../../shared/linkedTables.ts';
import type { FinishedMission } from '../../../mission/missionStore.ts';
import type { DirectoryClient } from '../../../workerBridge/directoryClient.ts';
import { missionFileName } from '../../../lib/fileNames.ts';
import { saveFile } from '../../../lib/saveFile.ts';

/** The formats a table is saved in here, with their buttons' names and media types. */
const TABLE_EXPORTS = {
  csv: { label: 'CSV', type: 'text/csv;charset=utf-8' },
  json: { label: 'JSON', type: 'application/json' },
} as const;
type TableExport = keyof typeof TABLE_EXPORTS;

export const TABLE_LABELS: Readonly<Record<RelatedTable, string>> = {
  agencies: 'Agencies',
  households: 'Households',
  cells: 'Cells',
  operations: 'Operations',
  assignments: 'Assignments',
};

export interface TableExportsProps {
  /** The finished linked mission on screen. */
  mission: FinishedMission;
  client: () => DirectoryClient;
}

/**
 * A table file's name: the agents' file's, named for the table instead.
 *
 * @example tableFileName({ query: 'Warsaw', seed: '7', count: 500 }, 'cells', 'csv') === 'cells-warsaw-seed-7-n500.csv'
 */
export function tableFileName(
  mission: Parameters<typeof missionFileName>[0],
  table: RelatedTable,
  format: TableExport,
): string {
  return missionFileName(mission, format).replace(/^agents-/, `${table}-`);
}

export function TableExports({ mission, client }: TableExportsProps) {
  const [table, setTable] = useState<RelatedTable>('agencies');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const tableId = useId();
  // The answer to a mission no longer on screen (or a page left) is not saved.
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const exportTable = async (format: TableExport) => {
    if (busy) return;
    const { label, type } = TABLE_EXPORTS[format];
    const what = `${TABLE_LABELS[table]} ${label}`;
    setBusy(true);
    setMessage(`Preparing ${what} of the whole mission…`);
    try {
      const { query, seed, version, count, resolution } = mission;
      const bytes = await client().table(
        { query, seed, version, count, ...(resolution.pin === '' ? {} : { place: resolution.pin }) },
        table,
        format,
      );
      if (!alive.current) return;
      // CSV starts with a byte order mark, as the agents' CSV does, so that Excel reads it as UTF-8.
      const parts: BlobPart[] =
        format === 'csv' ? ['\uFEFF', bytes as Uint8Array<ArrayBuffer>] : [bytes as Uint8Array<ArrayBuffer>];
      const name = tableFileName(mission, table, format);
      saveFile(new Blob(parts, { type }), name);
      setMessage(`Saved ${name}`);
    } catch (error) {
      if (!alive.current) return;
      console.warn(`${what} export failed:`, error);
      setMessage(`The ${what} export failed. Try again, or a smaller mission.`);
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  return (
    <div className="share__tables" role="group" aria-label="Linked tables" aria-busy={busy}>
      <div className="share__buttons share__sql">
        <label className="share__dialect" htmlFor={tableId}>
          Table
          <select
            id={tableId}
            className="select share__select"
            value={table}
            onChange={(event) => setTable(event.target.value as RelatedTable)}
          >
            {RELATED_TABLES.map((choice) => (
              <option key={choice} value={choice}>
                {TABLE_LABELS[choice]}
              </option>
            ))}
          </select>
        </label>
        {(Object.keys(TABLE_EXPORTS) as TableExport[]).map((format) => (
          <button
            key={format}
            className="button button--small"
            type="button"
            disabled={busy}
            onClick={() => void exportTable(format)}
          >
            Export table {TABLE_EXPORTS[format].label}
          </button>
        ))}
      </div>
      <p className="share__message" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
