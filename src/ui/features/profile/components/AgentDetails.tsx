import type { Agent } from '../../../../shared/types.ts';
import { formatCoordinates } from '../formatCoordinates.ts';

/** Spec §2's profile fields, in the spec's order; the native-script name sits under the Latin one. */
export function AgentDetails({ agent }: { agent: Agent }) {
  const fields: readonly (readonly [label: string, value: string])[] = [
    ['Full Name', agent.fullName],
    ...(agent.nativeName ? [['Native Name', agent.nativeName] as const] : []),
    ['Codename', agent.codename],
    ['Profession', agent.profession],
    ['Agency', agent.agency],
    ['Email', agent.email],
    ['Phone', agent.phone],
    ['Nationality', agent.nationality],
    ['City', agent.city],
    ['Address', agent.address],
    ['Coordinates', formatCoordinates(agent.lat, agent.lng)],
  ];
  return (
    <dl className="dossier">
      {fields.map(([label, value]) => (
        <div key={label} className="dossier__field">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
