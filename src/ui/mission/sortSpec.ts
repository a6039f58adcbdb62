// The table's sort as a value: the owner holds it and session memory keeps it across a profile visit.
// Ordering the rows by it is the results feature's (src/ui/features/results/rowOrder.ts).
import type { AgentTextField } from '../../shared/agentFields.ts';

export type SortDirection = 'ascending' | 'descending';

export interface SortSpec {
  field: AgentTextField;
  direction: SortDirection;
}
