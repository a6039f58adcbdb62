import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER,
  MAX_USER_LENGTH,
  USER_STORAGE_KEY,
  cleanUserName,
  readStoredUser,
} from '../../../src/ui/storage/storedUser.ts';

function storageWith(value: string | null) {
  return () => ({ getItem: (key: string) => (key === USER_STORAGE_KEY ? value : null) });
}

describe('readStoredUser', () => {
  it('reads tsd_user', () => {
    expect(USER_STORAGE_KEY).toBe('tsd_user');
    expect(readStoredUser(storageWith('Natasha'))).toBe('Natasha');
  });

  it('falls back to Agent when nothing is stored', () => {
    expect(DEFAULT_USER).toBe('Agent');
    expect(readStoredUser(storageWith(null))).toBe('Agent');
  });

  it('falls back to Agent when storage throws (disabled, sandboxed, quota)', () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(readStoredUser(throwing)).toBe('Agent');
    expect(readStoredUser(() => ({ getItem: throwing }))).toBe('Agent');
  });
});

describe('cleanUserName', () => {
  it.each([
    ['', 'Agent'],
    ['   ', 'Agent'],
    ['null', 'Agent'],
    ['undefined', 'Agent'],
    ['[object Object]', 'Agent'],
    ['""', 'Agent'],
    ['"Bond"', 'Bond'],
    ['"unterminated', '"unterminated'],
    ['  James \n\t Bond ', 'James Bond'],
    ['\u202eevil\u202c', 'evil'],
    ['a\u0000b', 'ab'],
    ['<b>Mallory</b>', '<b>Mallory</b>'], // shown as text by React, never parsed as HTML
  ])('%j → %j', (raw, expected) => {
    expect(cleanUserName(raw)).toBe(expected);
  });

  it.each([42, null, undefined, {}, ['Bond']])('falls back to Agent for a non-string %j', (raw) => {
    expect(cleanUserName(raw)).toBe('Agent');
  });

  it('cuts long names with an ellipsis without splitting a character', () => {
    const long = '🕵'.repeat(100);
    const cleaned = cleanUserName(long);
    expect(Array.from(cleaned)).toHaveLength(MAX_USER_LENGTH);
    expect(cleaned.endsWith('🕵…')).toBe(true);
  });
});
