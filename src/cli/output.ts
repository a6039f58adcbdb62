// Where the agents go: stdout, or a file written under a temporary name and renamed into place only
// once complete, so that a failed or interrupted run never leaves a file that looks finished.
// Writes are buffered (a million agents must not be a million write calls) with back-pressure (nor
// pile up in memory when the reader is slow).
//
// Every way the output can fail ends as one error the command reports in a line: FileError (a file or
// stdout that cannot be written, a path that is not a regular file: exit code 2) or ReaderGone (stdout's
// reader closed the pipe, as `| head` does: a quiet success).
import {
  createWriteStream,
  fchmodSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { removeOnExit } from './stopping.ts';

export interface Sink {
  /**
   * Resolves when the text may be followed by more without growing memory; may be awaited or not.
   * Bytes are written as they are, not copied: they stay the sink's until the returned promise
   * resolves, and after that the caller may fill them again (writeAgents.ts reuses its chunks).
   * Rejects with FileError or ReaderGone.
   */
  write(data: string | Uint8Array): Promise<void> | void;
  /** Everything written: flushes, and with a file, renames it to its name. */
  commit(): Promise<void>;
  /** A failure: with a file, removes the partial one. */
  abandon(): Promise<void>;
}

/** Output that cannot be written, or a path that must not be: said in one line, exit code 2. */
export class FileError extends Error {}

/** Stdout's reader has gone (`| head` read enough): not a failure, and nothing more to say. */
export class ReaderGone extends Error {}

const FLUSH_AT = 256 * 1024;

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? String(error);
}

/** A file that cannot be written, in one line with the system's code: `--output FILE: cannot write (ENOSPC).` */
export function cannotWrite(path: string, cause: unknown): FileError {
  return new FileError(`--output ${path}: cannot write (${codeOf(cause)}).`);
}

/**
 * A buffered writer on a stream: strings are gathered into large writes, byte chunks (the worker
 * threads' output, already large) go straight through. The stream's first error, turned into the
 * sink's error by `failed`, rejects every write waiting and every one after.
 */
function bufferedWriter(
  stream: Writable,
  failed: (error: unknown) => Error,
): Pick<Sink, 'write'> & { flush(): Promise<void> } {
  let buffer = '';
  let failure: Error | null = null;
  const waiting = new Set<(error: Error) => void>();
  const fail = (error: unknown): Error => {
    failure ??= failed(error);
    for (const reject of waiting) reject(failure);
    waiting.clear();
    return failure;
  };
  // Listened to for the whole run: an error nobody listens to (one after the last write awaited, say)
  // would end the process with a stack trace instead of the one line.
  stream.on('error', fail);
  // Bytes are done with once the stream says it has written them, so that their buffer can be reused.
  const sendBytes = (chunk: Uint8Array): Promise<void> =>
    new Promise((resolve, reject) => {
      if (failure !== null) return reject(failure);
      stream.write(chunk, (error) => (error ? reject(fail(error)) : resolve()));
    });
  const send = (chunk: string): Promise<void> | void => {
    if (failure !== null) return Promise.reject(failure);
    if (stream.write(chunk)) return;
    return new Promise<void>((resolve, reject) => {
      const drained = (): void => {
        waiting.delete(failedWhileWaiting);
        resolve();
      };
      const failedWhileWaiting = (error: Error): void => {
        stream.off('drain', drained);
        reject(error);
      };
      stream.once('drain', drained);
      waiting.add(failedWhileWaiting);
    });
  };
  const flush = async (): Promise<void> => {
    if (failure !== null) throw failure;
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
      if (buffer !== '' && failure === null) {
        const text = buffer;
        buffer = '';
        stream.write(text);
      }
      return sendBytes(data);
    },
    flush,
  };
}

/** What stands at a path that is not a regular file, in words. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** The file --output replaces: the path itself, or a symbolic link's final target. */
export interface OutputTarget {
  /** The name the finished file is renamed to. */
  path: string;
  /** The permissions of the file it replaces, kept; null when there is none yet. */
  mode: number | null;
}

/**
 * Where `--output path` may write, checked before any work; throws FileError (one line) if nowhere.
 *
 * `--output` writes regular files only:
 * 1. nothing at the path: the file is created there;
 * 2. a regular file: it is replaced whole, keeping its permissions;
 * 3. a symbolic link: written through to the link's final target, which must be an existing regular
 *    file; the finished file replaces the target and the link stays a link (as `>` through a link
 *    does). A link to nothing, or to anything but a regular file, is refused;
 * 4. anything else (a directory, a device such as /dev/null, a FIFO, a socket) is refused, untouched:
 *    renaming over it would replace the device or pipe with a file.
 *
 * @example checkOutputPath("agents.csv") // { path: "agents.csv", mode: null } when there is none yet
 */
export function checkOutputPath(path: string): OutputTarget {
  let stats: Stats;
  try {
    stats = lstatSync(path);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return { path, mode: null };
    throw cannotWrite(path, error);
  }
  if (stats.isSymbolicLink()) return linkTarget(path);
  if (!stats.isFile()) {
    throw new FileError(`--output ${path}: is ${kindOf(stats)}; --output writes regular files only.`);
  }
  return { path, mode: stats.mode & 0o777 };
}

function linkTarget(path: string): OutputTarget {
  let target: string;
  try {
    target = realpathSync(path);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') {
      throw new FileError(
        `--output ${path}: is a symbolic link to nothing; --output writes regular files only.`,
      );
    }
    throw cannotWrite(path, error);
  }
  const stats = statSync(target);
  if (!stats.isFile()) {
    throw new FileError(
      `--output ${path}: links to ${kindOf(stats)} (${target}); --output writes regular files only.`,
    );
  }
  return { path: target, mode: stats.mode & 0o777 };
}

/**
 * A sink for stdout (path null) or for the file at `path` (see checkOutputPath).
 *
 * @example const sink = await openSink("agents.csv"); sink.write("…"); await sink.commit()
 */
export async function openSink(path: string | null): Promise<Sink> {
  return path === null ? stdoutSink() : fileSink(path);
}

function stdoutSink(): Sink {
  const writer = bufferedWriter(process.stdout, (error) =>
    codeOf(error) === 'EPIPE'
      ? new ReaderGone('stdout was closed by its reader.')
      : new FileError(`stdout: cannot write (${codeOf(error)}).`),
  );
  return {
    write: writer.write,
    commit: writer.flush,
    // What was made before the failure (earlier queries' agents) still goes out, if stdout can take it.
    abandon: () => writer.flush().catch(() => undefined),
  };
}

function fileSink(path: string): Sink {
  const target = checkOutputPath(path);
  // Beside the file it becomes, so that the rename stays within one file system and is atomic.
  const partial = join(dirname(target.path), `.${basename(target.path)}.partial-${process.pid}`);
  // Registered before the file exists: a signal between its creation and the first write still removes it.
  const forget = removeOnExit(partial);
  let fd: number;
  try {
    fd = openPartial(path, partial, target.mode);
  } catch (error) {
    forget();
    throw error;
  }
  const stream = createWriteStream(partial, { fd });
  const writer = bufferedWriter(stream, (error) => cannotWrite(path, error));
  const removePartial = (): void => {
    rmSync(partial, { force: true });
    forget();
  };
  const close = (): Promise<void> =>
    new Promise((resolve, reject) =>
      stream.end((error?: Error | null) => (error ? reject(cannotWrite(path, error)) : resolve())),
    );
  return {
    write: writer.write,
    async commit() {
      try {
        await writer.flush();
        await close();
        // Checked again: a device or pipe put at the name during a long run must not be replaced either.
        checkOutputPath(target.path);
        renameSync(partial, target.path);
        forget();
      } catch (error) {
        removePartial();
        throw error instanceof FileError ? error : cannotWrite(path, error);
      }
    },
    async abandon() {
      stream.destroy();
      removePartial();
    },
  };
}

/**
 * A small file written whole: under a temporary name beside it, renamed into place, so a reader never
 * sees half of it; on failure the temporary file goes and the system's error is thrown as it is. For
 * the files a run writes beside its output (a part's manifest, the geocoder's cache), not for agents.
 *
 * @example writeFileWhole("out/_agents.csv.manifest.json", JSON.stringify(manifest))
 */
export function writeFileWhole(path: string, text: string): void {
  const partial = join(dirname(path), `.${basename(path)}.partial-${process.pid}`);
  try {
    writeFileSync(partial, text);
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * The partial file, opened now: created new (never through a link or over a file planted at its name),
 * with the permissions of the file it replaces. A partial of the same name is an earlier run's that was
 * killed (-9): this process's id is its own, so that file is nobody's.
 */
function openPartial(path: string, partial: string, mode: number | null): number {
  try {
    unlinkSync(partial);
  } catch {
    /* usually there is none; anything else there makes the exclusive open below fail and say why */
  }
  try {
    const fd = openSync(partial, 'wx', mode ?? 0o666);
    if (mode !== null) fchmodSync(fd, mode);
    return fd;
  } catch (error) {
    throw cannotWrite(path, error);
  }
}
