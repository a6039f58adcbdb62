// Sending a search's agents to the page: packed into columnar chunks, a few in flight at a time.
import type { Agent, AgentChunk, SearchListener } from '../shared/types.ts';
import { AgentChunkPacker } from './engine/agentChunks.ts';

/**
 * Packs agents into chunks and sends each as it fills. Up to CHUNKS_IN_FLIGHT chunks may be
 * unacknowledged: generation runs ahead of the page, yet never floods it, and waiting for an
 * acknowledgement is what lets the worker read a cancel() between chunks.
 */
export class ChunkSender {
  private packer: AgentChunkPacker | null = null;
  private readonly inFlight: Promise<void>[] = [];

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
   * A page that failed to take a chunk in knows it already and fails the search itself.
   */
  finish(): void {
    const last = this.packer?.flush() ?? null;
    // send() may hand back an earlier chunk's acknowledgement (backpressure): nobody awaits it now.
    const earlier = last === null ? undefined : this.send(last);
    for (const acknowledged of [earlier, ...this.inFlight.splice(0)]) acknowledged?.catch(() => undefined);
  }

  private send(chunk: AgentChunk): Promise<void> | undefined {
    // Over Comlink the call returns the page's acknowledgement; in-process it returns nothing.
    const acknowledged: unknown = this.listener.onChunk(chunk);
    this.inFlight.push(Promise.resolve(acknowledged).then(() => undefined));
    if (this.inFlight.length < CHUNKS_IN_FLIGHT) return undefined;
    return this.inFlight.shift();
  }
}

const CHUNKS_IN_FLIGHT = 2;
