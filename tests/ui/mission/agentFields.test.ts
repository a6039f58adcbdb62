import { describe, expect, it } from 'vitest';
import { AGENT_FIELDS, AGENT_V2_FIELDS, AGENT_V4_FIELDS } from '../../../src/shared/agentFields.ts';
import { FIELD_LABELS } from '../../../src/shared/agentFields.ts';
import { TABLE_FIELDS } from '../../../src/ui/features/results/components/AgentTable.tsx';
import {
  PROFILE_FIELDS,
  PROFILE_V2_FIELDS,
} from '../../../src/ui/features/profile/components/AgentDetails.tsx';

// The screens choose fields by name from the contract's list; these say which ones each leaves out
// and why, so a field added to AGENT_FIELDS fails here until a screen decides what to do with it.
describe('the screens’ agent fields', () => {
  it('labels every field of the contract, the native name, the version 2 fields and version 4’s keys, each differently', () => {
    const fields = [...AGENT_FIELDS, 'nativeName', ...AGENT_V2_FIELDS, ...AGENT_V4_FIELDS] as const;
    expect(Object.keys(FIELD_LABELS).sort()).toEqual([...fields].sort());
    const labels = fields.map((field) => FIELD_LABELS[field]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('labels the version 2 fields in words, as the profile shows them', () => {
    expect(AGENT_V2_FIELDS.map((field) => FIELD_LABELS[field])).toEqual([
      'Sex',
      'Birth Date',
      'Age',
      'Username',
      'Time Zone',
      'Street',
      'Postcode',
      'Region',
      'Phone Kind',
    ]);
  });

  it('shows in the table every field but the address, the coordinates and the country code', () => {
    // Spec §2's table: the address is on the profile, the coordinates are on the map.
    const left = AGENT_FIELDS.filter((field) => !(TABLE_FIELDS as readonly string[]).includes(field));
    expect(left).toEqual(['address', 'lat', 'lng', 'countryCode']);
    expect(TABLE_FIELDS.every((field) => (AGENT_FIELDS as readonly string[]).includes(field))).toBe(true);
  });

  it('shows on the profile every field but the country code, the coordinates as one line', () => {
    const left = AGENT_FIELDS.filter((field) => !(PROFILE_FIELDS as readonly string[]).includes(field));
    expect(left).toEqual(['lat', 'lng', 'countryCode']);
    expect(PROFILE_FIELDS).toContain('nativeName');
  });

  it('shows on the profile every version 2 field, and none of them in the table', () => {
    expect([...PROFILE_V2_FIELDS].sort()).toEqual([...AGENT_V2_FIELDS].sort());
    expect(PROFILE_V2_FIELDS).toHaveLength(AGENT_V2_FIELDS.length);
    // The table keeps spec §2's columns; a version 2 agent's extras are on its profile and in the exports.
    expect(TABLE_FIELDS.filter((field) => (AGENT_V2_FIELDS as readonly string[]).includes(field))).toEqual(
      [],
    );
  });

  it('keeps version 4’s keys out of the table: the profile shows what they link to, by name', () => {
    expect(TABLE_FIELDS.filter((field) => (AGENT_V4_FIELDS as readonly string[]).includes(field))).toEqual(
      [],
    );
  });
});
