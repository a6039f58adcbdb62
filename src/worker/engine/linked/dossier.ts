// An agent's dossier in a linked mission: its agency, handler, the agents it runs, its cell, its
// household and its operations, made from the same rows the tables hold. Each row is asked of the
// agent that owns it (linkedRecords.ts: the director its agency, the leader its cell and the cell's
// operations, the head its household, the agent its assignments), so the profile says exactly what
// the exported tables say; only the handful of agents named are made, whatever the mission's size.
import type { Agent } from '../../../shared/types.ts';
import type { AgentDossier, AgentRef, DossierOperation } from '../../../shared/dossier.ts';
import { TABLE_COLUMNS, type RelatedTable, type TableRow } from '../../../shared/linkedTables.ts';
import { cellLeaderOf, directorOf, handledBy, linksOf } from './chain.ts';
import type { LinkedMission } from './linkedMission.ts';

/** What the dossier needs of a linked mission's maker (runMission.ts's LinkedMaker). */
export interface DossierSource {
  readonly linked: LinkedMission;
  agent(index: number): Agent | Promise<Agent>;
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
  const house = households.of(index);
  const [[, householdRow] = []] = await rowsOf(house.head, 'households');
  if (householdRow === undefined) throw new Error(`Household ${house.head} has no row from its head.`);
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
    cell = {
      id: column('cells', cellRow, 'id') as number,
      codename: column('cells', cellRow, 'codename') as string,
      city: column('cells', cellRow, 'city') as string,
      leader: await ref(leader),
    };
    const operationRows = new Map(
      led
        .filter(([table]) => table === 'operations')
        .map(([, row]) => [column('operations', row, 'id') as number, row]),
    );
    for (const [, assignment] of await rowsOf(index, 'assignments')) {
      const row = operationRows.get(column('assignments', assignment, 'operationId') as number);
      if (row === undefined)
        throw new Error(`Operation ${String(assignment[0])} is not of the agent's cell.`);
      operations.push({
        id: column('operations', row, 'id') as number,
        codename: column('operations', row, 'codename') as string,
        targetCity: column('operations', row, 'targetCity') as string,
        targetCountryCode: column('operations', row, 'targetCountryCode') as string,
        startDate: column('operations', row, 'startDate') as string,
        endDate: column('operations', row, 'endDate') as string,
        status: column('operations', row, 'status') as string,
        role: column('assignments', assignment, 'role') as string,
      });
    }
  }

  return {
    agency: {
      id: column('agencies', agencyRow, 'id') as number,
      name: column('agencies', agencyRow, 'name') as string,
      kind: column('agencies', agencyRow, 'kind') as string,
      headquarters: column('agencies', agencyRow, 'headquarters') as string,
      founded: column('agencies', agencyRow, 'founded') as string,
      director: await ref(director),
    },
    handler: links.handler === -1 ? null : await ref(links.handler),
    handles,
    cell,
    household: {
      id: column('households', householdRow, 'id') as number,
      address: column('households', householdRow, 'address') as string,
      size: column('households', householdRow, 'size') as number,
      members,
    },
    operations,
  };
}

/** The value of a named column in a row of `table` (TABLE_COLUMNS order). */
function column(table: RelatedTable, row: TableRow, name: string): TableRow[number] {
  const at = TABLE_COLUMNS[table].findIndex((each) => each.name === name);
  if (at === -1) throw new Error(`The ${table} table has no column ${name}.`);
  return row[at] as TableRow[number];
}
