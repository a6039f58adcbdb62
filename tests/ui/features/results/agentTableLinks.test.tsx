// What the results table hands the profile: each codename links to /profile with the agent as the
// history state, and, once the mission is placed, the vCard UID of that agent of that mission.
// Static markup drops a link's state, so here wouter's Link writes it out as data-state.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import type * as Wouter from 'wouter';
import { agentUid } from '../../../../src/shared/vcard.ts';
import type { MissionKey } from '../../../../src/shared/missionKey.ts';
import { AgentTable } from '../../../../src/ui/features/results/components/AgentTable.tsx';
import {
  parseAgent,
  parseAgentLinkState,
  parseAgentUid,
} from '../../../../src/ui/features/profile/parseAgent.ts';
import { AgentResults } from '../../../../src/ui/mission/agentResults.ts';
import type { SortSpec } from '../../../../src/ui/mission/sortSpec.ts';
import { makeAgent, makeV2Agent } from '../../fakes/fakeDirectoryClient.ts';

vi.mock('wouter', async (importOriginal) => {
  const wouter = await importOriginal<typeof Wouter>();
  return {
    ...wouter,
    Link: ({ href, className, state, children }: LinkProps) => (
      <a href={href} className={className} data-state={JSON.stringify(state)}>
        {children}
      </a>
    ),
  };
});

interface LinkProps {
  href: string;
  className?: string;
  state?: unknown;
  children?: ReactNode;
}

const PARIS: MissionKey = { version: 2, query: 'paris', seed: 'launch-demo', pin: 'city:2988507' };

/** The history state of each codename link, in row order. */
function linkStates(mission: MissionKey | null, results: AgentResults, sort: SortSpec | null = null) {
  const html = renderToStaticMarkup(
    <Router ssrPath="/dashboard">
      <AgentTable
        results={results}
        mission={mission}
        revealed={results.length}
        running={false}
        sort={sort}
        onSortChange={() => {}}
      />
    </Router>,
  );
  return [...html.matchAll(/<a href="\/profile" class="results__codename" data-state="([^"]*)">/g)].map(
    (match) => JSON.parse(unescapeAttribute(match[1] ?? '')) as Record<string, unknown>,
  );
}

function unescapeAttribute(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('the results table’s profile links', () => {
  const agents = [
    makeV2Agent({ codename: 'b' }),
    makeAgent({ codename: 'C' }),
    makeV2Agent({ codename: 'a' }),
  ];
  const results = AgentResults.fromAgents(agents);

  it('carries the agent alone before the mission is placed', () => {
    expect(linkStates(null, results)).toEqual(agents);
  });

  it('carries each agent with the UID and the agent link of its index in the mission', () => {
    // The link is the mission as a search link writes it, and i=, the position from 0.
    const link = (index: number) =>
      `/profile?q=${PARIS.query}&seed=${PARIS.seed}&v=${PARIS.version}&place=${encodeURIComponent(PARIS.pin)}&i=${index}`;
    expect(linkStates(PARIS, results)).toEqual(
      agents.map((agent, index) => ({ ...agent, uid: agentUid(PARIS, index), link: link(index) })),
    );
  });

  it('keeps each agent’s own link when a sort moves its row', () => {
    const states = linkStates(PARIS, results, { field: 'codename', direction: 'descending' });
    expect(states.map((state) => parseAgentLinkState(state))).toEqual(
      [1, 0, 2].map((index) => expect.stringMatching(new RegExp(`&i=${index}$`)) as unknown as string),
    );
  });

  it('keeps each agent’s own UID when a sort moves its row', () => {
    const states = linkStates(PARIS, results, { field: 'codename', direction: 'descending' });
    expect(states.map((state) => state.codename)).toEqual(['C', 'b', 'a']);
    expect(states.map((state) => state.uid)).toEqual([1, 0, 2].map((index) => agentUid(PARIS, index)));
  });

  it('gives the profile the agent and its UID back, as the export’s vCard of the same agent has it', () => {
    linkStates(PARIS, results).forEach((state, index) => {
      const agent = parseAgent(state);
      expect(agent).toEqual(agents[index]);
      expect(parseAgentUid(state, agent!)).toBe(agentUid(PARIS, index));
    });
  });
});
