import { V2_ADDED_FIELDS } from '../../../fieldOrder.ts';
import { describe, expect, it } from 'vitest';
import { agentUid } from '../../../../src/shared/vcard.ts';
import {
  MAX_FIELD_LENGTH,
  parseAgent,
  parseAgentLinkState,
  parseAgentUid,
} from '../../../../src/ui/features/profile/parseAgent.ts';
import { formatCoordinates } from '../../../../src/ui/features/profile/formatCoordinates.ts';
import { makeAgent, makeV2Agent } from '../../fakes/fakeDirectoryClient.ts';

/** The nine fields version 2 adds. */
const V2_FIELDS = V2_ADDED_FIELDS;

/** A UUID of the shape agentUid writes (version 8, RFC 9562), as a URN. */
const UUID_V8 = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('parseAgent', () => {
  it('accepts a well-formed agent and copies only the known fields', () => {
    const agent = makeAgent();
    const parsed = parseAgent({ ...agent, extra: '<img src=x onerror=alert(1)>' });
    expect(parsed).toEqual(agent);
    expect(parsed).not.toBe(agent);
    expect(Object.keys(parsed ?? {})).not.toContain('extra');
  });

  it.each([null, undefined, 'Silent Viper', 42, true, [], [makeAgent()]])(
    'rejects a non-object: %j',
    (value) => {
      expect(parseAgent(value)).toBeNull();
    },
  );

  const fields = Object.keys(makeAgent()) as (keyof ReturnType<typeof makeAgent>)[];
  it.each(fields)('rejects a state without %s', (field) => {
    const agent = Object.fromEntries(Object.entries(makeAgent()).filter(([key]) => key !== field));
    expect(parseAgent(agent)).toBeNull();
  });

  it.each(fields.filter((f) => f !== 'lat' && f !== 'lng'))('rejects a non-string %s', (field) => {
    expect(parseAgent({ ...makeAgent(), [field]: 7 })).toBeNull();
    expect(parseAgent({ ...makeAgent(), [field]: { toString: () => 'x' } })).toBeNull();
    expect(parseAgent({ ...makeAgent(), [field]: null })).toBeNull();
  });

  it('rejects a blank codename or full name, but allows other empty text', () => {
    expect(parseAgent({ ...makeAgent(), codename: '  ' })).toBeNull();
    expect(parseAgent({ ...makeAgent(), fullName: '' })).toBeNull();
    expect(parseAgent({ ...makeAgent(), countryCode: '', phone: '' })).not.toBeNull();
  });

  it('keeps an optional native-script name, and refuses one of the wrong type', () => {
    expect(parseAgent({ ...makeAgent(), nativeName: '山田 太郎' })?.nativeName).toBe('山田 太郎');
    expect(parseAgent(makeAgent())).not.toHaveProperty('nativeName');
    expect(parseAgent({ ...makeAgent(), nativeName: 7 })).toBeNull();
    expect(parseAgent({ ...makeAgent(), nativeName: 'x'.repeat(MAX_FIELD_LENGTH + 1) })).toBeNull();
  });

  it('rejects absurdly long text', () => {
    expect(parseAgent({ ...makeAgent(), address: 'x'.repeat(MAX_FIELD_LENGTH + 1) })).toBeNull();
    expect(parseAgent({ ...makeAgent(), address: 'x'.repeat(MAX_FIELD_LENGTH) })).not.toBeNull();
  });

  it.each([
    ['lat', '48.85'],
    ['lat', Number.NaN],
    ['lat', Number.POSITIVE_INFINITY],
    ['lat', 90.0001],
    ['lat', -91],
    ['lng', 180.5],
    ['lng', -Infinity],
    ['lng', null],
  ])('rejects %s = %s', (field, value) => {
    expect(parseAgent({ ...makeAgent(), [field]: value })).toBeNull();
  });

  it('accepts the ends of the coordinate ranges', () => {
    expect(parseAgent({ ...makeAgent(), lat: -90, lng: 180 })).not.toBeNull();
    expect(parseAgent({ ...makeAgent(), lat: 90, lng: -180 })).not.toBeNull();
  });

  it('accepts a version 2 agent with all nine of its fields, and copies only the known ones', () => {
    const agent = makeV2Agent({ nativeName: 'アダ' });
    const parsed = parseAgent({ ...agent, uid: 'urn:uuid:x', extra: 1 });
    expect(parsed).toEqual(agent);
    expect(Object.keys(parsed ?? {}).sort()).toEqual(Object.keys(agent).sort());
  });

  it('gives a version 1 agent none of the version 2 fields', () => {
    const parsed = parseAgent(makeAgent());
    for (const field of V2_FIELDS) expect(parsed, field).not.toHaveProperty(field);
  });

  it.each(V2_FIELDS)('refuses a version 2 agent without %s: a partial set is not an agent', (field) => {
    const partial = Object.fromEntries(Object.entries(makeV2Agent()).filter(([key]) => key !== field));
    expect(parseAgent(partial)).toBeNull();
  });

  it.each(V2_FIELDS)('refuses a version 1 agent with only %s of the version 2 fields', (field) => {
    expect(parseAgent({ ...makeAgent(), [field]: makeV2Agent()[field] })).toBeNull();
  });

  it.each([
    ['sex', 'other'],
    ['sex', 'Female'],
    ['sex', ''],
    ['birthDate', '1990-4-12'],
    ['birthDate', '12/04/1990'],
    ['birthDate', 19900412],
    ['age', -1],
    ['age', 151],
    ['age', 36.5],
    ['age', '36'],
    ['age', Number.NaN],
    ['username', 7],
    ['timeZone', null],
    ['street', 'x'.repeat(MAX_FIELD_LENGTH + 1)],
    ['postcode', 75001],
    ['region', ['Île-de-France']],
    ['phoneKind', 'maybe'],
    ['phoneKind', 'Fiction'],
  ])('refuses a version 2 agent whose %s is %j', (field, value) => {
    expect(parseAgent({ ...makeV2Agent(), [field]: value })).toBeNull();
  });

  it('accepts the edges of the version 2 values: both sexes and phone kinds, ages 0 and 150, empty text', () => {
    expect(parseAgent(makeV2Agent({ sex: 'male', phoneKind: 'valid' }))).toEqual(
      makeV2Agent({ sex: 'male', phoneKind: 'valid' }),
    );
    expect(parseAgent({ ...makeV2Agent(), age: 0 })?.age).toBe(0);
    expect(parseAgent({ ...makeV2Agent(), age: 150 })?.age).toBe(150);
    // A country without postcodes, a place of unknown region.
    expect(parseAgent(makeV2Agent({ postcode: '', region: '' }))).toMatchObject({ postcode: '', region: '' });
    expect(parseAgent({ ...makeV2Agent(), street: 'x'.repeat(MAX_FIELD_LENGTH) })).not.toBeNull();
  });

  // A version 4 agent's keys, as a linked mission numbers them: every index from 0.
  const keys = { id: 30, agencyId: 0, householdId: 29, handlerId: 4, cellId: 2 };

  it('keeps a version 4 agent’s keys, a director’s without handler or cell', () => {
    expect(parseAgent({ ...makeV2Agent(), ...keys })).toEqual({ ...makeV2Agent(), ...keys });
    const director = { id: 0, agencyId: 0, householdId: 0 };
    expect(parseAgent({ ...makeV2Agent(), ...director })).toEqual({ ...makeV2Agent(), ...director });
  });

  it.each([
    ['id', -1],
    ['agencyId', 1.5],
    ['handlerId', '4'],
    ['cellId', Number.NaN],
    ['householdId', 2 ** 53],
  ])('refuses a version 4 agent whose %s is %j', (field, value) => {
    expect(parseAgent({ ...makeV2Agent(), ...keys, [field]: value })).toBeNull();
  });

  it('refuses a version 4 agent missing its id, agency or household', () => {
    for (const field of ['id', 'agencyId', 'householdId'] as const) {
      const { [field]: _gone, ...rest } = keys;
      expect(parseAgent({ ...makeV2Agent(), ...rest }), field).toBeNull();
    }
  });
});

describe('parseAgentUid', () => {
  const agent = makeV2Agent();
  const uid = agentUid({ version: 2, query: 'paris', seed: '42', pin: 'city:2988507' }, 3);

  it('takes the UID the results table put beside the agent', () => {
    expect(parseAgentUid({ ...agent, uid }, agent)).toBe(uid);
  });

  it.each([
    ['no UID', agent],
    ['a UID that is no URN', { ...agent, uid: uid.slice('urn:uuid:'.length) }],
    [
      'a UID of another UUID version',
      { ...agent, uid: uid.replace(/^(urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-)8/, '$14') },
    ],
    ['a UID with a line break (a vCard injection)', { ...agent, uid: `${uid}\r\nFN:Mallory` }],
    ['a UID that is not text', { ...agent, uid: 7 }],
    ['a state that is not an object', 'state'],
    ['no state', null],
  ])('makes a UID of the right shape from the agent itself for %s', (_, state) => {
    const made = parseAgentUid(state, agent);
    expect(made).toMatch(UUID_V8);
    expect(made).not.toBe(uid);
    // The agent's own UID, whatever junk the state held.
    expect(made).toBe(parseAgentUid(undefined, agent));
  });

  it('makes the same UID for the same agent, and another for another agent', () => {
    expect(parseAgentUid(null, agent)).toBe(parseAgentUid({ ...agent }, makeV2Agent()));
    expect(parseAgentUid(null, makeV2Agent({ codename: 'Quiet Owl' }))).not.toBe(parseAgentUid(null, agent));
  });
});

describe('formatCoordinates', () => {
  it('shows latitude and longitude with 4 decimals', () => {
    expect(formatCoordinates(48.8566, 2.3522)).toBe('48.8566, 2.3522');
    expect(formatCoordinates(-33.868820001, 151.2)).toBe('-33.8688, 151.2000');
    expect(formatCoordinates(51.50729, -0.12764)).toBe('51.5073, -0.1276');
  });

  it('does not print a negative zero', () => {
    expect(formatCoordinates(-0.00001, -0)).toBe('0.0000, 0.0000');
  });
});

describe('parseAgentLinkState', () => {
  const agent = makeAgent();
  it('keeps a link to one agent of a mission', () => {
    const link = '/profile?q=Paris&seed=42&v=2&place=city%3A2988507&i=7';
    expect(parseAgentLinkState({ ...agent, link })).toBe(link);
  });

  it.each([
    ['no link', { ...agent }],
    ['another path', { ...agent, link: '/dashboard?q=Paris&seed=42&v=2&i=7' }],
    ['an absolute address elsewhere', { ...agent, link: 'https://example.org/profile?q=Paris&seed=1&i=1' }],
    ['a link without an agent', { ...agent, link: '/profile?q=Paris&seed=42&v=2' }],
    ['a number', { ...agent, link: 7 }],
    ['no state', null],
  ])('offers none for %s', (_, state) => {
    expect(parseAgentLinkState(state)).toBeNull();
  });
});
