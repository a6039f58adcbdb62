// An agent's dossier in a linked mission: its agency, handler, the agents it runs, its cell, its
// household and its operations, made from the same rows the tables hold. Each row is asked of the
// agent that owns it (linkedRecords.ts: the director its agency, the leader its cell and the cell's
// operations, the head its household, the agent its assignments), so the profile says exactly what
// the exported tables say; only the handful of agents named are made, whatever the mission's size.
import type { Agent } from '../../../shared/types.ts';
import type { AgentDossier, AgentRef, DossierOperation } from '../../../shared/dossier.ts';
import { rowObject, type RelatedTable, type TableRow } from '../../../shared/linkedTables.ts';
import { cellLeaderOf, directorOf, handledBy, linksOf } from './chain.ts';
import type { LinkedMission } from './linkedMission.ts';

/** A linked mission's maker, as runMission.ts's linkedMissionMaker makes it: what a dossier reads. */
export interface DossierSource {
  /** The mission's plan of agencies and chains, and its households. */
  readonly linked: LinkedMission;
  agent(index: number): Agent | Promise<Agent>;
  /** Emits the rows agent `index` (made: `agent`) owns in the tables `wanted` names. */
  records(
    index: number,
    agent: Agent,
    wanted: ReadonlySet<RelatedTable>,
    emit: (table: RelatedTable, row: TableRow) => void,
  ): void | Promise<void>;
}

/**
 * The dossier of agent `index` of the mission `source` makes.
 *
 * @example (await agentDossier(maker, 7)).handler?.index === maker.agent(7).handlerId
 */
export async function agentDossier(source: DossierSource, index: number): Promise<AgentDossier> {
  const made = new Map<number, Agent>();
  const agentOf = async (at: number): Promise<Agent> => {
    let agent = made.get(at);
    if (agent === undefined) {
      const making = source.agent(at);
      agent = making instanceof Promise ? await making : making;
      made.set(at, agent);
    }
    return agent;
  };
  const ref = async (at: number): Promise<AgentRef> => {
    const { codename, fullName } = await agentOf(at);
    return { index: at, codename, fullName };
  };
  /** The rows agent `at` owns in `tables`, in the order it emits them. */
  const rowsOf = async (at: number, ...tables: RelatedTable[]): Promise<[RelatedTable, TableRow][]> => {
    const rows: [RelatedTable, TableRow][] = [];
    const pending = source.records(at, await agentOf(at), new Set(tables), (table, row) =>
      rows.push([table, row]),
    );
    if (pending !== undefined) await pending;
    return rows;
  };

  const { plan, households } = source.linked;
  const links = linksOf(plan, index);
  const director = directorOf(plan, links.agency);
  const [[, agencyRow] = []] = await rowsOf(director, 'agencies');
  if (agencyRow === undefined) throw new Error(`Agency ${links.agency} has no row from its director.`);
  const agency = rowObject('agencies', agencyRow);
  const house = households.of(index);
  const [[, householdRow] = []] = await rowsOf(house.head, 'households');
  if (householdRow === undefined) throw new Error(`Household ${house.head} has no row from its head.`);
  const household = rowObject('households', householdRow);
  const members: AgentRef[] = [];
  for (let at = house.head; at < house.head + house.size; at++) members.push(await ref(at));
  const handles: AgentRef[] = [];
  for (const at of handledBy(plan, index).sort((a, b) => a - b)) handles.push(await ref(at));

  let cell: AgentDossier['cell'] = null;
  const operations: DossierOperation[] = [];
  if (links.cell !== -1) {
    const leader = cellLeaderOf(plan, links.cell);
    const led = await rowsOf(leader, 'cells', 'operations');
    const cellRow = led.find(([table]) => table === 'cells')?.[1];
    if (cellRow === undefined) throw new Error(`Cell ${links.cell} has no row from its leader.`);
    const { id, codename, city } = rowObject('cells', cellRow);
    cell = { id, codename, city, leader: await ref(leader) };
    const cellOperations = new Map(
      led
        .filter(([table]) => table === 'operations')
        .map(([, row]) => rowObject('operations', row))
        .map((operation) => [operation.id, operation]),
    );
    for (const [, row] of await rowsOf(index, 'assignments')) {
      const { operationId, role } = rowObject('assignments', row);
      const operation = cellOperations.get(operationId);
      if (operation === undefined) throw new Error(`Operation ${operationId} is not of the agent's cell.`);
      const { codename: name, targetCity, targetCountryCode, startDate, endDate, status } = operation;
      operations.push({
        id: operationId,
        codename: name,
        targetCity,
        targetCountryCode,
        startDate,
        endDate,
        status,
        role,
      });
    }
  }

  const { id, name, kind, headquarters, founded } = agency;
  return {
    agency: { id, name, kind, headquarters, founded, director: await ref(director) },
    handler: links.handler === -1 ? null : await ref(links.handler),
    handles,
    cell,
    household: { id: household.id, address: household.address, size: household.size, members },
    operations,
  };
}
