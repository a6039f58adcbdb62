// The Parquet export's worker and its bridge, run together in this thread: a fake Worker delivers each
// message to the worker module's handler a task later, as structured clones (moving what is transferred),
// the way a browser would. What is checked is the protocol: bytes in order and whole, errors where they
// belong, and a closed writer that leaves nothing waiting.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatParquet } from '../../../../src/shared/parquet.ts';
import type { MissionKey } from '../../../../src/shared/missionKey.ts';
import { openParquetWorker } from '../../../../src/ui/features/share/parquetWorker.ts';
import { makeAgent } from '../../fakes/fakeDirectoryClient.ts';

interface Scope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown, options?: { transfer?: Transferable[] }): void;
}

/** What the worker posted, and what it moved. */
const posted: { message: unknown; moved: number }[] = [];
const workers: FakeWorker[] = [];

class FakeWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    workers.push(this);
  }
  postMessage(message: unknown): void {
    const copy = structuredClone(message);
    setTimeout(() => {
      if (this.terminated) return;
      answer = (data) => {
        if (!this.terminated) this.onmessage?.({ data });
      };
      scope.onmessage?.({ data: copy });
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** Delivers a reply to the worker whose message the worker module is handling. */
let answer: (data: unknown) => void = () => undefined;

const scope: Scope = {
  onmessage: null,
  postMessage(message, options = {}) {
    const transfer = options.transfer ?? [];
    posted.push({ message, moved: transfer.length });
    const to = answer;
    const copy = structuredClone(message, { transfer });
    setTimeout(() => to(copy), 0);
  },
};

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  vi.stubGlobal('Worker', FakeWorker);
  await import('../../../../src/ui/features/share/parquet.worker.ts');
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const mission: MissionKey = { version: 1, query: 'madrid', seed: '3', pin: 'city:3117735' };
const agents = Array.from({ length: 30 }, (_, i) => makeAgent({ codename: `Agent ${i}`, lat: i / 10 }));

function joined(parts: readonly Uint8Array[]): Buffer {
  return Buffer.concat(parts.map((part) => Buffer.from(part)));
}

describe('the Parquet worker', () => {
  it('writes the file the shared writer writes, from the agents sent in several messages', async () => {
    posted.length = 0;
    const parquet = openParquetWorker({ mission, rowGroupSize: 8 });
    const parts = [
      await parquet.agents(agents.slice(0, 10)),
      await parquet.agents(agents.slice(10, 11)),
      await parquet.agents(agents.slice(11)),
      await parquet.end(),
    ];
    parquet.close();
    expect(joined(parts).equals(Buffer.from(formatParquet(agents, { mission, rowGroupSize: 8 })))).toBe(true);
    // One module worker of its own, named for the developer tools, ended with the file.
    const worker = workers.at(-1)!;
    expect(worker.url.pathname).toMatch(/\/share\/parquet\.worker\.ts$/);
    expect(worker.options).toEqual({ type: 'module', name: 'parquet' });
    expect(worker.terminated).toBe(true);
    // Bytes are moved, not copied; an empty answer (the start, a slice within a row group) moves nothing.
    expect(parts.map((part) => part.length > 0)).toEqual([true, false, true, true]);
    expect(posted.map(({ moved }) => moved)).toEqual([0, 1, 0, 1, 1]);
  });

  it('fails every call with the reason a file could not start, not a later one', async () => {
    // `age` is not a field of a version 1 mission.
    const parquet = openParquetWorker({ mission, fields: ['age'] });
    await expect(parquet.agents(agents)).rejects.toThrow('"age" is a field of mission version 2 only');
    await expect(parquet.end()).rejects.toThrow('"age" is a field of mission version 2 only');
    parquet.close();
  });

  it('passes a writer’s error on to the call that caused it', async () => {
    const parquet = openParquetWorker({ mission });
    await parquet.end();
    await expect(parquet.agents(agents)).rejects.toThrow('Parquet: the file has ended');
    parquet.close();
  });

  it('leaves no call waiting once closed, and stops the worker', async () => {
    const parquet = openParquetWorker({ mission });
    const pending = parquet.agents(agents);
    parquet.close();
    await expect(pending).rejects.toThrow('The Parquet export was closed.');
    expect(workers.at(-1)!.terminated).toBe(true);
  });

  it('fails what is waiting when the worker itself fails (its script did not load)', async () => {
    const parquet = openParquetWorker({ mission });
    const worker = workers.at(-1)!;
    worker.terminated = true; // nothing will answer
    const pending = parquet.agents(agents);
    const preventDefault = vi.fn();
    worker.onerror?.({ message: 'Failed to fetch a worker script', preventDefault });
    await expect(pending).rejects.toThrow('The Parquet worker failed: Failed to fetch a worker script');
    // Handled here: the browser does not also report it as an uncaught error.
    expect(preventDefault).toHaveBeenCalled();
    parquet.close();
  });
});
