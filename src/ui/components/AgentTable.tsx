// The results table (spec §2). Codenames are real links to /profile, so they work from the
// keyboard and with "open in new tab"; a plain click navigates with the agent as history state.
import { Link } from 'wouter';
import type { Agent } from '../../shared/types.ts';

const COLUMNS = ['Codename', 'Full Name', 'Profession', 'Nationality', 'City', 'Email', 'Phone', 'Agency'];

export function AgentTable({ agents, running }: { agents: readonly Agent[]; running: boolean }) {
  return (
    <section className="results" aria-label="Search results">
      <table className="results__table">
        <caption className="results__caption">Agents</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {agents.length === 0 ? (
            <tr>
              <td className="results__empty" colSpan={COLUMNS.length}>
                {running ? 'Decrypting…' : 'No agents yet. Search a city or keyword.'}
              </td>
            </tr>
          ) : (
            // Rows only ever append within a search, so the position is a stable key.
            agents.map((agent, index) => (
              <tr key={index} className="results__row">
                <td>
                  <Link href="/profile" state={agent} className="results__codename">
                    {agent.codename}
                  </Link>
                </td>
                <td>{agent.fullName}</td>
                <td>{agent.profession}</td>
                <td>{agent.nationality}</td>
                <td>{agent.city}</td>
                <td className="results__nowrap">{agent.email}</td>
                <td className="results__nowrap">{agent.phone}</td>
                <td>{agent.agency}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
