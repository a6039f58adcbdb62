import type { Agent } from '../../../../shared/types.ts';
import { FIELD_LABELS } from '../../../../shared/agentFields.ts';
import { formatCoordinates } from '../formatCoordinates.ts';

/**
 * Spec §2's profile fields, in the spec's order, by field name; the native-script name sits under the
 * Latin one, and latitude and longitude are shown together as the coordinates. A version 2 agent's
 * fields follow (PROFILE_V2_FIELDS), each beside the field it belongs with in the reading order.
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

/** What a version 2 agent adds, in the order a form would ask: person, account, address, phone, time. */
export const PROFILE_V2_FIELDS = [
  'sex',
  'birthDate',
  'age',
  'username',
  'street',
  'postcode',
  'region',
  'phoneKind',
  'timeZone',
] as const satisfies readonly (keyof Agent)[];

const SEX_TEXT = { female: 'Female', male: 'Male' } as const;
const PHONE_KIND_TEXT = {
  fiction: 'Fiction range (reserved for drama)',
  valid: 'Valid in the national plan',
} as const;

/** A version 2 field as a person reads it: words for the codes, nothing for an empty postcode or region. */
function v2Text(agent: Agent, field: (typeof PROFILE_V2_FIELDS)[number]): string {
  switch (field) {
    case 'sex':
      return agent.sex === undefined ? '' : SEX_TEXT[agent.sex];
    case 'phoneKind':
      return agent.phoneKind === undefined ? '' : PHONE_KIND_TEXT[agent.phoneKind];
    case 'age':
      return agent.age === undefined ? '' : String(agent.age);
    default:
      return agent[field] ?? '';
  }
}

export function AgentDetails({ agent }: { agent: Agent }) {
  const fields: readonly (readonly [label: string, value: string])[] = [
    ...PROFILE_FIELDS.flatMap((field) => {
      const value = agent[field];
      // nativeName is shown only where the agent has one.
      return field === 'nativeName' && !value ? [] : [[FIELD_LABELS[field], value ?? ''] as const];
    }),
    ['Coordinates', formatCoordinates(agent.lat, agent.lng)],
    // A version 1 agent has none of these; a version 2 agent shows each that has a value.
    ...PROFILE_V2_FIELDS.flatMap((field) => {
      const text = v2Text(agent, field);
      return text === '' ? [] : [[FIELD_LABELS[field], text] as const];
    }),
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
