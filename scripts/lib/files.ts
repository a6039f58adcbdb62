// File output shared by the data build scripts.

import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Writes through a temporary file in the same directory and renames it into place, so an
 * install interrupted mid-write leaves the previous file or none, never half of one.
 */
export function writeFileAtomic(path: string, text: string): void {
  const directory = dirname(path);
  mkdirSync(directory, { recursive: true });
  // A killed earlier run (no catch block ran) can have left its temporary file behind; one
  // whose writer is still alive belongs to a concurrent build and is left alone.
  const leftover = new RegExp(`^${escapeRegExp(basename(path))}\\.(\\d+)\\.tmp$`);
  for (const name of readdirSync(directory)) {
    const pid = leftover.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) rmSync(join(directory, name), { force: true });
  }
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "13.2 MB raw, 3.1 MB gzip": what the browser downloads matters more than the file size. */
export function describeSize(text: string): string {
  const raw = Buffer.byteLength(text);
  const gzipped = gzipSync(text).byteLength;
  return `${formatBytes(raw)} raw, ${formatBytes(gzipped)} gzip`;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
