// The results table (spec §2), for 12 agents or 100,000. It stays a real <table> — headers, a
// caption, aria-rowcount and aria-rowindex so assistive technology knows the whole size — but only
// the rows in view (and a few either side) are in the DOM; spacer rows stand in for the rest.
// Codenames are real links to /profile, so they work from the keyboard and with "open in new tab";
// a plain click navigates with the agent as history state.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AgentTextField } from '../../../../shared/types.ts';
import { agentUid, type MissionKey } from '../../../../shared/vcard.ts';
import type { AgentResults } from '../../../mission/agentResults.ts';
import { isBulk } from '../../../mission/bulk.ts';
import { agentLinkPath } from '../../../mission/missionUrl.ts';
import { FIELD_LABELS } from '../../../mission/agentFields.ts';
import type { SortSpec } from '../../../mission/sortOrder.ts';
import { sortRows } from '../../../mission/sortOrder.ts';

/** The spec's columns, in its order (spec §2): a codename first, as the link to the profile. */
export const TABLE_FIELDS = [
  'codename',
  'fullName',
  'profession',
  'nationality',
  'city',
  'email',
  'phone',
  'agency',
] as const satisfies readonly AgentTextField[];

/** Every row is this tall (CSS keeps it so: one line per cell), which is what makes virtualising exact. */
export const ROW_HEIGHT_PX = 36;
/** Rows rendered beyond the visible ones, so a quick scroll or Tab never meets an empty gap. */
const OVERSCAN_ROWS = 12;
/** Before the table is measured (and when rendered on a server), it shows this many rows. */
const INITIAL_ROWS = 20;

/** "1 agent", "12 agents", "100,000 agents". */
export function formatAgentCount(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'agent' : 'agents'}`;
}

/** Header clicks go ascending → descending → back to the order agents were revealed in. */
export function nextSort(current: SortSpec | null, field: AgentTextField): SortSpec | null {
  if (current?.field !== field) return { field, direction: 'ascending' };
  return current.direction === 'ascending' ? { field, direction: 'descending' } : null;
}

export interface AgentTableProps {
  results: AgentResults | null;
  /** The mission the results belong to, once placed: a profile's vCard takes its UID from it. */
  mission: MissionKey | null;
  /** The first `revealed` agents of `results` are shown. */
  revealed: number;
  running: boolean;
  sort: SortSpec | null;
  onSortChange(sort: SortSpec | null): void;
}

export function AgentTable({ results, mission, revealed, running, sort, onSortChange }: AgentTableProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the first row starts inside the scrolling section (below the caption and the header).
  const [bodyOffset, setBodyOffset] = useState(0);
  // Rows revealed after a sort are merged into it (see sortRows), not sorted again with the rest.
  const order = useMemo(
    () => (results === null || sort === null ? null : sortRows(results, revealed, sort).indices),
    [results, revealed, sort],
  );
  const rowCount = results === null ? 0 : revealed;

  // The count line and the empty-table message change what sits above the first row.
  const layout = `${results === null}:${rowCount === 0}`;
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const body = bodyRef.current;
    if (!scroller || !body) return;
    const offset =
      body.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    setBodyOffset(Math.round(offset));
  }, [layout]);

  // eslint-disable-next-line react-hooks/incompatible-library -- nothing memoises the table's output: it re-renders on every scroll by design.
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: bodyOffset,
    initialRect: { width: 0, height: INITIAL_ROWS * ROW_HEIGHT_PX },
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const padTop = first ? first.start - bodyOffset : 0;
  const padBottom = last ? virtualizer.getTotalSize() - (last.end - bodyOffset) : 0;
  // The spec's twelve slide in one by one; rows of a bulk search appear as they scroll into view.
  const animate = results !== null && !isBulk(results.total);

  return (
    <section className="results" aria-label="Search results" ref={scrollRef}>
      {results !== null && (
        <p className="results__count" data-testid="agent-count">
          {formatAgentCount(rowCount)}
        </p>
      )}
      <table className="results__table" aria-rowcount={rowCount + 1}>
        <caption className="results__caption">Agents</caption>
        <colgroup>
          {TABLE_FIELDS.map((field) => (
            <col key={field} className={`results__col results__col--${field}`} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {TABLE_FIELDS.map((field) => {
              const direction = sort?.field === field ? sort.direction : undefined;
              return (
                <th key={field} scope="col" aria-sort={direction ?? 'none'}>
                  <button
                    type="button"
                    className="results__sort"
                    onClick={() => onSortChange(nextSort(sort, field))}
                  >
                    {/* The ▲/▼ comes from CSS on aria-sort, so the button's text stays the column's name. */}
                    {FIELD_LABELS[field]}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {rowCount === 0 || results === null ? (
            <tr>
              <td className="results__empty" colSpan={TABLE_FIELDS.length}>
                {running ? 'Decrypting…' : 'No agents yet. Search a city or keyword.'}
              </td>
            </tr>
          ) : (
            <>
              {padTop > 0 && <SpacerRow height={padTop} />}
              {rows.map((row) => {
                const index = order?.[row.index] ?? row.index;
                const agent = results.agent(index);
                return (
                  // Keyed by agent, so a row keeps its DOM (and focus) when a sort moves it.
                  <tr
                    key={index}
                    className={animate ? 'results__row results__row--new' : 'results__row'}
                    aria-rowindex={row.index + 2}
                  >
                    {TABLE_FIELDS.map((field) =>
                      field === 'codename' ? (
                        <td key={field}>
                          <Link
                            href="/profile"
                            state={
                              mission === null
                                ? agent
                                : {
                                    ...agent,
                                    uid: agentUid(mission, index),
                                    link: agentLinkPath(mission, index),
                                  }
                            }
                            className="results__codename"
                          >
                            {agent.codename}
                          </Link>
                        </td>
                      ) : (
                        <td key={field}>{agent[field]}</td>
                      ),
                    )}
                  </tr>
                );
              })}
              {padBottom > 0 && <SpacerRow height={padBottom} />}
            </>
          )}
        </tbody>
      </table>
    </section>
  );
}

/** Stands in for rows scrolled out of view; invisible to assistive technology. */
function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" className="results__spacer" style={{ height }}>
      <td colSpan={TABLE_FIELDS.length} />
    </tr>
  );
}
