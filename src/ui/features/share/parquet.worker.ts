// Writes a Parquet download off the page's thread (see parquetWorker.ts, which owns this worker).
// hyparquet-writer encodes and compresses a whole row group in one call: seconds for the 65,536
// agents of a full group, which on the page would freeze scrolling, typing and the map. It is also
// why the writer lives in this worker's own chunk, loaded on the first Parquet export only.
import {
  createParquetWriter,
  type AgentParquetWriter,
  type ParquetOptions,
} from '../../../shared/parquet.ts';
import type { Agent } from '../../../shared/types.ts';

/** Every request gets one reply, in order: its bytes (often none), or the writer's error. */
export type ParquetRequest =
  { kind: 'start'; options: ParquetOptions } | { kind: 'agents'; agents: readonly Agent[] } | { kind: 'end' };
export type ParquetReply = { bytes: Uint8Array } | { error: string };

let writer: AgentParquetWriter | null = null;

function answer(request: ParquetRequest): Uint8Array {
  if (request.kind === 'start') {
    writer = null; // a file that cannot start leaves no earlier file to write into
    writer = createParquetWriter(request.options);
    return new Uint8Array(0);
  }
  if (writer === null) throw new Error('Parquet: no file was started');
  return request.kind === 'agents' ? writer.agents(request.agents) : writer.end();
}

self.onmessage = (event: MessageEvent<ParquetRequest>) => {
  try {
    const bytes = answer(event.data);
    // Moved, not copied, when the bytes have a buffer of their own (an empty answer may share one).
    const own = bytes.byteLength > 0 && bytes.byteLength === bytes.buffer.byteLength;
    const reply: ParquetReply = { bytes };
    self.postMessage(reply, { transfer: own ? [bytes.buffer as ArrayBuffer] : [] });
  } catch (error) {
    const reply: ParquetReply = { error: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
