// Version 4's agents against the linked model's rules, checked on missions of real places: keys in
// range, households that live together, ages a family can have, emails at the agency's domain,
// and agents that are the same whichever part of a mission makes them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../../src/shared/types.ts';
import {
  linkedMissionMaker,
  missionAgent,
  missionAgentMaker,
  prepareMission,
} from '../../../../src/worker/engine/runMission.ts';
import { agencyDomain } from '../../../../src/worker/engine/identity/emailAddress.ts';
import { AGENCIES } from '../../../../src/worker/data/agencies.ts';
import { offlineMission } from '../offlineMission.ts';
import { realIndex } from '../fixtureIndex.ts';

const COUNT = 3000;
let warsaw: Agent[];
let seoul: Agent[];
let poland: Agent[];

/** The agents of each household, by its id. */
function households(agents: readonly Agent[]): Map<number, Agent[]> {
  const byId = new Map<number, Agent[]>();
  for (const agent of agents)
    byId.set(agent.householdId as number, [...(byId.get(agent.householdId as number) ?? []), agent]);
  return byId;
}

/** The family name of a Latin-script "Given Family" name (Polish). */
const familyName = (agent: Agent) => agent.fullName.split(' ').at(-1) as string;
/** The family name of a Korean name, written family first. */
const koreanFamily = (agent: Agent) => agent.fullName.split(' ')[0] as string;

describe('a linked mission’s agents', () => {
  beforeAll(async () => {
    warsaw = (await offlineMission('warsaw', 4, COUNT, 7)).agents;
    seoul = (await offlineMission('seoul', 4, COUNT, 7)).agents;
    poland = (await offlineMission('poland', 4, 1500, 7)).agents;
  });

  it('number agents by index and point every key at an agent or table row of the mission', () => {
    for (const [i, agent] of warsaw.entries()) {
      expect(agent.id).toBe(i);
      if (agent.handlerId !== undefined) {
        const handler = warsaw[agent.handlerId];
        expect(handler?.agencyId, `agent ${i}`).toBe(agent.agencyId);
        expect(handler?.agency).toBe(agent.agency);
      }
      expect(warsaw[agent.householdId as number]?.householdId).toBe(agent.householdId);
    }
  });

  it('gives no two agents the same email, username or phone, as version 3 does', () => {
    for (const agents of [warsaw, seoul, poland])
      for (const field of ['email', 'username', 'phone'] as const)
        expect(new Set(agents.map((agent) => agent[field])).size, field).toBe(agents.length);
  });

  it('sends every agent’s mail to its own agency’s domain', () => {
    for (const agent of warsaw) {
      const name = AGENCIES.indexOf(agent.agency);
      expect(agent.email.endsWith(`@${agencyDomain(name)}`), agent.email).toBe(true);
    }
  });

  it('houses a household’s members at one address and point, in one city', () => {
    for (const agents of [warsaw, poland])
      for (const members of households(agents).values()) {
        const [head] = members as [Agent];
        for (const member of members) {
          expect(member.address).toBe(head.address);
          expect([member.lat, member.lng]).toEqual([head.lat, head.lng]);
          expect(member.city).toBe(head.city);
        }
      }
    // A country mission spreads its households over many places, each household in one.
    expect(new Set(poland.map((agent) => agent.city)).size).toBeGreaterThan(10);
  });

  it('never gives two members of a household the same name', async () => {
    // Mumbai's most common given names are common enough that a mother and daughter drew one.
    const mumbai = (await offlineMission('mumbai', 4, COUNT, 7)).agents;
    for (const agents of [warsaw, seoul, poland, mumbai])
      for (const members of households(agents).values()) {
        const names = members.map((member) => member.fullName);
        expect(new Set(names).size, names.join(', ')).toBe(names.length);
      }
  });

  it('gives most Polish households one family name, in each member’s own form', () => {
    const shared = [...households(warsaw).values()].filter((members) => members.length >= 2);
    const stem = (name: string) => name.replace(/(ski|ska|cki|cka|dzki|dzka)$/, 'sk').replace(/a$/, '');
    const alike = shared.filter(
      (members) => new Set(members.map((member) => stem(familyName(member)))).size === 1,
    );
    expect(alike.length / shared.length).toBeGreaterThan(0.8);
    // Forms follow sex: no woman is a Kowalski, no man a Kowalska.
    for (const agent of warsaw) {
      const name = familyName(agent);
      if (/ski$/.test(name)) expect(agent.sex, agent.fullName).toBe('male');
      if (/ska$/.test(name)) expect(agent.sex, agent.fullName).toBe('female');
    }
  });

  it('lets Korean partners keep their own family names, as Korean couples do', () => {
    const couples = [...households(seoul).values()].filter((members) => members.length >= 2);
    const kept = couples.filter(
      (members) => koreanFamily(members[0] as Agent) !== koreanFamily(members[1] as Agent),
    );
    // Two Koreans drawn at random share a family name about one time in eight (Kim alone is a fifth).
    expect(kept.length / couples.length).toBeGreaterThan(0.75);
  });

  it('gives a household’s children ages their parents could have had them at, all adults', () => {
    for (const members of households(warsaw).values()) {
      const head = members[0] as Agent;
      for (const child of members.slice(2)) {
        expect(child.age as number).toBeGreaterThanOrEqual(18);
        expect((head.age as number) - (child.age as number)).toBeGreaterThanOrEqual(20);
        expect((head.age as number) - (child.age as number)).toBeLessThanOrEqual(40);
      }
    }
  });

  it('has no couple keeping house younger than 21, and still lets the young live alone', () => {
    // A household of two 19-year-olds read as odd to a reader from Mumbai: men may not marry there before 21.
    const all = [warsaw, seoul, poland].flatMap((agents) => [...households(agents).values()]);
    for (const members of all)
      if (members.length >= 2) expect((members[0] as Agent).age as number).toBeGreaterThanOrEqual(21);
    expect(all.some((members) => members.length === 1 && (members[0] as Agent).age! < 21)).toBe(true);
  });

  it('makes agent i the same alone, in a later part, or in the whole run', async () => {
    const deps = { index: realIndex(), geocode: async () => null, entropy: () => 0 };
    const request = { query: 'warsaw', seed: 7, version: 4, count: COUNT, offline: true } as const;
    for (const i of [0, 1, 2, 1234, COUNT - 1])
      expect(await missionAgent(deps, request, i)).toEqual(warsaw[i]);
    // A part that starts mid-household, as a shard does.
    const make = await missionAgentMaker(await prepareMission(deps, request, () => true));
    for (let i = 2001; i < 2100; i++) expect(await make(i)).toEqual(warsaw[i]);
    // In a country, alone too: each household's town found from the household, not the agent.
    const country = { query: 'poland', seed: 7, version: 4, count: 1500, offline: true } as const;
    for (const i of [0, 1, 2, 700, 1499]) expect(await missionAgent(deps, country, i)).toEqual(poland[i]);
    // A household whose daughter first drew her sister's name (Mumbai, seed 7, agents 10–17: the
    // Sardinhas, agent 16 drawing agent 15's "Sonia", found with the redraw switched off). Made alone,
    // she knows the names before her only by making them again, and must be drawn again as in the run.
    const sardinhas = { query: 'mumbai', seed: 7, version: 4, count: 20, offline: true } as const;
    const run = (await offlineMission('mumbai', 4, 20, 7)).agents;
    expect(run.slice(10, 18).every((agent) => agent.householdId === 10)).toBe(true);
    for (const i of [11, 15, 16, 17]) expect(await missionAgent(deps, sardinhas, i)).toEqual(run[i]);
    // Seoul's members are named for their generation (a child's age first): a part that starts
    // mid-household makes the earlier children's ages again to name them.
    const seoulRequest = { query: 'seoul', seed: 7, version: 4, count: COUNT, offline: true } as const;
    const makeSeoul = await missionAgentMaker(await prepareMission(deps, seoulRequest, () => true));
    for (let i = 2001; i < 2100; i++) expect(await makeSeoul(i)).toEqual(seoul[i]);
    // Children whose first draw was an older sibling's name (found with the redraw switched off:
    // Kim Yu-ri at 216 and 218, Nam Min-jun at 586 and 587, …). Made alone, each must make its
    // siblings' names again as the run did, of their generation, to see the clash.
    for (const i of [218, 434, 587, 1134, 1848, 2393, 2763])
      expect(await missionAgent(deps, seoulRequest, i)).toEqual(seoul[i]);
  });

  it('asks for the count when one agent of a linked mission is wanted', async () => {
    const deps = { index: realIndex(), geocode: async () => null, entropy: () => 0 };
    await expect(
      missionAgent(deps, { query: 'warsaw', seed: 7, version: 4, offline: true }, 3),
    ).rejects.toThrow(/needs the mission's count/);
    await expect(
      missionAgent(deps, { query: 'warsaw', seed: 7, version: 4, count: 3, offline: true }, 3),
    ).rejects.toThrow('This linked mission has 3 agents, numbered from 0: there is no agent 3.');
  });

  it.each([0, 2.5, Number.NaN, 1_000_001])(
    'refuses one agent of a linked mission whose count is %s (from 1 to 1,000,000)',
    async (count) => {
      const deps = { index: realIndex(), geocode: async () => null, entropy: () => 0 };
      await expect(
        missionAgent(deps, { query: 'warsaw', seed: 7, version: 4, count, offline: true }, 0),
      ).rejects.toThrow(
        "Agent 0 of a linked mission (version 4) needs the mission's count, from 1 to 1,000,000.",
      );
    },
  );

  it('makes no linked rows for a version whose agents stand alone, and says which version has them', async () => {
    const deps = { index: realIndex(), geocode: async () => null, entropy: () => 0 };
    const prepared = await prepareMission(
      deps,
      { query: 'warsaw', seed: 7, version: 3, count: 3, offline: true },
      () => true,
    );
    await expect(linkedMissionMaker(prepared)).rejects.toThrow(
      'Mission version 3 has agents only; linked tables come with version 4.',
    );
  });

  it('takes the one agent of a linked mission of one, as the whole run makes it', async () => {
    const deps = { index: realIndex(), geocode: async () => null, entropy: () => 0 };
    const alone = await missionAgent(
      deps,
      { query: 'warsaw', seed: 7, version: 4, count: 1, offline: true },
      0,
    );
    expect(alone).toEqual((await offlineMission('warsaw', 4, 1, 7)).agents[0]);
  });

  it('takes one agent of a linked mission of the largest count', async () => {
    const deps = { index: realIndex(), geocode: async () => null, entropy: () => 0 };
    const agent = await missionAgent(
      deps,
      { query: 'warsaw', seed: 7, version: 4, count: 1_000_000, offline: true },
      999_999,
    );
    expect(agent.id).toBe(999_999);
  });
});
