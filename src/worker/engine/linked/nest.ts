// What `--nest` puts inside an agent: its agency's row and its household's row. The agency's row is
// asked of its director, as the agencies table's is (linkedRecords.ts), once per agency: a mission
// has at most 95. The household's is the agent's own address and point, which every member draws
// alike from the household's stream (generateAgent.ts, drawHousehold), with the household's size.
import type { Agent } from '../../../shared/types.ts';
import { rowObject, type AgencyRow, type TableRow } from '../../../shared/linkedTables.ts';
import { nestAgent, type NestedAgent } from '../../../shared/nestedAgent.ts';
import { directorOf } from './chain.ts';
import type { DossierSource } from './dossier.ts';

/**
 * A maker of nested agents for the mission `source` makes: agent `index` (made: `agent`) with its
 * agency's and household's rows inside.
 *
 * @example const nest = createNester(maker); (await nest(7, await maker.agent(7))).agency.id
 */
export function createNester(
  source: DossierSource,
): (index: number, agent: Agent) => NestedAgent | Promise<NestedAgent> {
  const { plan, households } = source.linked;
  const agencies = new Map<number, AgencyRow>();

  const agencyRow = async (agency: number): Promise<AgencyRow> => {
    const director = directorOf(plan, agency);
    const made = source.agent(director);
    const agent = made instanceof Promise ? await made : made;
    let row: TableRow | undefined;
    const pending = source.records(director, agent, new Set(['agencies'] as const), (_, emitted) => {
      row = emitted;
    });
    if (pending !== undefined) await pending;
    if (row === undefined) throw new Error(`Agency ${agency} has no row from its director.`);
    const object = rowObject('agencies', row);
    agencies.set(agency, object);
    return object;
  };

  return (index, agent) => {
    const house = households.of(index);
    const household = {
      id: house.head,
      address: agent.address,
      lat: agent.lat,
      lng: agent.lng,
      size: house.size,
    };
    const agency = agencies.get(agent.agencyId as number);
    if (agency !== undefined) return nestAgent(agent, agency, household);
    return agencyRow(agent.agencyId as number).then((row) => nestAgent(agent, row, household));
  };
}
