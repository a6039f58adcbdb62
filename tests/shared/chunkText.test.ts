import { describe, expect, it } from 'vitest';
import {
  ChunkTextWriter,
  TEXT_FIELDS_PER_AGENT,
  textAgentCount,
  textValue,
} from '../../src/shared/chunkText.ts';
import type { Agent } from '../../src/shared/types.ts';
import { AGENT_TEXT_FIELDS } from '../../src/shared/agentFields.ts';
import { makeAgent } from '../ui/fakes/fakeDirectoryClient.ts';

/** A distinct agent per `i`, so that a value read from the wrong agent shows. */
function agent(i: number, extra: Partial<Agent> = {}): Agent {
  return makeAgent({ fullName: `Name ${i}`, codename: `Code ${i}`, address: `${i} Street`, ...extra });
}

/** Every text field of agent `offset` read back, '' where absent, in the contract's field order. */
function readBack(chunk: ReturnType<ChunkTextWriter['take']>, offset: number): string[] {
  return AGENT_TEXT_FIELDS.map((field) => textValue(chunk, offset, field));
}

describe('ChunkTextWriter and textValue', () => {
  it('read back every field of every agent, whatever the characters and lengths', () => {
    const agents = [
      agent(0, { nativeName: '山田 太郎', address: '東京都千代田区丸の内1-1' }),
      agent(1, { fullName: '', agency: '' }),
      // Astral characters are two UTF-16 units: offsets count units, as String#slice does.
      agent(2, { nativeName: '𠮷田 🕵️', codename: 'Raven,"quoted"\nline' }),
    ];
    const writer = new ChunkTextWriter(agents.length);
    for (const each of agents) writer.add(each);
    const chunk = writer.take();
    expect(textAgentCount(chunk)).toBe(3);
    agents.forEach((each, offset) => {
      expect(readBack(chunk, offset)).toEqual(AGENT_TEXT_FIELDS.map((field) => each[field] ?? ''));
    });
    expect(chunk.text).toBe(agents.flatMap((each) => AGENT_TEXT_FIELDS.map((f) => each[f] ?? '')).join(''));
  });

  it('trims a partly filled chunk to its agents, and starts afresh after each take', () => {
    const writer = new ChunkTextWriter(4);
    writer.add(agent(0));
    const first = writer.take();
    expect(first.textEnds).toHaveLength(TEXT_FIELDS_PER_AGENT);
    writer.add(agent(1));
    writer.add(agent(2));
    const second = writer.take();
    expect(textAgentCount(second)).toBe(2);
    expect(textValue(second, 0, 'codename')).toBe('Code 1');
    expect(textValue(second, 1, 'address')).toBe('2 Street');
    expect(second.textEnds.buffer).not.toBe(first.textEnds.buffer);
  });

  it('takes an empty chunk as no text at all', () => {
    const chunk = new ChunkTextWriter(3).take();
    expect(chunk.text).toBe('');
    expect(textAgentCount(chunk)).toBe(0);
  });
});
