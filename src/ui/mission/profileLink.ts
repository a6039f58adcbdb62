// What opening an agent's profile carries: the agent itself, as history state, so the profile shows
// at once; its vCard UID and its agent link when the mission is placed (the profile's "Save vCard"
// and "Copy agent link" need them). The table's codename links and the map's "Open profile" both
// open a profile, so they make this state in one place.
import type { Agent } from '../../shared/types.ts';
import { agentUid } from '../../shared/vcard.ts';
import type { MissionKey } from '../../shared/missionKey.ts';
import type { AgentResults } from './agentResults.ts';
import { agentLinkPath } from './missionUrl.ts';

export type ProfileState = Agent | (Agent & { uid: string; link: string });

export function profileState(results: AgentResults, mission: MissionKey | null, index: number): ProfileState {
  const agent = results.agent(index);
  if (mission === null) return agent;
  // A linked mission's link carries its count (agentLinkPath writes it for those versions only).
  const link = agentLinkPath({ ...mission, count: results.total }, index);
  return { ...agent, uid: agentUid(mission, index), link };
}
