// An agent's dossier (spec §2). Its only source is the history state the codename link set,
// validated before use: opened directly, or with state of any other shape, it says so.
import { Suspense, lazy, useMemo, useRef } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { AgentDetails } from '../../features/profile/components/AgentDetails.tsx';
import { ReturnButton } from '../../components/ReturnButton.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useFocusOnArrival } from '../../hooks/useFocusOnArrival.ts';
import { parseAgent, parseAgentUid } from '../../features/profile/parseAgent.ts';
import { agentVCard } from '../../../shared/vcard.ts';
import { vCardFileName } from '../../lib/fileNames.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { EXPORT_MEDIA_TYPES } from '../../features/share/exportAgents.ts';
import type { Agent } from '../../../shared/types.ts';

// The portrait's drawing code loads with the first profile opened, not with the app; until it has
// (or if it cannot), an empty frame of the same size holds its place, so the fields do not move.
const AgentPortrait = lazy(() => import('../../features/profile/components/AgentPortrait.tsx'));
const PORTRAIT_PENDING = <div className="portrait portrait--pending" aria-hidden="true" />;

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
      <article
        className={agent ? 'card card--dossier card--with-portrait' : 'card card--dossier'}
        aria-labelledby="profile-heading"
      >
        <h1 id="profile-heading" className="card__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {agent ? (
          <div className="dossier-sheet">
            <ErrorBoundary label="Portrait" fallback={PORTRAIT_PENDING}>
              <Suspense fallback={PORTRAIT_PENDING}>
                <AgentPortrait agent={agent} />
              </Suspense>
            </ErrorBoundary>
            <AgentDetails agent={agent} />
          </div>
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
