// The chain of command's lines: one per agent on the map whose handler is on the map too, from the
// agent to the handler, read from the mission's coordinates (lng, lat per agent).
import { describe, expect, it } from 'vitest';
import { chainLinksOf, type ChainSource } from '../../../../src/ui/features/map/chainLinks.ts';

// Agent i stands at (10 + i, 50 - i); agent 0 directs, 1 and 2 answer to it, 3 to 1, 4 to an agent 9
// the map has not received.
const handlers = ['', '0', '0', '1', '9'];
const source: ChainSource = {
  positions: Float64Array.from(handlers.flatMap((_, i) => [10 + i, 50 - i])),
  value: (field, index) => (field === 'handlerId' ? (handlers[index] ?? '') : ''),
};
const line = (agent: number, handler: number) => [10 + agent, 50 - agent, 10 + handler, 50 - handler];

describe('chainLinksOf', () => {
  it('joins each revealed agent to its handler, a director to no one', () => {
    const chain = chainLinksOf(source, 5, null);
    expect(chain.length).toBe(3);
    expect([...chain.positions]).toEqual([...line(1, 0), ...line(2, 0), ...line(3, 1)]);
  });

  it('leaves out agents not yet revealed, and handlers not yet revealed', () => {
    const chain = chainLinksOf(source, 3, null);
    expect([...chain.positions]).toEqual([...line(1, 0), ...line(2, 0)]);
    expect(chainLinksOf(source, 1, null).length).toBe(0);
  });

  it('joins only agents a filter keeps, to handlers it keeps', () => {
    // 1 is kept but its handler 0 is not; 3's handler 1 is.
    const chain = chainLinksOf(source, 5, Uint32Array.from([1, 3]));
    expect([...chain.positions]).toEqual(line(3, 1));
    expect(chainLinksOf(source, 5, Uint32Array.from([])).length).toBe(0);
  });

  it('draws nothing for agents without keys (a mission whose agents stand alone)', () => {
    const alone: ChainSource = { positions: source.positions, value: () => '' };
    expect(chainLinksOf(alone, 5, null).length).toBe(0);
  });
});
