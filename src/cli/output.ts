// Buffered stdout with back-pressure: a million agents must not be a million write calls,
// nor pile up in memory when stdout is a slow pipe.
import type { Writable } from 'node:stream';

export interface Output {
  write(text: string): Promise<void> | void;
  close(): Promise<void>;
}

const FLUSH_AT = 64 * 1024;

export function createOutput(stream: Writable): Output {
  let buffer = '';
  const flush = async (): Promise<void> => {
    if (buffer === '') return;
    const chunk = buffer;
    buffer = '';
    if (!stream.write(chunk)) await new Promise<void>((resolve) => stream.once('drain', resolve));
  };
  return {
    write(text) {
      buffer += text;
      if (buffer.length >= FLUSH_AT) return flush();
    },
    async close() {
      await flush();
    },
  };
}
