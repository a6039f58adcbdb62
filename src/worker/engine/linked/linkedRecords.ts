// The rows of a linked mission's other tables that agent i owns, made beside the agent: the
// agency it directs, the household it heads, the cell it leads and that cell's operations, and its
// own assignments. Each row has exactly one owner, so the parts of a sharded run write each row once
// and their union is the whole dataset; every value comes from indices and the seed (records.ts).
import { AGENCIES } from '../../data/agencies.ts';
import { OPERATION_TARGETS, type OperationTarget } from '../../data/operationTargets.ts';
import type { Agent } from '../../../shared/types.ts';
import type { RelatedTable, TableRow } from '../../../shared/linkedTables.ts';
import { drawPremises, type AgentContext } from '../generateAgent.ts';
import { agencyDomain } from '../identity/emailAddress.ts';
import { daysFromCivil, formatDays } from '../identity/person.ts';
import { createRandom, deriveSeed } from '../random.ts';
import type { AgencyPlan } from './chain.ts';
import { linksAt, type LinkedMission } from './linkedMission.ts';
import {
  adultFrom,
  agencyFacts,
  assignmentRole,
  cellCodename,
  operationFacts,
  operationsOfCell,
  type OperationFacts,
} from './records.ts';

/** The stream whose sub-streams, one per agency, draw its headquarters. */
const AGENCY_STREAM = -9;

/** Receives each row as it is made: its table, then its values in TABLE_COLUMNS order. */
export type RowSink = (table: RelatedTable, row: TableRow) => void;

/**
 * Emits the rows agent `index` (made: `agent`) owns in the tables `wanted` asks for, in dependency
 * order: the agency it directs, the household it heads, the cell it leads, that cell's operations,
 * then its assignments. `context` is the agent's place's (its household's).
 *
 * @example linkedRecords(context, linked, base, 0, agent, new Set(["households"]), (table, row) => rows.push(row))
 */
export function linkedRecords(
  context: AgentContext,
  linked: LinkedMission,
  base: number,
  index: number,
  agent: Agent,
  wanted: ReadonlySet<RelatedTable>,
  emit: RowSink,
): void {
  const extras = context.v2;
  if (extras === null) throw new Error('A linked mission needs a version with place extras.');
  const links = linksAt(linked, index);
  const reference = daysFromCivil(extras.reference.year, extras.reference.month, extras.reference.day);
  if (links.level === 0 && wanted.has('agencies')) {
    const agency = linked.plan.agencies[links.agency] as AgencyPlan;
    const facts = agencyFacts(agency.nameIndex, reference);
    const premises = drawPremises(
      context,
      extras,
      createRandom(deriveSeed(deriveSeed(base, AGENCY_STREAM), links.agency)),
    );
    emit('agencies', [
      links.agency,
      AGENCIES[agency.nameIndex] as string,
      facts.kind,
      premises.address,
      premises.lat,
      premises.lng,
      facts.founded,
      agencyDomain(agency.nameIndex),
      index,
    ]);
  }
  const house = linked.households.of(index);
  if (house.member === 0 && wanted.has('households')) {
    emit('households', [index, agent.address, agent.lat, agent.lng, house.size]);
  }
  if (links.cell === -1) return;
  const [first, end] = operationsOfCell(links.cell);
  // The cell's operations, each drawn once when first needed: the leader writes their rows, and its
  // assignments are checked against their dates.
  const drawn: (OperationFacts | undefined)[] = [];
  const factsOf = (number: number): OperationFacts =>
    (drawn[number - first] ??= operationFacts(base, number, reference, OPERATION_TARGETS.length));
  if (links.leadsCell) {
    if (wanted.has('cells'))
      emit('cells', [links.cell, links.agency, cellCodename(base, links.cell), agent.city, index]);
    if (wanted.has('operations'))
      for (let number = first; number < end; number++) {
        const op = factsOf(number);
        const target = OPERATION_TARGETS[op.target] as OperationTarget;
        emit('operations', [
          number,
          links.agency,
          links.cell,
          op.codename,
          target.city,
          target.countryCode,
          target.lat,
          target.lng,
          formatDays(op.start),
          formatDays(op.end),
          op.status,
        ]);
      }
  }
  if (!wanted.has('assignments') || agent.birthDate === undefined) return;
  // No one takes part in an operation that started before they were 18.
  const adult = adultFrom(agent.birthDate);
  for (let number = first; number < end; number++) {
    const role = assignmentRole(base, index, number, links.leadsCell);
    if (role === null) continue;
    if (factsOf(number).start < adult) continue;
    emit('assignments', [number, index, role]);
  }
}
