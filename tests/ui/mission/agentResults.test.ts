import { V1_FIELD_ORDER, V2_ADDED_FIELDS } from '../../fieldOrder.ts';
import { describe, expect, it } from 'vitest';
import { AGENT_V2_FIELDS } from '../../../src/shared/agentFields.ts';
import { AgentResults } from '../../../src/ui/mission/agentResults.ts';
import { agentChunk, makeAgent, makeV2Agent } from '../fakes/fakeDirectoryClient.ts';

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
    expect(Object.keys(results.agent(0))).toEqual([...V1_FIELD_ORDER, 'nativeName']);
  });

  it('round-trips a version 2 agent with all nine of its fields, the age a number', () => {
    const v2 = makeV2Agent({ codename: 'V', nativeName: 'アダ' });
    const agent = AgentResults.fromAgents([v2]).agent(0);
    expect(agent).toEqual(v2);
    expect(agent.age).toBe(36);
    expect(typeof agent.age).toBe('number');
    expect(AGENT_V2_FIELDS.filter((field) => field in agent)).toEqual([...AGENT_V2_FIELDS]);
  });

  it('keeps a version 2 agent’s empty postcode and region, and an age of 0, as values', () => {
    // A country whose addresses carry no postcode, a place of unknown region, an agent born this year.
    const v2 = makeV2Agent({ postcode: '', region: '', age: 0, birthDate: '2026-01-01', sex: 'male' });
    const agent = AgentResults.fromAgents([v2]).agent(0);
    expect(agent).toEqual(v2);
    expect(agent).toMatchObject({ postcode: '', region: '', age: 0, sex: 'male' });
  });

  it('gives a version 1 agent none of the version 2 fields, not even empty ones', () => {
    const agent = AgentResults.fromAgents([makeV2Agent({ codename: 'V' }), a]).agent(1);
    expect(agent).toEqual(a);
    for (const field of AGENT_V2_FIELDS) expect(agent, field).not.toHaveProperty(field);
  });

  it('rebuilds version 1 and version 2 agents side by side in one chunk, each as it was', () => {
    const v2 = makeV2Agent({ codename: 'V', phoneKind: 'valid', timeZone: 'America/Chicago' });
    const results = new AgentResults(4);
    results.append(agentChunk(0, [a, v2, c, makeV2Agent({ codename: 'W' })]));
    expect([0, 1, 2, 3].map((i) => results.agent(i))).toEqual([a, v2, c, makeV2Agent({ codename: 'W' })]);
  });

  it("gives a version 2 field as its text, age as its digits, and '' for a version 1 agent", () => {
    const results = AgentResults.fromAgents([makeV2Agent(), a]);
    expect(results.value('age', 0)).toBe('36');
    expect(results.value('sex', 0)).toBe('female');
    expect(results.value('timeZone', 0)).toBe('Europe/Paris');
    expect(results.value('age', 1)).toBe('');
    expect(results.value('sex', 1)).toBe('');
  });

  it('builds a version 2 agent’s fields after the native name, in the order version 2 added them', () => {
    const agent = AgentResults.fromAgents([makeV2Agent({ nativeName: 'アダ' })]).agent(0);
    expect(Object.keys(agent)).toEqual([...V1_FIELD_ORDER, 'nativeName', ...V2_ADDED_FIELDS]);
  });
});
