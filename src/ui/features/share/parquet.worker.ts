// Writes a Parquet download off the page's thread (see parquetWorker.ts, which owns this worker).
// hyparquet-writer encodes and compresses a whole row group in one call: seconds for the 65,536
// agents of a full group, which on the page would freeze scrolling, typing and the map. It is also
// why the writer lives in this worker's own chunk, loaded on the first Parquet export only.
import { createParquetWriter, type ParquetOptions } from '../../../shared/parquet.ts';
import { serveBinaryFile } from './binaryFileService.ts';

serveBinaryFile(self, 'Parquet', (options: ParquetOptions) => createParquetWriter(options));
