import { describe, expect, it } from 'vitest';
import { TEXT_FIELDS_PER_AGENT, textValue } from '../../../src/shared/chunkText.ts';
import type { Agent, AgentChunk } from '../../../src/shared/types.ts';
import { AgentChunkPacker, MAX_CHUNK_LENGTH, chunkLengthAt } from '../../../src/worker/engine/agentChunks.ts';

function agent(i: number, nativeName?: string): Agent {
  const base: Agent = {
    fullName: `Name ${i}`,
    codename: `Code ${i}`,
    profession: 'Courier',
    nationality: 'Japan',
    city: 'Tokyo',
    address: `${i} Street`,
    email: `a${i}@bureau.example`,
    phone: '+81 3-0000-0000',
    agency: 'Bureau',
    lat: 35 + i / 1e4,
    lng: 139 + i / 1e4,
    countryCode: 'JP',
  };
  return nativeName === undefined ? base : { ...base, nativeName };
}

function pack(total: number): AgentChunk[] {
  const packer = new AgentChunkPacker(total);
  const chunks: AgentChunk[] = [];
  for (let i = 0; i < total; i++) {
    const chunk = packer.add(agent(i, i % 2 === 0 ? `名${i}` : undefined));
    if (chunk) chunks.push(chunk);
  }
  const last = packer.flush();
  if (last) chunks.push(last);
  return chunks;
}

describe('chunkLengthAt', () => {
  it("sends the spec's search one agent at a time", () => {
    expect([0, 5, 11].map((start) => chunkLengthAt(start, 12))).toEqual([1, 1, 1]);
  });

  it('sends a bulk search of up to 2,048 agents in one chunk', () => {
    expect(chunkLengthAt(0, 13)).toBe(13);
    expect(chunkLengthAt(0, 1000)).toBe(1000);
    expect(chunkLengthAt(0, 2048)).toBe(2048);
  });

  it('grows bulk chunks with the position, up to the cap', () => {
    expect(chunkLengthAt(0, 2049)).toBe(64);
    expect(chunkLengthAt(64, 10_000)).toBe(64);
    expect(chunkLengthAt(128, 10_000)).toBe(128);
    expect(chunkLengthAt(4096, 1e5)).toBe(4096);
    expect(chunkLengthAt(90_000, 1e5)).toBe(MAX_CHUNK_LENGTH);
  });
});

describe('AgentChunkPacker', () => {
  it('covers every agent once, in order, in a few dozen chunks for 100,000', () => {
    const chunks = pack(100_000);
    expect(chunks.length).toBeLessThan(30);
    let next = 0;
    for (const chunk of chunks) {
      expect(chunk.start).toBe(next);
      expect(chunk.positions).toHaveLength(chunk.length * 2);
      expect(chunk.textEnds).toHaveLength(chunk.length * TEXT_FIELDS_PER_AGENT);
      expect(textValue(chunk, chunk.length - 1, 'codename')).toBe(`Code ${next + chunk.length - 1}`);
      next += chunk.length;
    }
    expect(next).toBe(100_000);
  });

  it('keeps every field, coordinates as lng then lat, and an empty native name where there is none', () => {
    const [first, second] = pack(12);
    expect(first).toMatchObject({ start: 0, length: 1 });
    expect([...first!.positions]).toEqual([139, 35]);
    expect(textValue(first!, 0, 'nativeName')).toBe('名0');
    expect(textValue(second!, 0, 'nativeName')).toBe('');
    expect(textValue(second!, 0, 'email')).toBe('a1@bureau.example');
    expect(textValue(second!, 0, 'countryCode')).toBe('JP');
  });

  it('hands each chunk its own buffer, so transferring one never empties the next', () => {
    const chunks = pack(200);
    const buffers = new Set(chunks.flatMap((chunk) => [chunk.positions.buffer, chunk.textEnds.buffer]));
    expect(buffers.size).toBe(chunks.length * 2);
  });

  it('writes each agent’s coordinates at its own place in a bulk chunk', () => {
    const chunks = pack(200);
    const bulk = chunks.find((chunk) => chunk.length >= 3)!;
    const expected = Array.from({ length: bulk.length }, (_, k) => [
      139 + (bulk.start + k) / 1e4,
      35 + (bulk.start + k) / 1e4,
    ]).flat();
    expect([...bulk.positions]).toEqual(expected);
  });

  it('flushes nothing when nothing was added since the last chunk', () => {
    const packer = new AgentChunkPacker(5);
    expect(packer.flush()).toBeNull();
    expect(packer.add(agent(0))).not.toBeNull();
    expect(packer.flush()).toBeNull();
  });
});
