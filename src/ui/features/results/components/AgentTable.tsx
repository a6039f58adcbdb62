// The results table (spec §2), for 12 agents or 100,000. It stays a real <table> — headers, a
// caption, aria-rowcount and aria-rowindex so assistive technology knows the whole size — but only
// the rows in view (and a few either side) are in the DOM; spacer rows stand in for the rest.
// Codenames are real links to /profile, so they work from the keyboard and with "open in new tab";
// a plain click navigates with the agent as history state.
//
// Rows are linked to the map: the pointer or the focus on a row highlights that agent's marker, and
// clicking a row (beside its codename link) or pressing Enter on it selects the agent, which rings its
// marker and brings it into view. A selection made on the map scrolls its row into view here. With a
// filter, only the agents it keeps are rows, and the count line says how many of all.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'wouter';
import type { AgentTextField } from '../../../../shared/agentFields.ts';
import type { MissionKey } from '../../../../shared/missionKey.ts';
import type { AgentResults } from '../../../mission/agentResults.ts';
import { isBulk } from '../../../mission/bulk.ts';
import { profileState } from '../../../mission/profileLink.ts';
import { FIELD_LABELS } from '../../../../shared/agentFields.ts';
import type { SortSpec } from '../../../mission/sortSpec.ts';
import { filteredOrder, nextSort, sortRows } from '../rowOrder.ts';

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

/** The count line: "100,000 agents", or with a filter "1,234 of 100,000 agents". */
export function formatCountLine(shown: number, total: number, filtered: boolean): string {
  return filtered ? `${shown.toLocaleString('en')} of ${formatAgentCount(total)}` : formatAgentCount(total);
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
  /** The agents a filter keeps (mission order); null: every agent is a row. */
  matches?: Uint32Array | null;
  /** The selected agent's index in the mission, or null. */
  selected?: number | null;
  onSelect?(index: number): void;
  /** The pointer or the focus is on an agent's row (null: on none). */
  onHighlight?(index: number | null): void;
}

export function AgentTable({
  results,
  mission,
  revealed,
  running,
  sort,
  onSortChange,
  matches = null,
  selected = null,
  onSelect,
  onHighlight,
}: AgentTableProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the first row starts inside the scrolling section (below the caption and the header).
  const [bodyOffset, setBodyOffset] = useState(0);
  // Rows revealed after a sort are merged into it (see sortRows), not sorted again with the rest.
  const sorted = useMemo(
    () => (results === null || sort === null ? null : sortRows(results, revealed, sort).indices),
    [results, revealed, sort],
  );
  const order = useMemo(() => filteredOrder(sorted, matches, revealed), [sorted, matches, revealed]);
  const rowCount = results === null ? 0 : (order?.length ?? revealed);

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

  // A selection (from the map, mostly) scrolls its row into view; one already in view stays put.
  useEffect(() => {
    if (selected === null) return;
    const position = order === null ? selected : order.indexOf(selected);
    if (position >= 0 && position < rowCount) virtualizer.scrollToIndex(position, { align: 'auto' });
  }, [selected, order, rowCount, virtualizer]);

  const chooseRow = (event: MouseEvent<HTMLTableRowElement>, index: number) => {
    // The codename is a link of its own: following it opens the profile, not a selection.
    if (event.target instanceof Element && event.target.closest('a')) return;
    onSelect?.(index);
  };
  const rowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect?.(index);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next =
        event.key === 'ArrowDown'
          ? event.currentTarget.nextElementSibling
          : event.currentTarget.previousElementSibling;
      if (next instanceof HTMLElement && next.classList.contains('results__row')) next.focus();
    }
  };

  return (
    <section className="results" aria-label="Search results" ref={scrollRef}>
      {results !== null && (
        <p className="results__count" data-testid="agent-count">
          {formatCountLine(rowCount, revealed, matches !== null)}
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
                {running
                  ? 'Decrypting…'
                  : matches !== null && revealed > 0
                    ? 'No agent matches the filter.'
                    : 'No agents yet. Search a city or keyword.'}
              </td>
            </tr>
          ) : (
            <>
              {padTop > 0 && <SpacerRow height={padTop} />}
              {rows.map((row) => {
                const index = order?.[row.index] ?? row.index;
                const agent = results.agent(index);
                const isSelected = index === selected;
                return (
                  // Keyed by agent, so a row keeps its DOM (and focus) when a sort moves it. A row is a
                  // focus stop of its own (beside its codename link): Enter on it selects the agent.
                  <tr
                    key={index}
                    className={`results__row${animate ? ' results__row--new' : ''}${isSelected ? ' results__row--selected' : ''}`}
                    aria-rowindex={row.index + 2}
                    aria-current={isSelected ? 'true' : undefined}
                    tabIndex={0}
                    onClick={(event) => chooseRow(event, index)}
                    onKeyDown={(event) => rowKey(event, index)}
                    onMouseEnter={() => onHighlight?.(index)}
                    onMouseLeave={() => onHighlight?.(null)}
                    onFocus={() => onHighlight?.(index)}
                    onBlur={() => onHighlight?.(null)}
                  >
                    {TABLE_FIELDS.map((field) =>
                      field === 'codename' ? (
                        <td key={field}>
                          <Link
                            href="/profile"
                            state={profileState(results, mission, index)}
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
