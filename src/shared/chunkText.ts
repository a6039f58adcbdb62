// How an agent chunk's text fields travel: all of them in one string, with the offsets where each
// value ends, instead of one array of strings per field.
//
// Why: a message is cloned string by string. 100,000 agents are 1.1 million strings; profiled on
// the 2-core test machine, the worker spent about 420 ms serialising them and the page's main
// thread longer rebuilding them, on the cores that also generate the agents and draw the map. One
// string per chunk is one copy each way, the offsets are a typed array that moves without a copy,
// and the page cuts a value out only when a table row, a sort, a profile or an export reads it.
import type { Agent, ChunkText } from './types.ts';
import { AGENT_TEXT_FIELDS, type AgentTextField } from './agentFields.ts';

/** Values per agent in a ChunkText: every text field, in AGENT_TEXT_FIELDS order. */
export const TEXT_FIELDS_PER_AGENT = AGENT_TEXT_FIELDS.length;

const FIELD_POSITION = Object.fromEntries(AGENT_TEXT_FIELDS.map((field, at) => [field, at])) as Record<
  AgentTextField,
  number
>;

/**
 * Collects agents' text fields into one ChunkText; an absent native name, version 2 field or
 * version 4 key is written as ''.
 *
 * @example const writer = new ChunkTextWriter(2); writer.add(agent); writer.take() // { text, textEnds }
 */
export class ChunkTextWriter {
  private values: string[] = [];
  private ends: Uint32Array;
  private written = 0;
  private end = 0;

  /** `capacity`: the most agents the first chunk will hold; take() trims to those added. */
  constructor(private capacity: number) {
    this.ends = new Uint32Array(capacity * TEXT_FIELDS_PER_AGENT);
  }

  add(agent: Agent): void {
    // Field by field in AGENT_TEXT_FIELDS order (the tests hold the two equal): a loop over the
    // field names reads the agent with a key that changes every time, which profiled at about a
    // third of a bulk search's packing.
    this.push(agent.fullName);
    this.push(agent.nativeName ?? '');
    this.push(agent.codename);
    this.push(agent.profession);
    this.push(agent.nationality);
    this.push(agent.city);
    this.push(agent.address);
    this.push(agent.email);
    this.push(agent.phone);
    this.push(agent.agency);
    this.push(agent.countryCode);
    // Version 2's fields; '' for a version 1 agent, which has none of them.
    this.push(agent.sex ?? '');
    this.push(agent.birthDate ?? '');
    this.push(agent.age === undefined ? '' : String(agent.age));
    this.push(agent.username ?? '');
    this.push(agent.timeZone ?? '');
    this.push(agent.street ?? '');
    this.push(agent.postcode ?? '');
    this.push(agent.region ?? '');
    this.push(agent.phoneKind ?? '');
    // Version 4's keys as their digits; '' where absent (before version 4, or a director's handler).
    this.push(agent.id === undefined ? '' : String(agent.id));
    this.push(agent.agencyId === undefined ? '' : String(agent.agencyId));
    this.push(agent.handlerId === undefined ? '' : String(agent.handlerId));
    this.push(agent.cellId === undefined ? '' : String(agent.cellId));
    this.push(agent.householdId === undefined ? '' : String(agent.householdId));
  }

  private push(value: string): void {
    this.values.push(value);
    this.end += value.length;
    this.ends[this.written++] = this.end;
  }

  /**
   * The text of the agents added since the last take, which starts the writer afresh for a chunk
   * of up to `nextCapacity` agents (the last chunk's capacity unless given: a bulk search's chunks grow).
   */
  take(nextCapacity = this.capacity): ChunkText {
    const full = this.written === this.ends.length;
    const chunk: ChunkText = {
      text: this.values.join(''),
      // A full writer hands over its own array; a partial one a trimmed copy, so that textEnds
      // holds exactly one offset per value either way.
      textEnds: full ? this.ends : this.ends.slice(0, this.written),
    };
    this.values = [];
    this.capacity = nextCapacity;
    this.ends = new Uint32Array(nextCapacity * TEXT_FIELDS_PER_AGENT);
    this.written = 0;
    this.end = 0;
    return chunk;
  }
}

/**
 * Field `field` of the agent at `offset` within the chunk (0 for its first agent).
 *
 * @example textValue(chunk, 0, 'codename') // 'Silent Viper'
 */
export function textValue(chunk: ChunkText, offset: number, field: AgentTextField): string {
  const at = offset * TEXT_FIELDS_PER_AGENT + FIELD_POSITION[field];
  return chunk.text.slice(at === 0 ? 0 : chunk.textEnds[at - 1], chunk.textEnds[at]);
}

/** Agents in a ChunkText: one offset per value. */
export function textAgentCount(chunk: ChunkText): number {
  return chunk.textEnds.length / TEXT_FIELDS_PER_AGENT;
}
