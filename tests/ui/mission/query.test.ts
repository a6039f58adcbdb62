import { describe, expect, it } from 'vitest';
import { normalizeQuery } from '../../../src/ui/mission/query.ts';
import { MAX_QUERY_LENGTH } from '../../../src/shared/limits.ts';

describe('normalizeQuery', () => {
  it('trims, and has nothing to search for in blank or invisible text', () => {
    expect(normalizeQuery('  paris ')).toBe('paris');
    for (const blank of ['', '   ', ' \u00a0 ', '\u0000', '\t\n', '\u202e\u2069'])
      expect(normalizeQuery(blank)).toBeNull();
  });

  it('turns control characters (a NUL from %00, tabs, newlines) into spaces', () => {
    expect(normalizeQuery('paris\u0000texas')).toBe('paris texas');
    expect(normalizeQuery('paris\n\ttexas\u0085')).toBe('paris  texas');
  });

  it('drops bidirectional overrides and isolates, keeps emoji joiners and the text itself', () => {
    expect(normalizeQuery('\u202eevil\u202c agents')).toBe('evil agents');
    expect(normalizeQuery('\u2067القاهرة\u2069')).toBe('القاهرة');
    expect(normalizeQuery('🕵️‍♀️ in 東京')).toBe('🕵️‍♀️ in 東京');
  });

  it('keeps markup and template syntax as the plain text it is', () => {
    for (const text of ['<img src=x onerror=alert(1)>', '${7*7} {{7*7}} #{7*7}', "'; DROP TABLE agents;--"]) {
      expect(normalizeQuery(text)).toBe(text);
    }
  });

  it('cuts a 20,000-character query to the limit without splitting a character', () => {
    expect(normalizeQuery('a'.repeat(20_000))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = normalizeQuery('😀'.repeat(20_000)) ?? '';
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH);
    expect(emoji.endsWith('😀')).toBe(true);
  });
});
