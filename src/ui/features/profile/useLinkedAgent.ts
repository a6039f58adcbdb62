// An agent link (/profile?q=…&seed=…&v=…&place=…&i=N) opened without the table's history state: the
// worker regenerates that one agent of the mission, as the mission's search would have made it.
import type { Agent } from '../../../shared/types.ts';
import type { AgentDossier } from '../../../shared/dossier.ts';
import type { AgentLink } from '../../mission/missionUrl.ts';
import type { DirectoryClient } from '../../workerBridge/directoryClient.ts';
import { useWorkerAnswer, type WorkerAnswer } from '../../hooks/useWorkerAnswer.ts';
import { parseAgent } from './parseAgent.ts';

/**
 * The agent `link` names, once the worker has made it; `none` without a link.
 *
 * @example useLinkedAgent(parseAgentLink(location.search), getDirectoryClient)
 */
export function useLinkedAgent(link: AgentLink | null, client: () => DirectoryClient): WorkerAnswer<Agent> {
  return useWorkerAnswer(link === null ? null : JSON.stringify(link), async () => {
    const made = await client().agent((link as AgentLink).request, (link as AgentLink).index);
    // The worker is ours, but what crosses a boundary is checked like any other input.
    const agent = parseAgent(made);
    if (agent === null) throw new Error('the agent came back malformed.');
    return agent;
  });
}

/**
 * The dossier of the agent `link` names, in a linked mission (its request has the count); `none`
 * without a link, or for a mission whose agents stand alone.
 *
 * @example useAgentDossier(parseAgentLink(location.search), getDirectoryClient)
 */
export function useAgentDossier(
  link: AgentLink | null,
  client: () => DirectoryClient,
): WorkerAnswer<AgentDossier> {
  const asked = link !== null && link.request.count !== undefined ? link : null;
  return useWorkerAnswer(asked === null ? null : `dossier ${JSON.stringify(asked)}`, () =>
    client().dossier((asked as AgentLink).request, (asked as AgentLink).index),
  );
}
