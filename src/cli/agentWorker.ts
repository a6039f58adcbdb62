// A worker thread of the command line: makes whole chunks of a planned mission's agents (see
// chunkMaker.ts) and hands back their UTF-8 bytes, moved rather than copied.
import { parentPort, workerData } from 'node:worker_threads';
import { usePackagedLand } from '../lib/citiesData.ts';
import { createChunkMaker } from './chunkMaker.ts';
import type { ChunkReply, ChunkRequest, WorkerSetup } from './writeAgents.ts';

// Each thread has its own land index: the package's snapshot, read rather than decoded (150 ms each).
await usePackagedLand();
const makeChunk = createChunkMaker(workerData as WorkerSetup);
const port = parentPort;

port?.on('message', (request: ChunkRequest) => {
  makeChunk(request).then(
    ({ bytes, related }) =>
      port.postMessage({ chunk: request.chunk, bytes, related } satisfies ChunkReply, [
        bytes.buffer as ArrayBuffer,
        ...related.map((table) => table.buffer as ArrayBuffer),
      ]),
    (error: unknown) =>
      port.postMessage({
        error: error instanceof Error ? error.message : String(error),
      } satisfies ChunkReply),
  );
});
