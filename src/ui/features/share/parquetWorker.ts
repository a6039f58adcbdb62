// The Parquet export's worker (parquet.worker.ts), one per file; binaryFileWorker.ts speaks to it.
import type { ParquetOptions } from '../../../shared/parquet.ts';
import { bridgeBinaryFileWorker } from './binaryFileWorker.ts';
import type { ParquetFileWriter } from './exportAgents.ts';

/**
 * A Parquet writer in a worker of its own.
 *
 * @example const parquet = openParquetWorker({ mission }); const head = await parquet.agents(agents);
 */
export function openParquetWorker(options: ParquetOptions): ParquetFileWriter {
  const worker = new Worker(new URL('./parquet.worker.ts', import.meta.url), {
    type: 'module',
    name: 'parquet',
  });
  return bridgeBinaryFileWorker(worker, 'Parquet', options);
}
