import { describe, expect, it } from 'vitest';
import { AGENT_TEXT_FIELDS, type AgentChunk } from '../../../src/shared/types.ts';
import { AgentResults } from '../../../src/ui/results/agentResults.ts';
import { makeAgent } from '../fakes/fakeDirectoryClient.ts';

function chunkOf(start: number, agents: ReturnType<typeof makeAgent>[]): AgentChunk {
  const text = Object.fromEntries(
    AGENT_TEXT_FIELDS.map((field) => [field, agents.map((agent) => agent[field] ?? '')]),
  ) as AgentChunk['text'];
  return {
    start,
    length: agents.length,
    positions: Float64Array.from(agents.flatMap((agent) => [agent.lng, agent.lat])),
    text,
  };
}

describe('AgentResults', () => {
  const a = makeAgent({ codename: 'A', lat: 1, lng: 2 });
  const b = makeAgent({ codename: 'B', lat: 3, lng: 4, nativeName: 'ビー' });
  const c = makeAgent({ codename: 'C', lat: 5, lng: 6 });

  it('rebuilds the agents the worker packed, native names only where present', () => {
    const results = new AgentResults(3);
    results.append(chunkOf(0, [a]));
    results.append(chunkOf(1, [b, c]));
    expect(results.length).toBe(3);
    expect([0, 1, 2].map((i) => results.agent(i))).toEqual([a, b, c]);
    expect('nativeName' in results.agent(0)).toBe(false);
    expect([...results.positions]).toEqual([2, 1, 4, 3, 6, 5]);
  });

  it('refuses a chunk out of order or beyond the planned total, keeping what it has', () => {
    const results = new AgentResults(2);
    results.append(chunkOf(0, [a]));
    expect(() => results.append(chunkOf(0, [b]))).toThrow(RangeError);
    expect(() => results.append(chunkOf(1, [b, c]))).toThrow(RangeError);
    expect(results.length).toBe(1);
    expect(() => results.agent(1)).toThrow(RangeError);
  });

  it('round-trips whole agents', () => {
    const results = AgentResults.fromAgents([a, b, c]);
    expect(results.agent(1)).toEqual(b);
    expect(results.column('codename')).toEqual(['A', 'B', 'C']);
  });
});
