// The command line's sink: text and byte chunks reach the file in the order they were written, even
// when the chunks are written one after another without waiting (as writeAgents.ts writes them); the
// paths --output may replace; and the exit codes of a stopped run.
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOutputPath, FileError, openSink, writeFileWhole } from '../../src/cli/output.ts';
import { exitCodeOf } from '../../src/cli/stopping.ts';

const DIR = mkdtempSync(join(tmpdir(), 'tsd-sink-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);

describe('openSink', () => {
  it('keeps the order of a header and chunks written without waiting for each other', async () => {
    const file = join(DIR, 'ordered.csv');
    const sink = await openSink(file);
    await sink.write('name,city\n');
    const writes = ['a,Lyon\n', 'b,Lyon\n', 'c,Lyon\n'].map((row) => sink.write(bytes(row)));
    await Promise.all(writes);
    await sink.write('d,Lyon\n');
    await sink.commit();
    expect(readFileSync(file, 'utf8')).toBe('name,city\na,Lyon\nb,Lyon\nc,Lyon\nd,Lyon\n');
  });
});

describe('checkOutputPath', () => {
  it('takes a path where nothing stands as the file to create', () => {
    expect(checkOutputPath(join(DIR, 'new.csv'))).toEqual({ path: join(DIR, 'new.csv'), mode: null });
  });

  it('replaces a regular file keeping its permissions', () => {
    const file = join(DIR, 'private.csv');
    writeFileSync(file, 'x');
    chmodSync(file, 0o640);
    expect(checkOutputPath(file)).toEqual({ path: file, mode: 0o640 });
  });

  it('follows a chain of symbolic links to the final regular file', () => {
    const file = join(DIR, 'final.csv');
    writeFileSync(file, 'x');
    chmodSync(file, 0o600);
    symlinkSync(file, join(DIR, 'second-link'));
    symlinkSync(join(DIR, 'second-link'), join(DIR, 'first-link'));
    expect(checkOutputPath(join(DIR, 'first-link'))).toEqual({ path: file, mode: 0o600 });
  });

  it('refuses a directory, and a link to one, in one line', () => {
    const dir = join(DIR, 'a-dir');
    mkdirSync(dir);
    symlinkSync(dir, join(DIR, 'dir-link'));
    expect(() => checkOutputPath(dir)).toThrow(
      new FileError(`--output ${dir}: is a directory; --output writes regular files only.`),
    );
    expect(() => checkOutputPath(join(DIR, 'dir-link'))).toThrow(
      new FileError(
        `--output ${join(DIR, 'dir-link')}: links to a directory (${dir}); --output writes regular files only.`,
      ),
    );
  });

  it('refuses a link in a loop with the system’s reason', () => {
    symlinkSync(join(DIR, 'loop-b'), join(DIR, 'loop-a'));
    symlinkSync(join(DIR, 'loop-a'), join(DIR, 'loop-b'));
    expect(() => checkOutputPath(join(DIR, 'loop-a'))).toThrow(
      new FileError(`--output ${join(DIR, 'loop-a')}: cannot write (ELOOP).`),
    );
  });
});

describe('an abandoned file sink', () => {
  it('removes its partial file and leaves the name free', async () => {
    const dir = join(DIR, 'abandoned');
    mkdirSync(dir);
    const sink = await openSink(join(dir, 'agents.csv'));
    await sink.write('name\n');
    expect(readdirSync(dir)).toEqual([`.agents.csv.partial-${process.pid}`]);
    await sink.abandon();
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('exitCodeOf', () => {
  // 128 + the signal's number on Linux (signal(7)): SIGHUP 1, SIGINT 2, SIGTERM 15.
  it.each([
    ['SIGHUP', 129],
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s exits with %i', (signal, code) => {
    expect(exitCodeOf(signal)).toBe(code);
  });
});

describe('writeFileWhole', () => {
  it('writes the text under its name, leaving nothing else in the folder', () => {
    const folder = mkdtempSync(join(DIR, 'whole-'));
    writeFileWhole(join(folder, 'a.json'), '{"a":1}');
    writeFileWhole(join(folder, 'a.json'), '{"a":2}');
    expect(readdirSync(folder)).toEqual(['a.json']);
    expect(readFileSync(join(folder, 'a.json'), 'utf8')).toBe('{"a":2}');
  });

  it('leaves no temporary file when the rename fails, and says why', () => {
    const folder = mkdtempSync(join(DIR, 'whole-'));
    // A directory at the name: the rename of a file over it fails (EISDIR), after the file was written.
    mkdirSync(join(folder, 'taken'));
    expect(() => writeFileWhole(join(folder, 'taken'), 'x')).toThrow(/EISDIR/);
    expect(readdirSync(folder)).toEqual(['taken']);
  });
});
