import { describe, expect, it } from 'vitest';
import { MAX_FIELD_LENGTH, parseAgent } from '../../../../src/ui/features/profile/parseAgent.ts';
import { formatCoordinates } from '../../../../src/ui/features/profile/formatCoordinates.ts';
import { makeAgent } from '../../fakes/fakeDirectoryClient.ts';

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
