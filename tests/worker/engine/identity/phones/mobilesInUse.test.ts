// Version 4 gives mobiles only in the prefixes operators hand out today. The expectations are facts of
// South Korea's numbering plan, not of the data file: every mobile issued since 2004 is 010; 011,
// 016, 017, 018 and 019 were the 2G networks' prefixes, closed by 2021; 012 numbers machines. Seoul's
// fixed lines are behind its area code 02.
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../../../src/shared/types.ts';
import { offlineMission } from '../../offlineMission.ts';

const phonesOf = async (query: string, version: 3 | 4): Promise<string[]> =>
  (await offlineMission(query, version, 2000, 7)).agents.map((agent: Agent) => agent.phone);

/** The prefix after +82: the area code of a fixed line, or a mobile's 01X. */
const prefixOf = (phone: string) => /^\+82 (\d+) /u.exec(phone)?.[1] ?? phone;

describe('mobiles in use (version 4)', () => {
  it('gives Seoul’s agents 02 fixed lines and 010 mobiles, and no closed or machine prefix', async () => {
    const prefixes = new Set((await phonesOf('seoul', 4)).map(prefixOf));
    expect([...prefixes].sort()).toEqual(['10', '2']);
  });

  it('gives Busan’s agents 051 fixed lines and 010 mobiles', async () => {
    const prefixes = new Set((await phonesOf('busan', 4)).map(prefixOf));
    expect([...prefixes].sort()).toEqual(['10', '51']);
  });

  it('leaves version 3 as it was released, with the prefixes libphonenumber still accepts', async () => {
    // Version 3 replays byte for byte (tests/golden): its Seoul drew mobiles from any 01X prefix.
    const prefixes = new Set((await phonesOf('seoul', 3)).map(prefixOf));
    expect([...prefixes].some((prefix) => !['2', '10'].includes(prefix))).toBe(true);
  });
});
