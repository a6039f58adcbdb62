// Builds a mission's point index (pointLookup.ts) off the main thread. Sorting 100,000 points took
// 70 ms on the page's thread here, a task long enough to hold up a frame while the visitor moves the
// mouse; in this worker it costs the page nothing but the copy of the positions. The tree's buffer and
// the Mercator coordinates are transferred back, and the page reads them without rebuilding.
import { indexPoints } from './pointLookup.ts';

export interface IndexRequest {
  id: number;
  positions: Float64Array;
  length: number;
}

self.onmessage = (event: MessageEvent<IndexRequest>) => {
  const { id, positions, length } = event.data;
  const index = indexPoints(positions, length);
  self.postMessage(
    { id, data: index.data, mercator: index.mercator },
    { transfer: [index.data, index.mercator.buffer] },
  );
};
