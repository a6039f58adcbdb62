// One search's agents on the page, kept in the columnar form the worker sends them in: a typed
// array of coordinates that the map hands to the GPU as it is, and one array of strings per field.
// An Agent object is made only for what a person looks at (a visible table row, a profile), so a
// 100,000-agent search costs the page a few arrays instead of 100,000 objects.
import { AGENT_TEXT_FIELDS, type Agent, type AgentChunk, type AgentTextField } from '../../shared/types.ts';

export class AgentResults {
  /** Agents the search will deliver in all. */
  readonly total: number;
  /**
   * Longitude then latitude of every agent, allocated for `total` up front so a chunk is one copy
   * and the map can take a view of the first n agents without any packing.
   */
  readonly positions: Float64Array;
  private readonly text: Record<AgentTextField, string[]>;
  private received = 0;

  constructor(total: number) {
    this.total = total;
    this.positions = new Float64Array(total * 2);
    const text = {} as Record<AgentTextField, string[]>;
    for (const field of AGENT_TEXT_FIELDS) text[field] = [];
    this.text = text;
  }

  /** Results made from whole agents: tests, and a search remembered in another form. */
  static fromAgents(agents: readonly Agent[]): AgentResults {
    const results = new AgentResults(agents.length);
    agents.forEach((agent, index) => {
      results.positions[index * 2] = agent.lng;
      results.positions[index * 2 + 1] = agent.lat;
      for (const field of AGENT_TEXT_FIELDS) results.text[field].push(agent[field] ?? '');
    });
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
    this.positions.set(chunk.positions.subarray(0, chunk.length * 2), chunk.start * 2);
    for (const field of AGENT_TEXT_FIELDS) {
      const column = this.text[field];
      const values = chunk.text[field];
      for (let index = 0; index < chunk.length; index++) column.push(values[index] ?? '');
    }
    this.received += chunk.length;
  }

  /** One field of agent `index`, without building the agent. */
  value(field: AgentTextField, index: number): string {
    return this.text[field][index] ?? '';
  }

  /** The column of one field: agent i's value at i. Read-only by contract. */
  column(field: AgentTextField): readonly string[] {
    return this.text[field];
  }

  /** Agent `index` as a whole object, in the same shape the CLI prints. */
  agent(index: number): Agent {
    if (!Number.isInteger(index) || index < 0 || index >= this.received) {
      throw new RangeError(`No agent ${index}: ${this.received} received.`);
    }
    const { text } = this;
    const agent: Agent = {
      fullName: text.fullName[index] ?? '',
      codename: text.codename[index] ?? '',
      profession: text.profession[index] ?? '',
      nationality: text.nationality[index] ?? '',
      city: text.city[index] ?? '',
      address: text.address[index] ?? '',
      email: text.email[index] ?? '',
      phone: text.phone[index] ?? '',
      agency: text.agency[index] ?? '',
      lat: this.positions[index * 2 + 1] ?? 0,
      lng: this.positions[index * 2] ?? 0,
      countryCode: text.countryCode[index] ?? '',
    };
    const nativeName = text.nativeName[index];
    if (nativeName) agent.nativeName = nativeName;
    return agent;
  }
}
