// A linked mission's agent as one document (`--nest`): its agency's row and its household's row
// inside it, for document stores (MongoDB, Elasticsearch, a JSON column) that would rather not join.
// The rows are the ones the agencies and households tables hold (linkedTables.ts).
import type { AgencyRow, HouseholdRow } from './linkedTables.ts';
import type { Agent, AgentV4 } from './types.ts';

/**
 * A version 4 agent with `agency` (its name) replaced, in place, by the agency's row, and
 * `householdId` by the household's row; `agencyId` is left out, as the agency's row has it as `id`.
 * `handlerId` and `cellId` stay keys: a handler is another agent, a cell a row of its own.
 */
export interface NestedAgent extends Omit<AgentV4, 'agency' | 'agencyId' | 'householdId'> {
  agency: AgencyRow;
  household: HouseholdRow;
}

/**
 * The agent with its agency and household inside it, its keys in the agent's own order. Throws when
 * the rows are not the agent's (a caller's slip that must not pass as data).
 *
 * @example nestAgent(agent, agencyRow, householdRow).agency.id === agent.agencyId
 */
export function nestAgent(agent: Agent, agency: AgencyRow, household: HouseholdRow): NestedAgent {
  if (agent.agencyId !== agency.id || agent.householdId !== household.id) {
    throw new Error(
      `Agent ${String(agent.id)} is of agency ${String(agent.agencyId)} and household ${String(agent.householdId)}, not ${agency.id} and ${household.id}.`,
    );
  }
  const nested: Record<string, unknown> = {};
  for (const key of Object.keys(agent) as (keyof Agent)[]) {
    if (key === 'agency') nested.agency = agency;
    else if (key === 'householdId') nested.household = household;
    else if (key !== 'agencyId') nested[key] = agent[key];
  }
  return nested as unknown as NestedAgent;
}
