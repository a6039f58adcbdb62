// A worker thread of the command line: makes and formats whole chunks of a planned mission's agents
// (see writeAgents.ts) and hands back their UTF-8 bytes, moved rather than copied.
import { parentPort, workerData } from 'node:worker_threads';
import { createFormatWriter } from '../shared/formats.ts';
import { missionAgentMaker } from '../worker/engine/runMission.ts';
import type { ChunkReply, ChunkRequest, WorkerSetup } from './writeAgents.ts';

const setup = workerData as WorkerSetup;
const query = setup.tagQuery;
const writer = createFormatWriter(setup.format, {
  ...setup.writerOptions,
  ...(query !== null ? { extra: () => ({ query }) } : {}),
});
const making = missionAgentMaker(setup.prepared);
const encoder = new TextEncoder();
const port = parentPort;

port?.on('message', (request: ChunkRequest) => {
  void makeChunk(request).then(
    (bytes) =>
      port.postMessage({ chunk: request.chunk, bytes } satisfies ChunkReply, [bytes.buffer as ArrayBuffer]),
    (error: unknown) =>
      port.postMessage({
        error: error instanceof Error ? error.message : String(error),
      } satisfies ChunkReply),
  );
});

async function makeChunk({ from, to }: ChunkRequest): Promise<Uint8Array> {
  const make = await making;
  let text = '';
  for (let i = from; i < to; i++) {
    const made = make(i);
    text += writer.agent(made instanceof Promise ? await made : made, i, i - setup.from);
  }
  return encoder.encode(text);
}
