// The command line's sink: text and byte chunks reach the file in the order they were written, even
// when the chunks are written one after another without waiting (as writeAgents.ts writes them).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSink } from '../../src/cli/output.ts';

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
