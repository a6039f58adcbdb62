// An agent's dossier (spec §2). Its source is the history state the codename link set, validated
// before use; or an agent link's query string (issue 20), from which the worker regenerates the
// agent. A bare /profile, or state of any other shape, says "No Agent Data".
import { Suspense, lazy, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { AgentDetails } from '../../features/profile/components/AgentDetails.tsx';
import { ReturnButton } from '../../components/ReturnButton.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useFocusOnArrival } from '../../hooks/useFocusOnArrival.ts';
import { parseAgent, parseAgentLinkState, parseAgentUid } from '../../features/profile/parseAgent.ts';
import { useAgentDossier, useLinkedAgent } from '../../features/profile/useLinkedAgent.ts';
import { AgentNetwork } from '../../features/profile/components/AgentNetwork.tsx';
import { copyText } from '../../features/share/clipboard.ts';
import { agentLinkPath, parseAgentLink, type AgentLink } from '../../mission/missionUrl.ts';
import { getDirectoryClient } from '../../workerBridge/workerClient.ts';
import { agentUid, agentVCard } from '../../../shared/vcard.ts';
import { vCardFileName } from '../../lib/fileNames.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { EXPORT_MEDIA_TYPES } from '../../features/share/exportAgents.ts';
import type { Agent } from '../../../shared/types.ts';

// The portrait's drawing code loads with the first profile opened, not with the app; until it has
// (or if it cannot), an empty frame of the same size holds its place, so the fields do not move.
const AgentPortrait = lazy(() => import('../../features/profile/components/AgentPortrait.tsx'));
const PORTRAIT_PENDING = <div className="portrait portrait--pending" aria-hidden="true" />;
// MapLibre too loads after the dossier has painted; a frame of the map's size waits in its place.
const AgentLocationMap = lazy(() => import('../../features/map/components/AgentLocationMap.tsx'));
const MAP_PENDING = <div className="location-map__pending" aria-hidden="true" />;

export function ProfileRoute() {
  const state = useHistoryState<unknown>();
  const search = useSearch();
  const fromState = useMemo(() => parseAgent(state), [state]);
  // The query string counts only when there is no agent in the state: the table's link wins.
  const link = useMemo(() => (fromState === null ? parseAgentLink(search) : null), [fromState, search]);
  const linked = useLinkedAgent(link, getDirectoryClient);
  const agent = fromState ?? (linked.status === 'ready' ? linked.value : null);
  const uid = useMemo(() => {
    if (agent === null) return '';
    return link === null ? parseAgentUid(state, agent) : agentUid(missionKeyOf(link), link.index);
  }, [state, agent, link]);
  const agentLink = fromState !== null ? parseAgentLinkState(state) : link === null ? null : linkPath(link);
  // A linked mission's agent (it has an agency id) shows its network: asked of the worker with the
  // mission its link names, whether the profile was opened from the table or from the link.
  const networkLink = useMemo(
    () =>
      agent?.agencyId === undefined
        ? null
        : (link ?? (agentLink === null ? null : parseAgentLink(agentLink.slice(agentLink.indexOf('?'))))),
    [agent, link, agentLink],
  );
  const network = useAgentDossier(networkLink, getDirectoryClient);
  const [copied, setCopied] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);

  const title = agent
    ? `Agent Profile — ${agent.codename}`
    : linked.status === 'loading'
      ? 'Decrypting Dossier…'
      : 'No Agent Data';
  const copyAgentLink = async () => {
    if (agentLink === null) return;
    const href = `${window.location.origin}${agentLink}`;
    setCopied((await copyText(href, navigator.clipboard)) ? 'Agent link copied' : `Copy this link: ${href}`);
  };
  return (
    <main className="screen screen--center">
      <title>{`${title} · The Silent Directory`}</title>
      <article
        className={agent ? 'card card--dossier card--with-portrait' : 'card card--dossier'}
        aria-labelledby="profile-heading"
        aria-busy={linked.status === 'loading'}
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
        ) : null}
        {agent && networkLink !== null ? <AgentNetwork answer={network} link={networkLink} /> : null}
        {agent ? null : linked.status === 'loading' ? (
          <p className="card__note">Regenerating the agent from its link…</p>
        ) : linked.status === 'failed' ? (
          <p className="card__note" role="alert">
            This agent link could not be opened: {linked.message}
          </p>
        ) : (
          <p className="card__note">Profiles open from a codename in the directory&rsquo;s results.</p>
        )}
        {agent && (
          <ErrorBoundary label="Map" fallback={MAP_PENDING}>
            <Suspense fallback={MAP_PENDING}>
              <AgentLocationMap agent={agent} />
            </Suspense>
          </ErrorBoundary>
        )}
        <div className="card__actions">
          {agent && (
            <button type="button" className="button" onClick={() => saveVCard(agent, uid)}>
              Download vCard
            </button>
          )}
          {agent && agentLink !== null && (
            <button type="button" className="button" onClick={() => void copyAgentLink()}>
              Copy agent link
            </button>
          )}
          <ReturnButton />
        </div>
        <p className="card__status" role="status">
          {copied}
        </p>
      </article>
    </main>
  );
}

/** The mission key of an agent link, as the table computes UIDs from (the same agent, the same UID). */
function missionKeyOf(link: AgentLink): {
  version: AgentLink['request']['version'];
  query: string;
  seed: string;
  pin: string;
} {
  const { version, query, seed, place } = link.request;
  return { version, query, seed, pin: place ?? '' };
}

/** The link's own path, written afresh so that what is copied is always a well-formed agent link. */
function linkPath(link: AgentLink): string {
  return agentLinkPath({ ...missionKeyOf(link), count: link.request.count }, link.index);
}

function saveVCard(agent: Agent, uid: string): void {
  saveFile(new Blob([agentVCard(agent, uid)], { type: EXPORT_MEDIA_TYPES.vcf }), vCardFileName(agent));
}
