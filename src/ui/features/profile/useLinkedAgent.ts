// An agent link (/profile?q=…&seed=…&v=…&place=…&i=N) opened without the table's history state: the
// worker regenerates that one agent of the mission, as the mission's search would have made it.
import { useEffect, useState } from 'react';
import type { Agent } from '../../../shared/types.ts';
import type { AgentLink } from '../../mission/missionUrl.ts';
import type { DirectoryClient } from '../../workerBridge/directoryClient.ts';
import { parseAgent } from './parseAgent.ts';

export type LinkedAgent =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; agent: Agent }
  | { status: 'failed'; message: string };

/**
 * The agent `link` names, once the worker has made it; `none` without a link. A failure carries a
 * message fit to show (the worker's, for a mission it refuses).
 *
 * @example useLinkedAgent(parseAgentLink(location.search), getDirectoryClient)
 */
export function useLinkedAgent(link: AgentLink | null, client: () => DirectoryClient): LinkedAgent {
  // The answer is kept with the link it answers, so a new link reads as loading until its own comes.
  const [answer, setAnswer] = useState<{ key: string; result: LinkedAgent } | null>(null);
  const key = link === null ? null : JSON.stringify(link);
  useEffect(() => {
    if (link === null || key === null) return;
    let current = true;
    client()
      .agent(link.request, link.index)
      .then((made) => {
        if (!current) return;
        // The worker is ours, but what crosses a boundary is checked like any other input.
        const agent = parseAgent(made);
        setAnswer({
          key,
          result:
            agent === null
              ? { status: 'failed', message: 'the agent came back malformed.' }
              : { status: 'ready', agent },
        });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setAnswer({
          key,
          result: { status: 'failed', message: error instanceof Error ? error.message : String(error) },
        });
      });
    return () => {
      current = false;
    };
    // `key` stands for `link`: a new object naming the same agent asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client]);
  if (key === null) return { status: 'none' };
  return answer !== null && answer.key === key ? answer.result : { status: 'loading' };
}
