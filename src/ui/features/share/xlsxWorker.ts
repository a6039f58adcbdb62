// The XLSX export's worker (xlsx.worker.ts), one per file: started with the export, ended with it,
// so nothing of a large file stays behind. Requests are answered in the order they are sent, so each
// reply settles the oldest promise. The same bridge as parquetWorker.ts, for the other binary format.
import type { XlsxOptions } from '../../../shared/xlsx.ts';
import type { BinaryFileWriter } from './exportAgents.ts';
import type { XlsxReply, XlsxRequest } from './xlsx.worker.ts';

interface Waiting {
  resolve(bytes: Uint8Array<ArrayBuffer>): void;
  reject(error: Error): void;
}

/**
 * An XLSX writer in a worker of its own.
 *
 * @example const xlsx = openXlsxWorker({ mission }); const head = await xlsx.agents(agents);
 */
export function openXlsxWorker(options: XlsxOptions): BinaryFileWriter {
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), {
    type: 'module',
    name: 'xlsx',
  });
  const waiting: Waiting[] = [];
  const failAll = (error: Error): void => {
    for (const { reject } of waiting.splice(0)) reject(error);
  };
  worker.onmessage = (event: MessageEvent<XlsxReply>) => {
    const next = waiting.shift();
    if ('error' in event.data) next?.reject(new Error(event.data.error));
    // Bytes from a message are in an ArrayBuffer of their own (moved or copied), never a shared one.
    else next?.resolve(event.data.bytes as Uint8Array<ArrayBuffer>);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(`The XLSX worker failed: ${event.message}`));
  };
  const send = (request: XlsxRequest): Promise<Uint8Array<ArrayBuffer>> =>
    new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      worker.postMessage(request);
    });
  // Sent at once and not waited for, but a writer that could not start fails every call with its reason.
  const started = send({ kind: 'start', options });
  started.catch(() => undefined);
  const after = (request: XlsxRequest): Promise<Uint8Array<ArrayBuffer>> =>
    Promise.all([started, send(request)]).then(([, bytes]) => bytes);
  return {
    agents: (agents) => after({ kind: 'agents', agents }),
    end: () => after({ kind: 'end' }),
    close() {
      worker.terminate();
      failAll(new Error('The XLSX export was closed.'));
    },
  };
}
