// What a linked mission (version 4) holds while it makes agents: its plan of agencies and chains,
// its households' cutter, and the last household drawn (members are consecutive, so an agent made
// after its household's head finds the household drawn). Nothing grows with the mission.
import { householdSizeShares } from './householdShares.ts';
import type { HouseholdDraw } from '../generateAgent.ts';
import { deriveSeed } from '../random.ts';
import { linksOf, planLinks, type AgentLinks, type LinkedPlan } from './chain.ts';
import { Households } from './households.ts';

/** The stream whose sub-streams, one per household (by its head's index), draw what members share. */
const HOUSEHOLD_DRAW_STREAM = -8;

export interface LinkedMission {
  readonly plan: LinkedPlan;
  readonly households: Households;
  /** The seed of the household draws' streams: deriveSeed(it, head) is household head's. */
  readonly householdStream: number;
  /** The last household drawn: its head, the place it was drawn for (an area mission's), and the draw. */
  last: { head: number; place: unknown; draw: HouseholdDraw } | null;
  /** The last agent's links: its agent and its rows ask for them one after the other. */
  lastLinks: { index: number; links: AgentLinks } | null;
}

/**
 * Where agent `index` stands (chain.ts's linksOf), computed once for an agent and the rows it owns.
 *
 * @example linksAt(linked, 7) === linksAt(linked, 7)
 */
export function linksAt(linked: LinkedMission, index: number): AgentLinks {
  const last = linked.lastLinks;
  if (last !== null && last.index === index) return last.links;
  const links = linksOf(linked.plan, index);
  linked.lastLinks = { index, links };
  return links;
}

/**
 * The linked state of a mission of `count` agents in a country, whose streams derive from `base`.
 *
 * @example createLinkedMission(1000, missionSeed("warsaw", 1), "PL").plan.agencies.length === 21
 */
export function createLinkedMission(count: number, base: number, countryCode: string): LinkedMission {
  return {
    plan: planLinks(count, base),
    households: new Households(householdSizeShares(countryCode), base, count),
    householdStream: deriveSeed(base, HOUSEHOLD_DRAW_STREAM),
    last: null,
    lastLinks: null,
  };
}
