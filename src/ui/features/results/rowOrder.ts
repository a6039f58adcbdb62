// The results table's row order: sorted by a column, then cut down to the agents a filter keeps. A
// sort is a permutation of agent indices, kept as a typed array. Sorting 100,000 rows must stay well
// inside a frame budget's worth of long task, so comparisons are plain code-unit comparisons of
// lower-cased keys made once per agent (a locale collator is several times slower per comparison),
// ties go by reveal order, and rows revealed after a sort are sorted on their own and merged in rather
// than sorting everything again. The sort itself (SortSpec) is the mission owner's value.
import type { AgentTextField } from '../../../shared/agentFields.ts';
import type { AgentResults } from '../../mission/agentResults.ts';
import type { SortDirection, SortSpec } from '../../mission/sortSpec.ts';

/** Header clicks go ascending → descending → back to the order agents were revealed in. */
export function nextSort(current: SortSpec | null, field: AgentTextField): SortSpec | null {
  if (current?.field !== field) return { field, direction: 'ascending' };
  return current.direction === 'ascending' ? { field, direction: 'descending' } : null;
}

/** The order of the first `count` agents by `sort`. */
export interface SortedOrder {
  readonly results: AgentResults;
  readonly sort: SortSpec;
  readonly count: number;
  /** Agent indices, first row first. */
  readonly indices: Uint32Array;
}

/** Keys per results and field, grown as agents are revealed; dropped with the results. */
const keyCache = new WeakMap<AgentResults, Map<AgentTextField, string[]>>();
/** The last order made for each results, so the next one can build on it. */
const lastOrder = new WeakMap<AgentResults, SortedOrder>();

function sortKeys(results: AgentResults, field: AgentTextField, count: number): readonly string[] {
  let byField = keyCache.get(results);
  if (byField === undefined) {
    byField = new Map();
    keyCache.set(results, byField);
  }
  let keys = byField.get(field);
  if (keys === undefined) {
    keys = [];
    byField.set(field, keys);
  }
  for (let index = keys.length; index < count; index++) keys.push(results.value(field, index).toLowerCase());
  return keys;
}

function comparator(keys: readonly string[], direction: SortDirection): (a: number, b: number) => number {
  const sign = direction === 'ascending' ? 1 : -1;
  return (a, b) => {
    const keyA = keys[a] ?? '';
    const keyB = keys[b] ?? '';
    if (keyA !== keyB) return keyA < keyB ? -sign : sign;
    // Equal keys keep the order they were revealed in, whichever the direction.
    return a - b;
  };
}

/**
 * The rows of the first `count` agents sorted by `sort`. When the last order made for the same
 * results and sort covered fewer agents, only the new ones are sorted, then merged in.
 *
 * @example sortRows(results, 3, { field: 'city', direction: 'ascending' }).indices // e.g. [2, 0, 1]
 */
export function sortRows(results: AgentResults, count: number, sort: SortSpec): SortedOrder {
  const previous = lastOrder.get(results);
  const reusable =
    previous !== undefined &&
    previous.sort.field === sort.field &&
    previous.sort.direction === sort.direction &&
    previous.count <= count;
  if (reusable && previous.count === count) return previous;

  const keys = sortKeys(results, sort.field, count);
  const compare = comparator(keys, sort.direction);
  const from = reusable ? previous.count : 0;
  const added = new Uint32Array(count - from);
  for (let index = 0; index < added.length; index++) added[index] = from + index;
  added.sort(compare);
  const indices = reusable ? merge(previous.indices, added, compare) : added;
  const order: SortedOrder = { results, sort, count, indices };
  lastOrder.set(results, order);
  return order;
}

function merge(
  left: Uint32Array,
  right: Uint32Array,
  compare: (a: number, b: number) => number,
): Uint32Array {
  const out = new Uint32Array(left.length + right.length);
  let l = 0;
  let r = 0;
  let o = 0;
  while (l < left.length && r < right.length) {
    const a = left[l] ?? 0;
    const b = right[r] ?? 0;
    if (compare(a, b) <= 0) {
      out[o++] = a;
      l++;
    } else {
      out[o++] = b;
      r++;
    }
  }
  while (l < left.length) out[o++] = left[l++] ?? 0;
  while (r < right.length) out[o++] = right[r++] ?? 0;
  return out;
}

/**
 * Rows of the table: `order` (a sort's permutation of all agents, or null for mission order) cut down
 * to the agents in `kept` (null: all). A sorted and filtered table keeps the sort.
 *
 * @example filteredOrder(Uint32Array.of(2, 0, 1), Uint32Array.of(0, 1), 3) // Uint32Array [0, 1]
 */
export function filteredOrder(
  order: Uint32Array | null,
  kept: Uint32Array | null,
  count: number,
): Uint32Array | null {
  if (kept === null) return order;
  if (order === null) return kept;
  const keep = new Uint8Array(count);
  for (const index of kept) keep[index] = 1;
  const rows = new Uint32Array(kept.length);
  let length = 0;
  for (const index of order) if (keep[index] === 1) rows[length++] = index;
  return rows.subarray(0, length);
}
