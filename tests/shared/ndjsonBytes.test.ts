// ndjson is written by hand (the command line's hot path), so its bytes are held to JSON.stringify's
// for every kind of string JSON treats specially.
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/shared/types.ts';
import { createFormatWriter } from '../../src/shared/formats.ts';
import { AGENT_FIELD_NAMES } from '../../src/shared/agentFields.ts';

const base: Agent = {
  fullName: 'Anna Novak',
  codename: 'Silent Viper',
  profession: 'Cryptographer',
  nationality: 'France',
  city: 'Paris',
  address: '12 Harbour Street, Paris, France',
  email: 'anna.novak@section-zero.example',
  phone: '+33 123 456 7890',
  agency: 'Section Zero',
  lat: 48.856613,
  lng: -0.000001,
  countryCode: 'FR',
};

/** The object JSON.stringify is given: the agent's fields in canonical order, absent ones left out. */
function canonical(agent: Agent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of AGENT_FIELD_NAMES) if (agent[field] !== undefined) out[field] = agent[field];
  return out;
}

const STRANGE = [
  'quote " and backslash \\ and both \\"',
  'controls \u0000 \u0007 \b \f \n \r \t \u001b \u001f and DEL \u007f',
  'line separators \u2028 \u2029',
  'emoji 🕵️‍♀️ and 東京 and العربية',
  'a lone high surrogate \ud83d here',
  'a lone low surrogate \udc00 here',
  'a reversed pair \udc00\ud83d',
  '',
];

describe('ndjson', () => {
  it.each(STRANGE)('writes %j exactly as JSON.stringify does, in every field', (text) => {
    const agent: Agent = { ...base, fullName: text, address: `${text}!`, nativeName: text, region: text };
    const writer = createFormatWriter('ndjson');
    expect(writer.agent(agent, 0)).toBe(`${JSON.stringify(canonical(agent))}\n`);
  });

  it('writes numbers as JSON.stringify does, and chosen fields the agent lacks as null', () => {
    const agent: Agent = { ...base, lat: 1e-7, lng: -180, age: 0 };
    const writer = createFormatWriter('ndjson', {
      fields: ['lat', 'lng', 'nativeName', 'age'],
      mission: { version: 2, query: '', seed: '', pin: '' },
    });
    expect(writer.agent(agent, 0)).toBe('{"lat":1e-7,"lng":-180,"nativeName":null,"age":0}\n');
  });

  it('writes the extras after the fields, escaped', () => {
    const writer = createFormatWriter('ndjson', { extra: () => ({ query: 'say "hi"\n' }) });
    expect(writer.agent(base, 0)).toBe(`${JSON.stringify({ ...canonical(base), query: 'say "hi"\n' })}\n`);
  });
});
