// One search's agents on the page, kept in the form the worker sends them in: a typed array of
// coordinates that the map hands to the GPU as it is, and each chunk's text as the one string it
// arrived as (see shared/chunkText.ts). A value is cut out of it, and an Agent object made, only for
// what a person looks at (a visible table row, a profile) or asks for (a sort, an export), so a
// 100,000-agent search costs the page a few dozen strings instead of a million.
import { ChunkTextWriter, textValue } from '../../shared/chunkText.ts';
import { type Agent, type AgentChunk, type ChunkText } from '../../shared/types.ts';
import {
  AGENT_FIELDS,
  AGENT_V2_FIELDS,
  AGENT_V4_FIELDS,
  type AgentTextField,
} from '../../shared/agentFields.ts';

/** A chunk's text and the position of its first agent in the search. */
interface TextRun extends ChunkText {
  start: number;
  length: number;
}

export class AgentResults {
  /** Agents the search will deliver in all. */
  readonly total: number;
  /**
   * Longitude then latitude of every agent, allocated for `total` up front so a chunk is one copy
   * and the map can take a view of the first n agents without any packing.
   */
  readonly positions: Float64Array;
  /** In order of `start`, without gaps. */
  private readonly runs: TextRun[] = [];
  /** The run the last read found: reads mostly walk the agents in order (rows, exports). */
  private lastRun = 0;
  private received = 0;

  constructor(total: number) {
    this.total = total;
    this.positions = new Float64Array(total * 2);
  }

  /** Results made from whole agents: tests, and a search remembered in another form. */
  static fromAgents(agents: readonly Agent[]): AgentResults {
    const results = new AgentResults(agents.length);
    const writer = new ChunkTextWriter(agents.length);
    agents.forEach((agent, index) => {
      results.positions[index * 2] = agent.lng;
      results.positions[index * 2 + 1] = agent.lat;
      writer.add(agent);
    });
    if (agents.length > 0) results.runs.push({ start: 0, length: agents.length, ...writer.take() });
    results.received = agents.length;
    return results;
  }

  /** Agents received so far. */
  get length(): number {
    return this.received;
  }

  /**
   * Adds the next chunk. Chunks must come in order without gaps or overflow: anything else means
   * a message from another search slipped through, and is refused rather than mixed in.
   */
  append(chunk: AgentChunk): void {
    if (chunk.start !== this.received || chunk.start + chunk.length > this.total) {
      throw new RangeError(
        `Chunk ${chunk.start}+${chunk.length} does not follow ${this.received} of ${this.total} agents.`,
      );
    }
    if (chunk.length === 0) return;
    this.positions.set(chunk.positions.subarray(0, chunk.length * 2), chunk.start * 2);
    // Only the text is kept: the chunk's coordinates were copied above.
    this.runs.push({ start: chunk.start, length: chunk.length, text: chunk.text, textEnds: chunk.textEnds });
    this.received += chunk.length;
  }

  /** One field of agent `index`, without building the agent; '' for an agent not received. */
  value(field: AgentTextField, index: number): string {
    const run = this.runOf(index);
    return run === undefined ? '' : textValue(run, index - run.start, field);
  }

  /** Agent `index` as a whole object, in the same shape the CLI prints. */
  agent(index: number): Agent {
    const run = Number.isInteger(index) ? this.runOf(index) : undefined;
    if (run === undefined) throw new RangeError(`No agent ${index}: ${this.received} received.`);
    const at = index - run.start;
    const agent = {} as Record<keyof Agent, string | number>;
    // In the contract's order, so the object reads (and prints) as the CLI's does.
    for (const field of AGENT_FIELDS) {
      if (field === 'lat') agent.lat = this.positions[index * 2 + 1] ?? 0;
      else if (field === 'lng') agent.lng = this.positions[index * 2] ?? 0;
      else agent[field] = textValue(run, at, field);
    }
    const nativeName = textValue(run, at, 'nativeName');
    if (nativeName) agent.nativeName = nativeName;
    // A version 2 agent always has a sex; a version 1 agent has none of the version 2 fields.
    if (textValue(run, at, 'sex') !== '') {
      for (const field of AGENT_V2_FIELDS) {
        const value = textValue(run, at, field);
        agent[field] = field === 'age' ? Number(value) : value;
      }
    }
    // A version 4 agent always has an id; handlerId and cellId only where it has them.
    if (textValue(run, at, 'id') !== '') {
      for (const field of AGENT_V4_FIELDS) {
        const value = textValue(run, at, field);
        if (value !== '') agent[field] = Number(value);
      }
    }
    return agent as unknown as Agent;
  }

  /** The run holding agent `index`, or undefined when it has not been received. */
  private runOf(index: number): TextRun | undefined {
    if (index < 0 || index >= this.received) return undefined;
    const { runs } = this;
    const last = runs[this.lastRun] as TextRun;
    if (index >= last.start && index < last.start + last.length) return last;
    // Binary search: runs are contiguous and ordered by start.
    let low = 0;
    let high = runs.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((runs[middle] as TextRun).start <= index) low = middle;
      else high = middle - 1;
    }
    this.lastRun = low;
    return runs[low];
  }
}
