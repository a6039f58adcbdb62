import type { Agent } from '../../../../shared/types.ts';
import { FIELD_LABELS } from '../../../mission/agentFields.ts';
import { formatCoordinates } from '../formatCoordinates.ts';

/**
 * Spec §2's profile fields, in the spec's order, by field name; the native-script name sits under the
 * Latin one, and latitude and longitude are shown together as the coordinates.
 */
export const PROFILE_FIELDS = [
  'fullName',
  'nativeName',
  'codename',
  'profession',
  'agency',
  'email',
  'phone',
  'nationality',
  'city',
  'address',
] as const satisfies readonly (keyof Agent)[];

export function AgentDetails({ agent }: { agent: Agent }) {
  const fields: readonly (readonly [label: string, value: string])[] = [
    ...PROFILE_FIELDS.flatMap((field) => {
      const value = agent[field];
      // Only nativeName is optional, and it is shown only where the agent has one.
      return field === 'nativeName' && !value ? [] : [[FIELD_LABELS[field], value ?? ''] as const];
    }),
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
