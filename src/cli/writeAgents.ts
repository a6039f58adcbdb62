// Writing a planned mission's agents [from, to) in a format: in this thread for small runs, else
// spread over worker threads that each make and format whole chunks, written here strictly in agent
// order, so the bytes never depend on the number of threads.
//
// A shard (part K of N, see agentsCommand.ts) is written so the parts add up to the whole:
// - ndjson, csv and vcf: the parts concatenate to the whole file byte for byte (only the first has
//   CSV's header);
// - sql: each part is a script that loads on its own (its own transaction); the first creates the
//   table, so loading the parts in order, or the concatenation, loads the whole mission;
// - json, geojson, parquet and xlsx: each part is a complete document of its agents, whose rows in
//   order are the whole mission's (DuckDB reads `read_parquet('part-*.parquet')` as one table; each
//   workbook has its own header row, so a part opens on its own in a spreadsheet).
import { Worker } from 'node:worker_threads';
import {
  createFormatWriter,
  type Format,
  type FormatWriter,
  type TextFormat,
  type WriterOptions,
} from '../shared/formats.ts';
import { createParquetWriter, createTableParquetWriter, type TableParquetWriter } from '../shared/parquet.ts';
import { createXlsxWriter } from '../shared/xlsx.ts';
import type { SqlDialect } from '../shared/sqlFormat.ts';
import {
  createTableWriter,
  LINKED_TABLES,
  type RelatedTable,
  type TableFormat,
  type TableRow,
} from '../shared/linkedTables.ts';
import { linkedSqlConstraints, linkedSqlStart, type LinkedSqlOptions } from '../shared/linkedSql.ts';
import { missionFields } from '../shared/missionVersions.ts';
import type { Agent } from '../shared/types.ts';
import { missionKeyOf } from '../shared/missionKey.ts';
import { linkedMissionMaker, missionAgentMaker, type PreparedMission } from '../worker/engine/runMission.ts';
import { createChunkMaker } from './chunkMaker.ts';
import type { Sink } from './output.ts';

export interface WriteJob {
  prepared: PreparedMission;
  format: Format;
  dialect: SqlDialect;
  /** For sql: the table's name (undefined for `agents`) and whether to drop it first. */
  table?: string | undefined;
  drop?: boolean;
  /** For csv: whether to start with a byte order mark. */
  bom?: boolean;
  /** The fields chosen, in order; undefined for the format's own. */
  fields: WriterOptions['fields'];
  from: number;
  to: number;
  /** This part starts the mission: it has CSV's header row and SQL's CREATE TABLE. */
  first: boolean;
  /** This part ends the mission: a linked SQL script's foreign keys are added in it (see linkedSql.ts). */
  last?: boolean;
  /** Each agent carries the query it was made for (standard input's ndjson), or null. */
  tagQuery: string | null;
  threads: number;
  /** A linked mission's other tables (--tables), with a sink each in `relatedSinks` order; absent for agents alone. */
  tables?: TablesSetup;
  /** Each agent with its agency's and household's rows inside (--nest): JSON or ndjson of a linked mission. */
  nest?: boolean;
}

/** A linked mission's tables beyond the agents' (--tables): which, in what format, and whether the agents' own. */
export interface TablesSetup {
  /** Whether the agents table is written (its sink is the job's). */
  agents: boolean;
  /** The related tables written, each to its own sink, in dependency order. */
  related: readonly RelatedTable[];
  format: TableFormat;
}

/** What a worker thread needs to make and format agents: all of it structured-cloneable. */
export interface WorkerSetup {
  prepared: PreparedMission;
  format: TextFormat;
  /** Without `extra` (a function does not cross threads): see tagQuery. */
  writerOptions: WriterOptions;
  tagQuery: string | null;
  /** The part's first agent: positions in the file count from it. */
  from: number;
  /** A linked mission's tables, when --tables names more than the agents. */
  tables?: TablesSetup;
  /** Nested agents (--nest). */
  nest?: boolean;
}

/** A chunk to make, and what comes back. */
export interface ChunkRequest {
  chunk: number;
  from: number;
  to: number;
  /** A written chunk's buffer, to be filled again (moved to a worker, not copied). */
  spare?: ArrayBuffer;
}
export type ChunkReply = { chunk: number; bytes: Uint8Array; related: Uint8Array[] } | { error: string };

/** Agents per chunk: about 3 MB of text, enough to make a message per chunk cheap, small enough to keep few in memory. */
export const CHUNK_AGENTS = 5_000;

/**
 * The writer options of a job: its mission (CSV columns, vCard UIDs), fields, dialect and tag.
 *
 * @example writerOptionsOf(job).mission?.seed === job.prepared.plan.seed
 */
export function writerOptionsOf(
  job: Pick<
    WriteJob,
    'prepared' | 'fields' | 'dialect' | 'tagQuery' | 'format' | 'first' | 'table' | 'drop' | 'bom'
  >,
): WriterOptions {
  const { plan } = job.prepared;
  const query = job.tagQuery;
  // JSON and GeoJSON parts are whole documents; the others' header belongs to the first part only.
  const header = job.format === 'json' || job.format === 'geojson' || job.first;
  return {
    mission: missionKeyOf(plan),
    header,
    ...(job.fields !== undefined ? { fields: job.fields } : {}),
    ...(job.format === 'sql' ? { dialect: job.dialect } : {}),
    ...(job.format === 'sql' && job.table !== undefined ? { table: job.table } : {}),
    ...(job.format === 'sql' && job.drop === true ? { drop: true } : {}),
    ...(job.format === 'csv' ? { bom: job.bom === true } : {}),
    ...(query !== null ? { extra: () => ({ query }) } : {}),
  };
}

/**
 * Writes the job's agents to the sink, reporting how many are written as it goes.
 *
 * @example await writeAgents(job, sink, (made) => progress.update(made))
 */
export async function writeAgents(
  job: WriteJob,
  sink: Sink,
  onProgress: (made: number) => void,
  relatedSinks: readonly Sink[] = [],
): Promise<void> {
  if (job.tables !== undefined)
    return writeTables({ ...job, tables: job.tables }, sink, onProgress, relatedSinks);
  if (job.format === 'parquet' || job.format === 'xlsx') {
    const options = {
      mission: missionKeyOf(job.prepared.plan),
      ...(job.fields !== undefined ? { fields: job.fields } : {}),
    };
    const writer = job.format === 'parquet' ? createParquetWriter(options) : createXlsxWriter(options);
    return writeBinary(job, sink, onProgress, writer);
  }
  const format = job.format;
  const writer = createFormatWriter(format, writerOptionsOf(job));
  if (job.nest === true && format !== 'json' && format !== 'ndjson')
    throw new Error(`--nest: nested agents are written as json or ndjson, not ${format}.`);
  await sink.write(writer.start());
  if (job.nest === true) {
    // The format's writer gives the document's start and end; the chunks write nested agents (chunkMaker.ts).
    await writeInWorkers({ ...job, format }, sink, onProgress);
    await sink.write(writer.end(job.to - job.from));
    return;
  }
  // Every text format goes by chunks of bytes, in this thread alone too: gathering text into a string
  // for the stream to encode cost about a tenth more than encoding each agent into the chunk. SQL's
  // INSERT batches are cut by a row's position alone (sqlFormat.ts), so each thread's writer writes its
  // rows as one writer would, wherever its chunk starts.
  if (job.to - job.from > CHUNK_AGENTS) {
    await writeInWorkers({ ...job, format }, sink, onProgress);
  } else {
    await writeHere(job, writer, sink, onProgress);
  }
  await sink.write(writer.end(job.to - job.from));
}

/**
 * A linked mission's tables: the agents to `sink` (when asked for), each related table to its sink, all
 * made by chunks as the agents alone are, each table's rows in agent order. A table's file starts with
 * its header (CSV's) only in the first part.
 */
async function writeTables(
  job: WriteJob & { tables: TablesSetup },
  sink: Sink,
  onProgress: (made: number) => void,
  relatedSinks: readonly Sink[],
): Promise<void> {
  const format = job.format;
  // A file per related table, but for SQL's one script.
  if (format !== 'sql' && relatedSinks.length !== job.tables.related.length)
    throw new Error(`--tables: ${relatedSinks.length} files for ${job.tables.related.length} tables.`);
  if (format === 'parquet') return writeParquetTables(job, sink, onProgress, relatedSinks);
  if (format === 'vcf' || format === 'xlsx')
    throw new Error(`--tables: related tables are not written as ${format}.`);
  const writer = createFormatWriter(format, writerOptionsOf(job));
  if (format === 'sql') {
    // One script: the tables (first part), every chunk's rows, the agents' last INSERT closed and
    // committed, then the foreign keys (last part).
    const sql: LinkedSqlOptions = {
      dialect: job.dialect,
      tables: LINKED_TABLES.filter(
        (table) => table === 'agents' || (job.tables.related as readonly string[]).includes(table),
      ),
      agentFields: job.fields ?? missionFields(job.prepared.plan.version),
      comment: `The Silent Directory: a linked mission (version ${job.prepared.plan.version}), query "${job.prepared.plan.query}", seed "${job.prepared.plan.seed}"`,
      drop: job.drop === true,
    };
    await sink.write(linkedSqlStart({ ...sql, create: job.first }));
    await writeInWorkers({ ...job, format }, sink, onProgress);
    await sink.write(writer.end(job.to - job.from));
    if (job.last === true) await sink.write(linkedSqlConstraints(sql));
    return;
  }
  const tableWriters = job.tables.related.map((table) => createTableWriter(format, table, job.first));
  if (job.tables.agents) await sink.write(writer.start());
  for (const [k, tableWriter] of tableWriters.entries())
    await (relatedSinks[k] as Sink).write(tableWriter.start());
  // A JSON or GeoJSON table's rows each come with a leading comma (TableWriter.row): the file's first
  // loses it.
  const rowSinks = relatedSinks.map((related) =>
    format === 'json' || format === 'geojson' ? new FirstCommaDropped(related) : related,
  );
  await writeInWorkers({ ...job, format }, sink, onProgress, rowSinks);
  if (job.tables.agents) await sink.write(writer.end(job.to - job.from));
  for (const [k, tableWriter] of tableWriters.entries()) {
    const rowSink = rowSinks[k] as Sink;
    const rows = rowSink instanceof FirstCommaDropped && rowSink.rows;
    await (relatedSinks[k] as Sink).write(tableWriter.end(rows));
  }
}

/**
 * A JSON or GeoJSON table file's rows: the first row that comes loses its leading comma. Chunks are written in
 * order, so the first bytes that are not empty hold the file's first row.
 */
class FirstCommaDropped implements Sink {
  /** Whether a row has been written. */
  rows = false;

  constructor(private readonly inner: Sink) {}

  write(data: string | Uint8Array): Promise<void> | void {
    if (this.rows || data.length === 0) return this.inner.write(data);
    this.rows = true;
    // ',' is one byte in UTF-8 and one unit in UTF-16.
    return this.inner.write(typeof data === 'string' ? data.slice(1) : data.subarray(1));
  }

  commit(): Promise<void> {
    return this.inner.commit();
  }

  abandon(): Promise<void> {
    return this.inner.abandon();
  }
}

/**
 * A linked mission's tables as Parquet files, made in this thread as the agents' own Parquet is (its
 * row groups are encoded in one piece): each agent to the agents' file, the rows it owns to their
 * tables' files, each file's bytes written out as its row groups fill.
 */
async function writeParquetTables(
  job: WriteJob & { tables: TablesSetup },
  sink: Sink,
  onProgress: (made: number) => void,
  relatedSinks: readonly Sink[],
): Promise<void> {
  const { related } = job.tables;
  const mission = missionKeyOf(job.prepared.plan);
  const agents = job.tables.agents
    ? createParquetWriter({ mission, ...(job.fields !== undefined ? { fields: job.fields } : {}) })
    : null;
  const writers = related.map((table) => createTableParquetWriter(table, { mission }));
  const slot = new Map(related.map((table, k) => [table, k]));
  const wanted = new Set(related);
  // A row's bytes are rare (a row group at a time) and written in order, after the agent that owns it.
  const pending: { sink: Sink; bytes: Uint8Array }[] = [];
  const emit = (table: RelatedTable, row: TableRow): void => {
    const k = slot.get(table) as number;
    const bytes = (writers[k] as TableParquetWriter).row(row);
    if (bytes.length > 0) pending.push({ sink: relatedSinks[k] as Sink, bytes });
  };
  const make = await linkedMissionMaker(job.prepared);
  for (let i = job.from; i < job.to; i++) {
    const made = make.agent(i);
    const agent = made instanceof Promise ? await made : made;
    if (agents !== null) {
      const bytes = agents.agent(agent);
      if (bytes.length > 0) pending.push({ sink, bytes });
    }
    const records = make.records(i, agent, wanted, emit);
    if (records !== undefined) await records;
    if (pending.length > 0) {
      for (const { sink: to, bytes } of pending.splice(0)) await to.write(bytes);
      onProgress(i + 1 - job.from);
    }
  }
  if (agents !== null) await sink.write(agents.end());
  for (const [k, writer] of writers.entries()) await (relatedSinks[k] as Sink).write(writer.end());
  onProgress(job.to - job.from);
}

async function writeHere(
  job: WriteJob,
  writer: FormatWriter,
  sink: Sink,
  onProgress: (made: number) => void,
): Promise<void> {
  const make = await missionAgentMaker(job.prepared);
  const { from, to } = job;
  for (let i = from; i < to; i++) {
    const made = make(i);
    const pending = sink.write(writer.agent(made instanceof Promise ? await made : made, i, i - from));
    if (pending !== undefined) {
      await pending;
      onProgress(i + 1 - from);
    }
  }
  onProgress(to - from);
}

/**
 * Parquet's row groups are encoded column by column here, a workbook's rows go through its deflate
 * stream here; either way the bytes go out as the writer hands them over, a row group or a stretch
 * of the stream at a time.
 */
async function writeBinary(
  job: WriteJob,
  sink: Sink,
  onProgress: (made: number) => void,
  writer: { agent(agent: Agent): Uint8Array; end(): Uint8Array },
): Promise<void> {
  const make = await missionAgentMaker(job.prepared);
  for (let i = job.from; i < job.to; i++) {
    const made = make(i);
    const bytes = writer.agent(made instanceof Promise ? await made : made);
    if (bytes.length > 0) {
      await sink.write(bytes);
      onProgress(i + 1 - job.from);
    }
  }
  await sink.write(writer.end());
  onProgress(job.to - job.from);
}

/** The worker's module: the TypeScript source under tsx (tests, `npm run agents`), else the bundle's. */
function workerUrl(): { url: URL; tsModule?: string } {
  return import.meta.url.endsWith('.ts')
    ? {
        url: new URL('./tsWorker.mjs', import.meta.url),
        tsModule: new URL('./agentWorker.ts', import.meta.url).href,
      }
    : { url: new URL('./agentWorker.js', import.meta.url) };
}

/** A thread that makes chunks: a worker, or this thread between its writes. */
interface ChunkThread {
  send(request: ChunkRequest): void;
  close(): Promise<unknown>;
  /**
   * Requests it may hold at once. A worker holds two, so that it starts its next chunk the moment it
   * finishes one: with one, it waited for this thread to hand it the next, and this thread is often
   * busy making a chunk of its own (two threads then kept 1.2 cores busy, not 2).
   */
  capacity: number;
  held: number;
}

/** A worker thread, answering each request with a reply. */
function workerThread(setup: WorkerSetup, reply: (reply: ChunkReply) => void): ChunkThread {
  const { url, tsModule } = workerUrl();
  // A young generation of 16 MB (V8's default is larger) keeps each thread's garbage collected early:
  // a thread makes a few chunks of short-lived strings, never a large live set.
  const worker = new Worker(url, {
    workerData: { ...setup, tsModule },
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
  worker.on('message', reply);
  worker.on('error', (error) => reply({ error: error.message }));
  return {
    send: (request) => worker.postMessage(request, request.spare !== undefined ? [request.spare] : []),
    close: () => worker.terminate(),
    capacity: 2,
    held: 0,
  };
}

/**
 * This thread as the maker, when one thread is wanted. With more, every maker is a worker and this
 * thread only writes. It was one of the makers once (to spare a worker's copy of the engine's
 * tables), but a chunk made here took about a quarter longer than in a worker (this thread's heap and
 * young generation are larger), and as chunks are written in agent order the worker was held to its
 * pace, idle a fifth of the time. Two workers and a writer wrote 1,000,000 ndjson agents in about
 * 3.4 s against 4.2 s on two cores, and ten million peak at about 200 MB (see bench/RESULTS.md).
 */
function thisThread(setup: WorkerSetup, reply: (reply: ChunkReply) => void): ChunkThread {
  const makeChunk = createChunkMaker(setup);
  return {
    // A turn of its own, so that replies and writes in between are not held up.
    send: (request) =>
      setImmediate(() =>
        makeChunk(request).then(
          ({ bytes, related }) => reply({ chunk: request.chunk, bytes, related }),
          (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
        ),
      ),
    close: () => Promise.resolve(),
    capacity: 1,
    held: 0,
  };
}

/**
 * Chunks go to whichever thread is free, at most three per thread ahead of the writing, so memory
 * stays a few chunks whatever the count (and a slow reader slows the threads, not the heap). A chunk's
 * buffer, once written, goes back out with a later request, so the same few buffers carry the whole
 * run.
 */
async function writeInWorkers(
  job: WriteJob & { format: TextFormat },
  sink: Sink,
  onProgress: (made: number) => void,
  relatedSinks: readonly Sink[] = [],
): Promise<void> {
  const setup: WorkerSetup = {
    prepared: job.prepared,
    format: job.format,
    writerOptions: writerOptionsOf({ ...job, tagQuery: null }),
    tagQuery: job.tagQuery,
    from: job.from,
    ...(job.tables !== undefined ? { tables: job.tables } : {}),
    ...(job.nest === true ? { nest: true } : {}),
  };
  const total = job.to - job.from;
  const chunks = Math.ceil(total / CHUNK_AGENTS);
  const threadCount = Math.min(job.threads, chunks);
  const ahead = threadCount * 3;
  const done = new Map<number, { bytes: Uint8Array; related: Uint8Array[] }>();
  const spares: ArrayBuffer[] = [];
  const idle: ChunkThread[] = [];
  const threads: ChunkThread[] = [];
  let nextAssign = 0;
  /** The next chunk to hand to the sink, in agent order. */
  let nextWrite = 0;
  /** Chunks the sink has finished with: the window of chunks in memory is counted from here. */
  let written = 0;

  try {
    await new Promise<void>((resolve, reject) => {
      const assign = (thread: ChunkThread): void => {
        while (thread.held < thread.capacity) {
          if (nextAssign >= chunks || nextAssign >= written + ahead) {
            if (!idle.includes(thread)) idle.push(thread);
            return;
          }
          const chunk = nextAssign++;
          const from = job.from + chunk * CHUNK_AGENTS;
          thread.held++;
          const spare = spares.pop();
          thread.send({
            chunk,
            from,
            to: Math.min(job.to, from + CHUNK_AGENTS),
            ...(spare !== undefined ? { spare } : {}),
          });
        }
      };
      const onWritten = (bytes: Uint8Array): void => {
        written++;
        // Written (see Sink.write): the buffer may be filled again.
        spares.push(bytes.buffer as ArrayBuffer);
        onProgress(Math.min(total, written * CHUNK_AGENTS));
        while (idle.length > 0 && nextAssign < chunks && nextAssign < written + ahead) {
          assign(idle.pop() as ChunkThread);
        }
        if (written === chunks) resolve();
      };
      // Every chunk ready in order goes to the sink at once, without waiting for the one before to be
      // written: the stream keeps them in order. Waiting wrote one chunk per turn of the event loop, and
      // this thread spends most turns making a chunk of its own, so the writing fell behind two makers,
      // the window filled and the worker stood idle a quarter of the time.
      const pump = (): void => {
        for (let chunk = done.get(nextWrite); chunk !== undefined; chunk = done.get(nextWrite)) {
          done.delete(nextWrite);
          nextWrite++;
          const { bytes, related } = chunk;
          // A related table's bytes go to its own file, in the same chunk order.
          const writes = related.map((table, k) => (relatedSinks[k] as Sink).write(table));
          // `bytes` is this iteration's own binding (const in a for loop), so the callback gets its chunk.
          Promise.all([sink.write(bytes), ...writes]).then(() => onWritten(bytes), reject);
        }
      };
      const replyTo =
        (thread: () => ChunkThread) =>
        (reply: ChunkReply): void => {
          if ('error' in reply) {
            reject(new WorkerFailure(reply.error));
            return;
          }
          done.set(reply.chunk, { bytes: reply.bytes, related: reply.related });
          thread().held--;
          assign(thread());
          pump();
        };
      for (let t = 0; t < threadCount; t++) {
        const make = threadCount > 1 ? workerThread : thisThread;
        const thread: ChunkThread = make(
          setup,
          replyTo(() => thread),
        );
        threads.push(thread);
      }
      for (const thread of threads) assign(thread);
    });
  } finally {
    await Promise.all(threads.map((thread) => thread.close()));
  }
}

/** A worker thread's failure, with its message (a mission's data that could not load, say). */
export class WorkerFailure extends Error {}
