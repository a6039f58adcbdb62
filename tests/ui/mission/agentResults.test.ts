import { describe, expect, it } from 'vitest';
import { AgentResults } from '../../../src/ui/mission/agentResults.ts';
import { agentChunk, makeAgent } from '../fakes/fakeDirectoryClient.ts';

describe('AgentResults', () => {
  const a = makeAgent({ codename: 'A', lat: 1, lng: 2 });
  const b = makeAgent({ codename: 'B', lat: 3, lng: 4, nativeName: 'ビー' });
  const c = makeAgent({ codename: 'C', lat: 5, lng: 6 });

  it('rebuilds the agents the worker packed, native names only where present', () => {
    const results = new AgentResults(3);
    results.append(agentChunk(0, [a]));
    results.append(agentChunk(1, [b, c]));
    expect(results.length).toBe(3);
    expect([0, 1, 2].map((i) => results.agent(i))).toEqual([a, b, c]);
    expect('nativeName' in results.agent(0)).toBe(false);
    expect([...results.positions]).toEqual([2, 1, 4, 3, 6, 5]);
  });

  it('refuses a chunk out of order or beyond the planned total, keeping what it has', () => {
    const results = new AgentResults(2);
    results.append(agentChunk(0, [a]));
    expect(() => results.append(agentChunk(0, [b]))).toThrow(RangeError);
    expect(() => results.append(agentChunk(1, [b, c]))).toThrow(RangeError);
    expect(results.length).toBe(1);
    expect(() => results.agent(1)).toThrow(RangeError);
  });

  it('round-trips whole agents', () => {
    const results = AgentResults.fromAgents([a, b, c]);
    expect(results.agent(1)).toEqual(b);
    expect([0, 1, 2].map((i) => results.value('codename', i))).toEqual(['A', 'B', 'C']);
    expect(results.value('codename', 3), 'an agent not received').toBe('');
  });

  it('builds each agent with its fields in the contract’s order, the native name last', () => {
    const results = AgentResults.fromAgents([b]);
    // The order the CLI's JSON prints (spec's fields, then the country code).
    expect(Object.keys(results.agent(0))).toEqual([
      'fullName',
      'codename',
      'profession',
      'nationality',
      'city',
      'address',
      'email',
      'phone',
      'agency',
      'lat',
      'lng',
      'countryCode',
      'nativeName',
    ]);
  });
});
