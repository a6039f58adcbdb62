// The map's own small worker: it builds the point index of a large mission (pointIndex.worker.ts).
// It belongs to the map feature, which alone uses it; the directory worker stays the one that
// workerBridge/workerClient.ts creates. Answers carry the request's id, so each promise gets its own.
import type { IndexRequest } from './pointIndex.worker.ts';
import type { PointIndex } from './pointLookup.ts';
import type { PositionArray } from './points.ts';

export interface PointIndexer {
  /** Indexes the first `length` points of `positions` (copied: the caller's array stays usable). */
  index(positions: PositionArray, length: number): Promise<PointIndex>;
  terminate(): void;
}

export function createPointIndexer(): PointIndexer {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve(index: PointIndex): void; reject(error: Error): void }>();
  const connect = (): Worker => {
    if (worker !== null) return worker;
    const created = new Worker(new URL('./pointIndex.worker.ts', import.meta.url), {
      type: 'module',
      name: 'point-index',
    });
    created.onmessage = (event: MessageEvent<{ id: number; data: ArrayBuffer; mercator: Float64Array }>) => {
      const { id, data, mercator } = event.data;
      waiting.get(id)?.resolve({ data, mercator });
      waiting.delete(id);
    };
    created.onerror = (event) => {
      event.preventDefault();
      for (const { reject } of waiting.values())
        reject(new Error(`Point index worker failed: ${event.message}`));
      waiting.clear();
    };
    worker = created;
    return created;
  };
  return {
    index(positions, length) {
      const id = nextId++;
      // A copy to transfer: the positions are often a view of the mission's own array.
      const copy = new Float64Array(positions.subarray(0, length * 2));
      return new Promise<PointIndex>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const request: IndexRequest = { id, positions: copy, length };
        connect().postMessage(request, [copy.buffer]);
      });
    },
    terminate() {
      worker?.terminate();
      worker = null;
      for (const { reject } of waiting.values()) reject(new Error('The map was closed.'));
      waiting.clear();
    },
  };
}
