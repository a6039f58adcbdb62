// Writes an XLSX download off the page's thread (see xlsxWorker.ts, which owns this worker). Every
// slice of agents goes through the workbook's deflate stream, about a third of a second of work per
// thousand agents on a slow machine: on the page it would stutter scrolling, typing and the map. The
// writer also lives in this worker's own chunk, loaded on the first XLSX export only.
import { createXlsxWriter, type XlsxOptions } from '../../../shared/xlsx.ts';
import { serveBinaryFile } from './binaryFileService.ts';

serveBinaryFile(self, 'XLSX', (options: XlsxOptions) => createXlsxWriter(options));
