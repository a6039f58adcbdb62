// schema/agent.schema.json against the code it describes: its fields are the Agent's, every agent of
// missions of both versions passes it, so does every agent read back from the json, ndjson, csv and
// geojson files, and it refuses what the facts forbid (a latitude past a pole, a lower-case country
// code, a 30th of February). Validated by Ajv, an independent JSON Schema 2020-12 implementation.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAgents } from '../../src/shared/formats.ts';
import {
  AGENT_FIELD_NAMES,
  AGENT_FIELD_SPECS,
  AGENT_FIELDS,
  AGENT_V2_FIELDS,
  AGENT_V4_FIELDS,
  type FieldSpec,
} from '../../src/shared/agentFields.ts';
import type { Agent } from '../../src/shared/types.ts';
import { sampleMissions, type Mission } from '../roundtrip/missionAgents.ts';
import { schemaValidator } from '../schemaValidator.ts';

const schema = JSON.parse(readFileSync(new URL('../../schema/agent.schema.json', import.meta.url), 'utf8'));
const ID = schema.$id as string;

const ajv = schemaValidator();
ajv.addSchema(schema);
const validate = ajv.getSchema(ID)!;
const validateVersion = {
  1: ajv.getSchema(`${ID}#/$defs/version1`)!,
  2: ajv.getSchema(`${ID}#/$defs/version2`)!,
  // Version 3 changes what fields hold, not which: version 2's definition is its too.
  3: ajv.getSchema(`${ID}#/$defs/version2`)!,
  4: ajv.getSchema(`${ID}#/$defs/version4`)!,
};

function problems(value: unknown): string {
  return validate(value) ? '' : ajv.errorsText(validate.errors);
}

let missions: readonly Mission[];

describe('schema/agent.schema.json', () => {
  beforeAll(async () => {
    missions = await sampleMissions(60);
  });

  it('describes the Agent’s fields in their order, with version 1’s required', () => {
    const { properties, required } = schema.$defs.agent;
    expect(Object.keys(properties)).toEqual(AGENT_FIELD_NAMES);
    expect(required).toEqual(AGENT_FIELDS);
    expect(schema.$defs.version2.required).toEqual(AGENT_V2_FIELDS);
    expect(schema.$defs.version1.properties).toEqual(
      Object.fromEntries([...AGENT_V2_FIELDS, ...AGENT_V4_FIELDS].map((field) => [field, false])),
    );
    expect(schema.$defs.version2.properties).toEqual(
      Object.fromEntries(AGENT_V4_FIELDS.map((field) => [field, false])),
    );
    // Every key of version 4 but the two an agent may lack (a director's handler, a senior's cell).
    expect(schema.$defs.version4.required).toEqual([
      ...AGENT_V2_FIELDS,
      ...AGENT_V4_FIELDS.filter((field) => field !== 'handlerId' && field !== 'cellId'),
    ]);
  });

  it('accepts every agent of missions of both versions, each by its own version only', () => {
    for (const { key, agents } of missions) {
      const other = key.version === 1 ? 2 : 1;
      for (const agent of agents) {
        expect(problems(agent), `${key.query} v${key.version}`).toBe('');
        expect(validateVersion[key.version](agent)).toBe(true);
        expect(validateVersion[other](agent)).toBe(false);
      }
    }
    const all = missions.flatMap((mission) => mission.agents);
    expect(all.some((agent) => agent.nativeName !== undefined)).toBe(true);
  });

  it('accepts every agent read back from the json, ndjson, csv and geojson files', () => {
    for (const { key, agents } of missions) {
      const options = { mission: key };
      const fromJson = JSON.parse(formatAgents('json', agents, options)) as unknown[];
      const fromNdjson = formatAgents('ndjson', agents, options)
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown);
      const fromCsv = csvAgents(formatAgents('csv', agents, options));
      const fromGeojson = geojsonAgents(formatAgents('geojson', agents, options));
      for (const [format, read] of Object.entries({ fromJson, fromNdjson, fromCsv, fromGeojson })) {
        expect(read, format).toEqual(agents);
        for (const agent of read) expect(problems(agent), `${format} ${key.query} v${key.version}`).toBe('');
      }
    }
  });

  const v2 = (): Agent => ({ ...missions[5]!.agents[0]! });
  const v1 = (): Agent => ({ ...missions[1]!.agents[0]! });

  it('accepts the edges of the ranges', () => {
    for (const [lat, lng] of [
      [90, 180],
      [-90, -180],
      [0, 0],
    ] as const) {
      expect(problems({ ...v2(), lat, lng })).toBe('');
    }
    expect(problems({ ...v2(), age: 0, birthDate: '2000-02-29' })).toBe('');
    expect(problems({ ...v2(), postcode: '', region: '' })).toBe('');
  });

  it.each([
    ['a latitude past the north pole', { lat: 90.000001 }],
    ['a latitude past the south pole', { lat: -90.000001 }],
    ['a longitude past 180°', { lng: 180.000001 }],
    ['a longitude past -180°', { lng: -180.000001 }],
    ['a latitude as text', { lat: '48.8' }],
    ['a lower-case country code', { countryCode: 'fr' }],
    ['an alpha-3 country code', { countryCode: 'FRA' }],
    ['an address without an @', { email: 'agent.example' }],
    ['a sex outside the two names are drawn for', { sex: 'other' }],
    ['a phone kind that is neither', { phoneKind: 'fake' }],
    ['a negative age', { age: -1 }],
    ['a fractional age', { age: 30.5 }],
    ['an age as text', { age: '30' }],
    ['a day that does not exist', { birthDate: '2001-02-29' }],
    ['a date without its zeros', { birthDate: '2000-2-3' }],
    ['a username with a space', { username: 'anna novak' }],
    ['a username outside ASCII', { username: 'anna_novák' }],
    ['an empty native name', { nativeName: '' }],
    ['an unknown field', { query: 'paris' }],
  ])('refuses %s', (_what, change) => {
    expect(problems({ ...v2(), ...change })).not.toBe('');
  });

  it('refuses a version 1 agent with a version 2 field, and a version 2 agent missing one', () => {
    expect(problems(v1())).toBe('');
    for (const field of AGENT_V2_FIELDS) {
      expect(problems({ ...v1(), [field]: v2()[field] }), field).not.toBe('');
      const { [field]: _dropped, ...rest } = v2();
      expect(problems(rest), field).not.toBe('');
    }
    const { fullName: _name, ...nameless } = v1();
    expect(problems(nameless)).not.toBe('');
  });
});

/** CSV's cells are text: the numbers made numbers again, and an empty nativeName left out. */
function csvAgents(text: string): Agent[] {
  const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
  return rows.map((row) => {
    const agent: Record<string, string | number> = {};
    for (const field of AGENT_FIELD_NAMES) {
      const cell = row[field];
      const spec = AGENT_FIELD_SPECS[field] as FieldSpec;
      // An optional field an agent lacks is an empty cell; a number's column is read as a number.
      if (cell === undefined || (spec.optional === true && cell === '')) continue;
      agent[field] = spec.type === 'text' ? cell : Number(cell);
    }
    return agent as unknown as Agent;
  });
}

/** A feature's properties with its point's coordinates put back as lat and lng. */
function geojsonAgents(text: string): Agent[] {
  const collection = JSON.parse(text) as {
    features: { geometry: { coordinates: [number, number] }; properties: Record<string, unknown> }[];
  };
  return collection.features.map(({ geometry, properties }) => {
    const [lng, lat] = geometry.coordinates;
    return { ...properties, lat, lng } as unknown as Agent;
  });
}
