// Sending a search's agents to the page: packed into columnar chunks, a few in flight at a time.
import type { Agent, AgentChunk, SearchListener } from '../shared/types.ts';
import { AgentChunkPacker } from './engine/agentChunks.ts';
import { nextTask } from './nextTask.ts';

/**
 * Packs agents into chunks and sends each as it fills. Up to CHUNKS_IN_FLIGHT chunks may be
 * unacknowledged: generation runs ahead of the page, yet never floods it, and waiting for an
 * acknowledgement is what lets the worker read a cancel() between chunks.
 */
export class ChunkSender {
  private packer: AgentChunkPacker | null = null;
  private readonly inFlight: Promise<void>[] = [];
  /** The first chunk that failed: refused by postMessage, or by the page. */
  private failure: { error: unknown } | null = null;

  constructor(private readonly listener: SearchListener) {}

  /** The plan is known: chunk sizes depend on how many agents the search makes. */
  begin(total: number): void {
    this.packer = new AgentChunkPacker(total);
  }

  add(agent: Agent): Promise<void> | undefined {
    const chunk = this.packer?.add(agent) ?? null;
    return chunk === null ? undefined : this.send(chunk);
  }

  /**
   * Sends the last partial chunk. The chunks still unacknowledged are not waited for: the summary then
   * follows the last chunk at once, instead of after the page's answer to it, and the page (which
   * counts what it received against the summary) completes in the frame it reveals the last agents.
   *
   * A chunk that never left (postMessage refused it: a DataCloneError) would leave the page waiting
   * forever, since the summary counts it. Over Comlink that refusal is a promise already rejected when
   * the call returns, so it has been seen once the worker's next task comes: then finish() rejects, and
   * so does the search. A page's own refusal of a chunk that arrives by then fails it the same way (the
   * page, which failed the search itself, keeps its first failure); one that comes later is the page's
   * to report.
   */
  async finish(): Promise<void> {
    const last = this.packer?.flush() ?? null;
    // What send() hands back (an earlier acknowledgement, under backpressure) is not awaited: every
    // acknowledgement has its handler already.
    if (last !== null) void this.send(last);
    this.inFlight.length = 0;
    await nextTask();
    if (this.failure !== null) throw this.failure.error;
  }

  private send(chunk: AgentChunk): Promise<void> | undefined {
    // Over Comlink the call returns the page's acknowledgement; in-process it returns nothing.
    const acknowledged = Promise.resolve(this.listener.onChunk(chunk) as unknown).then(() => undefined);
    // Kept for finish(), and handled here so that one nobody awaits is never an unhandled rejection.
    acknowledged.catch((error: unknown) => {
      this.failure ??= { error };
    });
    this.inFlight.push(acknowledged);
    if (this.inFlight.length < CHUNKS_IN_FLIGHT) return undefined;
    return this.inFlight.shift();
  }
}

const CHUNKS_IN_FLIGHT = 2;
