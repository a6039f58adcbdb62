// "Copy Link" and the exports (CSV, JSON, GeoJSON, vCard, Parquet, XLSX, and SQL in the dialect chosen
// beside it), under the search panel. They act on a finished mission
// only: while nothing has been found, or a search is still running, there is no whole mission
// to link to or save, so the buttons are disabled rather than offering half a result.
// With a filter on, a choice above the buttons says what they act on: the filtered agents (the
// default: what is on screen) or the whole mission; every message names which one it was.
import { phoneCapacityNote } from '../../../../shared/phoneCapacity.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { SQL_DIALECTS, type SqlDialect } from '../../../../shared/sqlFormat.ts';
import type { FinishedMission } from '../../../mission/missionStore.ts';
import type { AgentFilter } from '../../../mission/filterSpec.ts';
import { missionLink } from '../../../mission/missionUrl.ts';
import { copyText } from '../clipboard.ts';
import { EXPORT_FORMATS, EXPORT_LABELS, SQL_DIALECT_LABELS, type ExportFormat } from '../exportAgents.ts';
import { exportMission } from '../exportMission.ts';

export interface ShareControlsProps {
  /** The finished mission on screen; null while there is none or a search is running. */
  mission: FinishedMission | null;
  /** The filter on screen and the agents it keeps (null: no filter, every agent). */
  filter?: AgentFilter;
  matches?: Uint32Array | null;
}

type Scope = 'filtered' | 'whole';

/** Every export but SQL, which has a row of its own with its dialect. */
const FILE_FORMATS = EXPORT_FORMATS.filter((format) => format !== 'sql');

/** The part of the panel that hands a mission on. Re-keyed per mission, so old messages go. */
export function ShareControls({ mission, filter, matches = null }: ShareControlsProps) {
  const [message, setMessage] = useState('');
  const [scope, setScope] = useState<Scope>('filtered');
  const filtered = matches !== null && scope === 'filtered';
  const [manualLink, setManualLink] = useState<string | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [dialect, setDialect] = useState<SqlDialect>('postgres');
  const dialectId = useId();
  const linkInput = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);

  // An export still being built when the mission changes (or the visitor leaves) is dropped.
  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (manualLink === null) return;
    linkInput.current?.focus();
    linkInput.current?.select();
  }, [manualLink]);

  const copyLink = async () => {
    if (mission === null) return;
    const link = missionLink(window.location.origin, {
      ...mission,
      place: mission.resolution.pin,
      filter: filtered ? filter : undefined,
    });
    if (await copyText(link, navigator.clipboard)) {
      setManualLink(null);
      setMessage(
        filtered ? `Link copied, with the filter (${describe(matches.length, mission)})` : 'Link copied',
      );
    } else {
      setManualLink(link);
      setMessage(
        'The browser did not allow copying. The link is selected below: copy it with Ctrl+C (⌘C on a Mac).',
      );
    }
  };

  const exportAs = async (format: ExportFormat) => {
    if (mission === null || exporting !== null) return;
    const own = new AbortController();
    controller.current = own;
    const label = format === 'sql' ? `SQL (${SQL_DIALECT_LABELS[dialect]})` : EXPORT_LABELS[format];
    const only = filtered ? matches : null;
    const agents = only === null ? mission.results.length : only.length;
    const what = only === null ? `${agents.toLocaleString('en')} agents` : `${describe(agents, mission)}`;
    setExporting(format);
    setMessage(`Preparing ${label} of ${what}…`);
    try {
      const name = await exportMission(mission, format, own.signal, only, dialect);
      const saved = only === null ? `Saved ${name}` : `Saved ${name}: ${what}`;
      const capacity = mission.phoneCapacity;
      // More agents than the place has numbers: the file holds repeated phones, and says why here.
      setMessage(
        capacity !== undefined && agents > capacity
          ? `${saved}. ${phoneCapacityNote(mission.resolution.label, capacity)}`
          : saved,
      );
    } catch (error) {
      if (own.signal.aborted) return;
      console.warn(`${label} export failed:`, error);
      setMessage(`The ${label} export failed. Try again, or a smaller mission.`);
    } finally {
      if (!own.signal.aborted) setExporting(null);
    }
  };

  const disabled = mission === null;
  const exportButton = (format: ExportFormat) => (
    <button
      key={format}
      className="button button--small"
      type="button"
      disabled={disabled}
      onClick={() => void exportAs(format)}
    >
      Export {EXPORT_LABELS[format]}
    </button>
  );
  return (
    <div className="share" role="group" aria-label="Share and export" aria-busy={exporting !== null}>
      {matches !== null && mission !== null && (
        <fieldset className="share__scope">
          <legend>Agents to share and export</legend>
          <label>
            <input
              type="radio"
              name="share-scope"
              checked={scope === 'filtered'}
              onChange={() => setScope('filtered')}
            />
            The filtered agents ({describe(matches.length, mission)})
          </label>
          <label>
            <input
              type="radio"
              name="share-scope"
              checked={scope === 'whole'}
              onChange={() => setScope('whole')}
            />
            The whole mission ({mission.results.length.toLocaleString('en')} agents)
          </label>
        </fieldset>
      )}
      <div className="share__buttons">
        <button
          className="button button--small"
          type="button"
          disabled={disabled}
          onClick={() => void copyLink()}
        >
          Copy Link
        </button>
        {FILE_FORMATS.map(exportButton)}
      </div>
      {/* The dialect first: chosen, then Tab reaches the button that uses it. */}
      <div className="share__buttons share__sql">
        <label className="share__dialect" htmlFor={dialectId}>
          SQL dialect
          <select
            id={dialectId}
            className="select share__select"
            value={dialect}
            onChange={(event) => setDialect(event.target.value as SqlDialect)}
          >
            {SQL_DIALECTS.map((choice) => (
              <option key={choice} value={choice}>
                {SQL_DIALECT_LABELS[choice]}
              </option>
            ))}
          </select>
        </label>
        {exportButton('sql')}
      </div>
      <p className="share__message" aria-live="polite">
        {message}
      </p>
      {manualLink !== null && (
        <label className="share__link">
          Mission link
          <input
            ref={linkInput}
            className="input"
            type="text"
            readOnly
            value={manualLink}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
    </div>
  );
}

/** "1,234 of 100,000 agents, filtered". */
function describe(kept: number, mission: FinishedMission): string {
  return `${kept.toLocaleString('en')} of ${mission.results.length.toLocaleString('en')} agents, filtered`;
}
