import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER,
  MAX_USER_LENGTH,
  USER_STORAGE_KEY,
  checkCallsign,
  cleanUserName,
  readStoredUser,
  saveStoredUser,
} from '../../../src/ui/lib/storedUser.ts';

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

describe('checkCallsign', () => {
  it.each([
    ['Night Owl', 'Night Owl'],
    ['  Night   Owl \t', 'Night Owl'],
    ['\u202eOwl\u202c', 'Owl'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'], // text, never markup
    ['🕵'.repeat(MAX_USER_LENGTH), '🕵'.repeat(MAX_USER_LENGTH)],
  ])('accepts %j as %j', (typed, name) => {
    expect(checkCallsign(typed)).toEqual({ ok: true, name });
  });

  it.each(['', '   ', '\n\t', '\u200b\u200e'])('refuses the blank %j with a message', (typed) => {
    expect(checkCallsign(typed)).toEqual({ ok: false, message: 'Enter a callsign: it cannot be empty.' });
  });

  it('refuses more than the limit, counted in characters', () => {
    expect(checkCallsign('a'.repeat(MAX_USER_LENGTH + 1))).toEqual({
      ok: false,
      message: `Keep the callsign to ${MAX_USER_LENGTH} characters or fewer.`,
    });
  });

  it.each(['null', 'Undefined', '"Bond"'])('refuses %j, which would read back as another name', (typed) => {
    const checked = checkCallsign(typed);
    expect(checked.ok).toBe(false);
  });

  it('accepts exactly what reads back the same', () => {
    for (const typed of ['Q', 'Agent 47', 'Ünal Kaya', '東京の影']) {
      const checked = checkCallsign(typed);
      expect(checked.ok && cleanUserName(checked.name)).toBe(typed);
    }
  });
});

describe('saveStoredUser', () => {
  it('stores the name under tsd_user', () => {
    const stored = new Map<string, string>();
    expect(
      saveStoredUser('Night Owl', () => ({ setItem: (key, value) => void stored.set(key, value) })),
    ).toBe(true);
    expect(stored).toEqual(new Map([['tsd_user', 'Night Owl']]));
    expect(readStoredUser(() => ({ getItem: (key) => stored.get(key) ?? null }))).toBe('Night Owl');
  });

  it('reports storage that refuses (switched off, full) instead of throwing', () => {
    const full = () => ({
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(saveStoredUser('Night Owl', full)).toBe(false);
    expect(
      saveStoredUser('Night Owl', () => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(false);
  });
});
