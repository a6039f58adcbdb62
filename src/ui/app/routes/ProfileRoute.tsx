// An agent's dossier (spec §2). Its only source is the history state the codename link set,
// validated before use: opened directly, or with state of any other shape, it says so.
import { useMemo, useRef } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { AgentDetails } from '../../features/profile/components/AgentDetails.tsx';
import { ReturnButton } from '../../components/ReturnButton.tsx';
import { useFocusOnArrival } from '../../hooks/useFocusOnArrival.ts';
import { parseAgent, parseAgentUid } from '../../features/profile/parseAgent.ts';
import { agentVCard } from '../../../shared/vcard.ts';
import { vCardFileName } from '../../lib/fileNames.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { EXPORT_MEDIA_TYPES } from '../../features/share/exportAgents.ts';
import type { Agent } from '../../../shared/types.ts';

export function ProfileRoute() {
  const state = useHistoryState<unknown>();
  const agent = useMemo(() => parseAgent(state), [state]);
  const uid = useMemo(() => (agent === null ? '' : parseAgentUid(state, agent)), [state, agent]);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);

  const title = agent ? `Agent Profile — ${agent.codename}` : 'No Agent Data';
  return (
    <main className="screen screen--center">
      <title>{`${title} · The Silent Directory`}</title>
      <article className="card card--dossier" aria-labelledby="profile-heading">
        <h1 id="profile-heading" className="card__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {agent ? (
          <AgentDetails agent={agent} />
        ) : (
          <p className="card__note">Profiles open from a codename in the directory&rsquo;s results.</p>
        )}
        <div className="card__actions">
          {agent && (
            <button type="button" className="button" onClick={() => saveVCard(agent, uid)}>
              Download vCard
            </button>
          )}
          <ReturnButton />
        </div>
      </article>
    </main>
  );
}

function saveVCard(agent: Agent, uid: string): void {
  saveFile(new Blob([agentVCard(agent, uid)], { type: EXPORT_MEDIA_TYPES.vcf }), vCardFileName(agent));
}
