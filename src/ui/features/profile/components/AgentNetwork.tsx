// A linked mission's agent among the others (issue 47): its agency, who runs it and whom it runs, its
// cell, its cover household and its operations. Every agent named is a link to that agent's
// profile, which the worker regenerates from the link alone.
import { Link } from 'wouter';
import type { AgentDossier, AgentRef } from '../../../../shared/dossier.ts';
import type { WorkerAnswer } from '../../../hooks/useWorkerAnswer.ts';
import { agentLinkPath, type AgentLink } from '../../../mission/missionUrl.ts';

interface Props {
  answer: WorkerAnswer<AgentDossier>;
  /** The mission the agents belong to, as an agent link names it. */
  link: AgentLink;
}

export function AgentNetwork({ answer, link }: Props) {
  if (answer.status === 'none') return null;
  return (
    <section className="network" aria-labelledby="network-heading" aria-busy={answer.status === 'loading'}>
      <h2 id="network-heading" className="network__title">
        Network
      </h2>
      {answer.status === 'loading' ? (
        <p className="card__note">Tracing the chain of command…</p>
      ) : answer.status === 'failed' ? (
        <p className="card__note" role="alert">
          The agent&rsquo;s network could not be traced: {answer.message}
        </p>
      ) : (
        <NetworkFields dossier={answer.value} link={link} />
      )}
    </section>
  );
}

function NetworkFields({ dossier, link }: { dossier: AgentDossier; link: AgentLink }) {
  const { agency, handler, handles, cell, household, operations } = dossier;
  const to = (agent: AgentRef) => <AgentLinkTo agent={agent} link={link} />;
  return (
    <dl className="dossier network__fields">
      <Field label="Agency">
        {agency.name} · {agency.kind}, founded {agency.founded}
        <br />
        Headquarters: {agency.headquarters}
        <br />
        Director: {to(agency.director)}
      </Field>
      <Field label="Handler">{handler === null ? 'None: directs the agency' : to(handler)}</Field>
      {handles.length > 0 && (
        <Field label={`Runs (${handles.length})`}>
          <AgentList agents={handles} link={link} />
        </Field>
      )}
      {cell !== null && (
        <Field label="Cell">
          {cell.codename} · {cell.city}
          <br />
          Leader: {to(cell.leader)}
        </Field>
      )}
      <Field label="Household">
        {household.address} · {household.size === 1 ? 'lives alone' : `${household.size} people`}
        {household.size > 1 && <AgentList agents={household.members} link={link} />}
      </Field>
      <Field label="Operations">
        {operations.length === 0 ? (
          'None assigned'
        ) : (
          <ul className="network__list">
            {operations.map((operation) => (
              <li key={operation.id}>
                {operation.codename} · {operation.targetCity}, {operation.targetCountryCode} ·{' '}
                {operation.startDate} to {operation.endDate} · {operation.status} · {operation.role}
              </li>
            ))}
          </ul>
        )}
      </Field>
    </dl>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="dossier__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function AgentList({ agents, link }: { agents: readonly AgentRef[]; link: AgentLink }) {
  return (
    <ul className="network__list">
      {agents.map((agent) => (
        <li key={agent.index}>
          <AgentLinkTo agent={agent} link={link} />
        </li>
      ))}
    </ul>
  );
}

/** A link to another agent's profile of the same mission: its codename, its name beside it. */
function AgentLinkTo({ agent, link }: { agent: AgentRef; link: AgentLink }) {
  const { query, seed, version, place, count } = link.request;
  const href = agentLinkPath({ query, seed, version, pin: place ?? '', count }, agent.index);
  return (
    <>
      <Link href={href} className="network__agent">
        {agent.codename}
      </Link>{' '}
      <span className="network__name">({agent.fullName})</span>
    </>
  );
}
