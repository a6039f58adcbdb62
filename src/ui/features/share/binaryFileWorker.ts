// The page's side of a binary export's worker (Parquet, XLSX), one per file: started with the export,
// ended with it, so nothing of a large file stays behind. Requests are answered in the order they are
// sent, so each reply settles the oldest promise. Each format constructs its own worker, since Vite
// finds a worker's file only where the constructor names it by a literal URL, and hands it here.
import type { BinaryFileWriter } from './exportAgents.ts';
import type { BinaryFileReply, BinaryFileRequest } from './binaryFileService.ts';

interface Waiting {
  resolve(bytes: Uint8Array<ArrayBuffer>): void;
  reject(error: Error): void;
}

/**
 * A binary file's writer in the given worker, which serves it with serveBinaryFile; `label` names the
 * format in errors ("The XLSX worker failed: …").
 *
 * @example const xlsx = bridgeBinaryFileWorker(worker, 'XLSX', { mission }); await xlsx.agents(agents);
 */
export function bridgeBinaryFileWorker<O>(worker: Worker, label: string, options: O): BinaryFileWriter {
  const waiting: Waiting[] = [];
  const failAll = (error: Error): void => {
    for (const { reject } of waiting.splice(0)) reject(error);
  };
  worker.onmessage = (event: MessageEvent<BinaryFileReply>) => {
    const next = waiting.shift();
    if ('error' in event.data) next?.reject(new Error(event.data.error));
    // Bytes from a message are in an ArrayBuffer of their own (moved or copied), never a shared one.
    else next?.resolve(event.data.bytes as Uint8Array<ArrayBuffer>);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(`The ${label} worker failed: ${event.message}`));
  };
  const send = (request: BinaryFileRequest<O>): Promise<Uint8Array<ArrayBuffer>> =>
    new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      worker.postMessage(request);
    });
  // Sent at once and not waited for, but a writer that could not start fails every call with its reason.
  const started = send({ kind: 'start', options });
  started.catch(() => undefined);
  const after = (request: BinaryFileRequest<O>): Promise<Uint8Array<ArrayBuffer>> =>
    Promise.all([started, send(request)]).then(([, bytes]) => bytes);
  return {
    agents: (agents) => after({ kind: 'agents', agents }),
    end: () => after({ kind: 'end' }),
    close() {
      worker.terminate();
      failAll(new Error(`The ${label} export was closed.`));
    },
  };
}
