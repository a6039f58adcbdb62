// Making one chunk of a mission's agents as UTF-8 bytes: what each worker thread does, and the main
// thread too, which takes its share of chunks between writes (see writeAgents.ts).
import { createFormatWriter } from '../shared/formats.ts';
import {
  createTableWriter,
  type RelatedTable,
  type TableFileFormat,
  type TableRow,
  type TableWriter,
} from '../shared/linkedTables.ts';
import { sqlInserts } from '../shared/linkedSql.ts';
import { linkedMissionMaker, missionAgentMaker } from '../worker/engine/runMission.ts';
import { createNester } from '../worker/engine/linked/nest.ts';
import type { ChunkRequest, TablesSetup, WorkerSetup } from './writeAgents.ts';

/**
 * A maker of chunks for the setup's mission and format.
 *
 * @example const makeChunk = createChunkMaker(setup); const bytes = await makeChunk({ chunk: 0, from: 0, to: 10_000 })
 */
export function createChunkMaker(setup: WorkerSetup): (request: ChunkRequest) => Promise<ChunkBytes> {
  if (setup.tables !== undefined) return createTablesChunkMaker(setup, setup.tables);
  if (setup.nest === true) return createNestedChunkMaker(setup);
  const make = createAgentsChunkMaker(setup);
  return async (request) => ({ bytes: await make(request), related: [] });
}

/** A chunk's bytes: its agents' (empty when the agents table is not written), then each related table's. */
export interface ChunkBytes {
  bytes: Uint8Array;
  related: Uint8Array[];
}

/**
 * A linked mission's chunk: its agents as the job's format writes them (when the agents table is
 * asked for), and the rows they own in each related table asked for, as that table's text. A
 * related table's rows are few beside the agents' (a household per two or three agents, an agency
 * per thousands), so their text is gathered as strings and encoded once per chunk.
 */
function createTablesChunkMaker(
  setup: WorkerSetup,
  tables: TablesSetup,
): (request: ChunkRequest) => Promise<ChunkBytes> {
  const writer = createFormatWriter(setup.format, setup.writerOptions);
  const making = linkedMissionMaker(setup.prepared);
  const encoder = new TextEncoder();
  const wanted = new Set(tables.related);
  const slot = new Map(tables.related.map((table, k) => [table, k]));
  const writers =
    tables.format === 'sql'
      ? []
      : tables.related.map((table) => createTableWriter(tables.format as TableFileFormat, table, false));
  const sql = setup.format === 'sql' ? (setup.writerOptions.dialect ?? 'postgres') : null;
  return async ({ from, to }) => {
    const make = await making;
    // Each text is encoded into its table's bytes as it is made, as the agents' alone are (see
    // createAgentsChunkMaker): gathered as strings first, the chunk's garbage took a quarter of the run.
    const agents = new ByteSink(encoder);
    const texts = tables.related.map(() => new ByteSink(encoder));
    // SQL: one script, so each table's rows are kept to be written as whole INSERTs of the chunk.
    const rows: TableRow[][] = tables.related.map(() => []);
    const emit = (table: RelatedTable, row: TableRow): void => {
      const k = slot.get(table) as number;
      if (sql !== null) (rows[k] as TableRow[]).push(row);
      else (texts[k] as ByteSink).append((writers[k] as TableWriter).row(row));
    };
    for (let i = from; i < to; i++) {
      const made = make.agent(i);
      const agent = made instanceof Promise ? await made : made;
      if (tables.agents) agents.append(writer.agent(agent, i, i - setup.from));
      const pending = make.records(i, agent, wanted, emit);
      if (pending !== undefined) await pending;
    }
    if (sql !== null) {
      // The related rows first: the agents' last INSERT of the mission is left open for the writer's end.
      const inserts = new ByteSink(encoder);
      for (const [k, table] of tables.related.entries())
        inserts.append(sqlInserts(sql, table, rows[k] as TableRow[]));
      const head = inserts.bytes();
      const tail = agents.bytes();
      const bytes = new Uint8Array(head.length + tail.length);
      bytes.set(head);
      bytes.set(tail, head.length);
      return { bytes, related: [] };
    }
    return { bytes: agents.bytes(), related: texts.map((text) => text.bytes()) };
  };
}

/**
 * A linked mission's chunk of nested agents (--nest): each agent with its agency's and household's
 * rows inside, as one ndjson line or one member of the JSON array (indented as the agents' JSON is;
 * the first of the part without its comma).
 */
function createNestedChunkMaker(setup: WorkerSetup): (request: ChunkRequest) => Promise<ChunkBytes> {
  const making = linkedMissionMaker(setup.prepared).then((make) => ({ make, nest: createNester(make) }));
  const encoder = new TextEncoder();
  const json = setup.format === 'json';
  if (!json && setup.format !== 'ndjson') throw new Error(`Nested agents are JSON, not ${setup.format}.`);
  return async ({ from, to }) => {
    const { make, nest } = await making;
    const text = new ByteSink(encoder);
    for (let i = from; i < to; i++) {
      const made = make.agent(i);
      const agent = made instanceof Promise ? await made : made;
      const nesting = nest(i, agent);
      const nested = nesting instanceof Promise ? await nesting : nesting;
      text.append(
        json
          ? `${i === setup.from ? '\n' : ',\n'}  ${JSON.stringify(nested, null, 2).replaceAll('\n', '\n  ')}`
          : `${JSON.stringify(nested)}\n`,
      );
    }
    return { bytes: text.bytes(), related: [] };
  };
}

/** Text encoded as UTF-8 into a buffer that grows as it fills. */
class ByteSink {
  private buffer = new Uint8Array(64 << 10);
  private length = 0;

  constructor(private readonly encoder: TextEncoder) {}

  append(text: string): void {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (this.buffer.length - this.length < text.length * 3) {
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + text.length * 3));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.length += this.encoder.encodeInto(text, this.buffer.subarray(this.length)).written;
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

function createAgentsChunkMaker(setup: WorkerSetup): (request: ChunkRequest) => Promise<Uint8Array> {
  const query = setup.tagQuery;
  const writer = createFormatWriter(setup.format, {
    ...setup.writerOptions,
    ...(query !== null ? { extra: () => ({ query }) } : {}),
  });
  const making = missionAgentMaker(setup.prepared);
  const encoder = new TextEncoder();
  // Each agent's text is encoded straight into the chunk's bytes: a chunk built as one string first (a
  // rope of a hundred thousand pieces, then flattened, then copied into bytes) held several times its
  // size per thread and pushed a 1,000,000-agent run to over 500 MB.
  let nextSize = 4 << 20;
  return async ({ from, to, spare }) => {
    const make = await making;
    // A written chunk's buffer comes back to be filled again (writeAgents.ts): buffers made afresh for
    // every chunk were garbage until the writing thread's next collection, tens of MB at a time.
    let buffer = spare !== undefined ? new Uint8Array(spare) : new Uint8Array(nextSize);
    let length = 0;
    for (let i = from; i < to; i++) {
      const made = make(i);
      const text = writer.agent(made instanceof Promise ? await made : made, i, i - setup.from);
      // UTF-8 takes at most three bytes per UTF-16 unit.
      if (buffer.length - length < text.length * 3) {
        const grown = new Uint8Array(Math.max(buffer.length * 2, length + text.length * 3));
        grown.set(buffer.subarray(0, length));
        buffer = grown;
      }
      length += encoder.encodeInto(text, buffer.subarray(length)).written;
    }
    // The bytes leave (moved to the main thread, or written) with their whole buffer; a new one, when no
    // spare comes, is sized to this chunk's bytes and a little more, as the next chunk is much the same.
    nextSize = Math.ceil(length * 1.1) + (64 << 10);
    return buffer.subarray(0, length);
  };
}
