// The worker's side of a binary export (parquet.worker.ts, xlsx.worker.ts; the page's side is
// binaryFileWorker.ts): one file's writer, fed slices of agents, answering every request in order
// with the bytes it made, moved rather than copied.
import type { Agent } from '../../../shared/types.ts';

/** Every request gets one reply, in order: its bytes (often none), or the writer's error. */
export type BinaryFileRequest<O> =
  { kind: 'start'; options: O } | { kind: 'agents'; agents: readonly Agent[] } | { kind: 'end' };
export type BinaryFileReply = { bytes: Uint8Array } | { error: string };

/** What a format's writer offers the service: its bytes so far, after each slice and at the end. */
export interface BinaryWriter {
  agents(agents: readonly Agent[]): Uint8Array;
  end(): Uint8Array;
}

/** The worker's global scope, as much of it as the service uses. */
interface Scope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown, options?: { transfer?: Transferable[] }): void;
}

/**
 * Answers the page's requests in this worker with writers that `open` makes; `label` names the
 * format in errors ("XLSX: no file was started").
 *
 * @example serveBinaryFile(self, 'XLSX', (options: XlsxOptions) => createXlsxWriter(options))
 */
export function serveBinaryFile<O>(scope: Scope, label: string, open: (options: O) => BinaryWriter): void {
  let writer: BinaryWriter | null = null;
  const answer = (request: BinaryFileRequest<O>): Uint8Array => {
    if (request.kind === 'start') {
      writer = null; // a file that cannot start leaves no earlier file to write into
      writer = open(request.options);
      return new Uint8Array(0);
    }
    if (writer === null) throw new Error(`${label}: no file was started`);
    return request.kind === 'agents' ? writer.agents(request.agents) : writer.end();
  };
  scope.onmessage = (event: MessageEvent<BinaryFileRequest<O>>) => {
    try {
      const bytes = answer(event.data);
      // Moved, not copied, when the bytes have a buffer of their own (an empty answer may share one).
      const own = bytes.byteLength > 0 && bytes.byteLength === bytes.buffer.byteLength;
      const reply: BinaryFileReply = { bytes };
      scope.postMessage(reply, { transfer: own ? [bytes.buffer as ArrayBuffer] : [] });
    } catch (error) {
      const reply: BinaryFileReply = { error: error instanceof Error ? error.message : String(error) };
      scope.postMessage(reply);
    }
  };
}
