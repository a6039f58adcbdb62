// The XLSX export's worker (xlsx.worker.ts), one per file; binaryFileWorker.ts speaks to it.
import type { XlsxOptions } from '../../../shared/xlsx.ts';
import { bridgeBinaryFileWorker } from './binaryFileWorker.ts';
import type { BinaryFileWriter } from './exportAgents.ts';

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
  return bridgeBinaryFileWorker(worker, 'XLSX', options);
}
