// Packs agents into the columnar chunks the worker sends to the page (AgentChunk in the shared
// contract). A message per agent costs the page a task per agent: 100,000 of them would hold its
// main thread for seconds. Chunks grow as a bulk search goes on, so its first agents still arrive
// at once and the rest in a few dozen messages; the spec's twelve still travel one by one.
import { ChunkTextWriter } from '../../shared/chunkText.ts';
import { type Agent, type AgentChunk } from '../../shared/types.ts';
import { PROFILES_PER_SEARCH } from '../../shared/limits.ts';

/** The spec's search reveals its agents one by one 200–400 ms apart, so they travel one per chunk. */
const SINGLE_AGENT_CHUNKS = PROFILES_PER_SEARCH;
/** The first bulk chunk: small enough to arrive within a frame of the twelfth agent. */
const FIRST_BULK_CHUNK = 64;
/**
 * A bulk search up to this many agents travels in one chunk (about 250 KB of text). The worker makes
 * them in a few milliseconds, and every further chunk waits for the page to acknowledge one before it,
 * a turn of the page's main thread that a frame of drawing can hold up: a thousand agents sent as five
 * chunks took five frames to arrive.
 */
const WHOLE_SEARCH_CHUNK_MAX = 2048;
/**
 * The largest chunk: 8,192 agents are about 1 MB of text in one string, which the page receives in a
 * few milliseconds, well inside a frame; bigger chunks would only save messages that cost nothing.
 */
export const MAX_CHUNK_LENGTH = 8192;

/**
 * How many agents the chunk starting at `start` holds in a search of `total`: one at a time for the
 * spec's search of twelve (or fewer), all at once for a small bulk search, otherwise doubling with the
 * position (64, 64, 128, 256, …) up to MAX_CHUNK_LENGTH, so a big search's first agents still arrive
 * within a frame.
 *
 * @example chunkLengthAt(0, 12) === 1; chunkLengthAt(0, 1000) === 1000; chunkLengthAt(50_000, 1e5) === 8192
 */
export function chunkLengthAt(start: number, total: number): number {
  if (total <= SINGLE_AGENT_CHUNKS) return 1;
  if (total <= WHOLE_SEARCH_CHUNK_MAX) return total;
  return Math.min(
    MAX_CHUNK_LENGTH,
    Math.max(FIRST_BULK_CHUNK, 2 ** Math.floor(Math.log2(Math.max(1, start)))),
  );
}

/**
 * Collects agents in order and hands back each chunk as it fills.
 *
 * @example
 *   const packer = new AgentChunkPacker();
 *   const chunk = packer.add(agent); // a chunk of one: the first agents travel alone
 *   packer.flush();                  // whatever is left at the end, or null
 */
export class AgentChunkPacker {
  private readonly total: number;
  private start = 0;
  private capacity: number;
  private length = 0;
  private positions: Float64Array;
  private readonly text: ChunkTextWriter;

  /** `total`: the agents the search will make, which decides the chunk sizes. */
  constructor(total: number) {
    this.total = total;
    this.capacity = chunkLengthAt(0, total);
    this.positions = new Float64Array(this.capacity * 2);
    this.text = new ChunkTextWriter(this.capacity);
  }

  /** Adds the next agent; returns the chunk it completes, if any. */
  add(agent: Agent): AgentChunk | null {
    const at = this.length;
    this.positions[at * 2] = agent.lng;
    this.positions[at * 2 + 1] = agent.lat;
    this.text.add(agent);
    this.length++;
    return this.length === this.capacity ? this.take() : null;
  }

  /** The partly filled chunk, or null when it is empty. */
  flush(): AgentChunk | null {
    return this.length === 0 ? null : this.take();
  }

  private take(): AgentChunk {
    const { start, length, capacity } = this;
    this.start += length;
    this.capacity = chunkLengthAt(this.start, this.total);
    this.length = 0;
    const chunk: AgentChunk = {
      start,
      length,
      // A full chunk hands over its own buffer; a partial one a trimmed copy, so the page gets
      // exactly 2 × length numbers either way.
      positions: length === capacity ? this.positions : this.positions.slice(0, length * 2),
      ...this.text.take(this.capacity),
    };
    this.positions = new Float64Array(this.capacity * 2);
    return chunk;
  }
}
