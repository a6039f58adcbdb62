// Writes an XLSX download off the page's thread (see xlsxWorker.ts, which owns this worker). Every
// slice of agents goes through the workbook's deflate stream, about a third of a second of work per
// thousand agents on a slow machine: on the page it would stutter scrolling, typing and the map. The
// writer also lives in this worker's own chunk, loaded on the first XLSX export only.
import { createXlsxWriter, type AgentXlsxWriter, type XlsxOptions } from '../../../shared/xlsx.ts';
import type { Agent } from '../../../shared/types.ts';

/** Every request gets one reply, in order: its bytes (often none), or the writer's error. */
export type XlsxRequest =
  { kind: 'start'; options: XlsxOptions } | { kind: 'agents'; agents: readonly Agent[] } | { kind: 'end' };
export type XlsxReply = { bytes: Uint8Array } | { error: string };

let writer: AgentXlsxWriter | null = null;

function answer(request: XlsxRequest): Uint8Array {
  if (request.kind === 'start') {
    writer = null; // a file that cannot start leaves no earlier file to write into
    writer = createXlsxWriter(request.options);
    return new Uint8Array(0);
  }
  if (writer === null) throw new Error('XLSX: no file was started');
  return request.kind === 'agents' ? writer.agents(request.agents) : writer.end();
}

self.onmessage = (event: MessageEvent<XlsxRequest>) => {
  try {
    const bytes = answer(event.data);
    // Moved, not copied, when the bytes have a buffer of their own (an empty answer may share one).
    const own = bytes.byteLength > 0 && bytes.byteLength === bytes.buffer.byteLength;
    const reply: XlsxReply = { bytes };
    self.postMessage(reply, { transfer: own ? [bytes.buffer as ArrayBuffer] : [] });
  } catch (error) {
    const reply: XlsxReply = { error: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
