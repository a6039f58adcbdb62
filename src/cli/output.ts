// Where the agents go: stdout, or a file written under a temporary name and renamed into place only
// once complete, so that a failed or interrupted run never leaves a file that looks finished.
// Writes are buffered (a million agents must not be a million write calls) with back-pressure (nor
// pile up in memory when the reader is slow).
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';

export interface Sink {
  /**
   * Resolves when the text may be followed by more without growing memory; may be awaited or not.
   * Bytes are written as they are, not copied: they stay the sink's until the returned promise
   * resolves, and after that the caller may fill them again (writeAgents.ts reuses its chunks).
   */
  write(data: string | Uint8Array): Promise<void> | void;
  /** Everything written: flushes, and with a file, renames it to its name. */
  commit(): Promise<void>;
  /** A failure: with a file, removes the partial one. */
  abandon(): Promise<void>;
}

const FLUSH_AT = 256 * 1024;

/**
 * A buffered writer on a stream: strings are gathered into large writes, byte chunks (the worker
 * threads' output, already large) go straight through.
 */
function bufferedWriter(stream: Writable): Pick<Sink, 'write'> & { flush(): Promise<void> } {
  let buffer = '';
  // Bytes are done with once the stream says it has written them, so that their buffer can be reused.
  const sendBytes = (chunk: Uint8Array): Promise<void> =>
    new Promise((resolve, reject) => {
      stream.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  const send = (chunk: string): Promise<void> | void => {
    if (!stream.write(chunk)) {
      return new Promise<void>((resolve, reject) => {
        const done = (error?: Error): void => {
          stream.off('drain', done);
          stream.off('error', done);
          if (error) reject(error);
          else resolve();
        };
        stream.on('drain', done);
        stream.on('error', done);
      });
    }
  };
  const flush = async (): Promise<void> => {
    if (buffer === '') return;
    const chunk = buffer;
    buffer = '';
    await send(chunk);
  };
  return {
    write(data) {
      if (typeof data === 'string') {
        buffer += data;
        if (buffer.length >= FLUSH_AT) return flush();
        return;
      }
      // The text gathered so far goes first, in this same call: bytes written one after another
      // without waiting (writeAgents.ts) must reach the stream in the order they were written.
      if (buffer !== '') {
        const text = buffer;
        buffer = '';
        stream.write(text);
      }
      return sendBytes(data);
    },
    flush,
  };
}

/**
 * A sink for stdout (path null) or for the file at `path`.
 *
 * @example const sink = await openSink("agents.csv"); sink.write("…"); await sink.commit()
 */
export async function openSink(path: string | null): Promise<Sink> {
  if (path === null) {
    // A reader that stops early (`| head`) is not a failure of ours: stop quietly.
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(0);
    });
    const writer = bufferedWriter(process.stdout);
    return { write: writer.write, commit: writer.flush, abandon: writer.flush };
  }
  const partial = join(dirname(path), `.${basename(path)}.partial-${process.pid}`);
  const stream = createWriteStream(partial);
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', (error) => reject(new FileError(path, error)));
  });
  // Ctrl-C mid-run: the partial file goes, and the exit code says it was interrupted.
  const interrupted = (): void => {
    rmSync(partial, { force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const writer = bufferedWriter(stream);
  const close = (): Promise<void> =>
    new Promise((resolve, reject) =>
      stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  const release = (): void => {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  };
  return {
    write: writer.write,
    async commit() {
      try {
        await writer.flush();
        await close();
        renameSync(partial, path);
      } catch (error) {
        rmSync(partial, { force: true });
        throw new FileError(path, error);
      } finally {
        release();
      }
    },
    async abandon() {
      stream.destroy();
      rmSync(partial, { force: true });
      release();
    },
  };
}

/** A file that cannot be written: said in one line, with the system's reason. */
export class FileError extends Error {
  constructor(path: string, cause: unknown) {
    const reason = (cause as NodeJS.ErrnoException | undefined)?.code ?? String(cause);
    super(`--output ${path}: cannot write (${reason}).`);
  }
}
