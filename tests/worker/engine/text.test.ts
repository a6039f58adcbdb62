import { describe, expect, it } from 'vitest';
import { foldText, isLatinScript } from '../../../src/worker/engine/text.ts';

describe('foldText', () => {
  it.each([
    ['Paris', 'paris'],
    ['  São Paulo, Brasil! ', 'sao paulo brasil'],
    ['München', 'munchen'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ["L'Aquila", 'laquila'],
    ['Ho Chi Minh City (HCMC)', 'ho chi minh city hcmc'],
    ['Bogotá D.C.', 'bogota d c'],
    ['Reykjavík', 'reykjavik'],
    ['Москва', ''],
    ['東京', ''],
    ['', ''],
    ['\u202Eevil\u202C', 'evil'],
  ])('folds %j to %j', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const text of ['São Paulo', 'Zürich-Nord', 'A  B', "Côte d'Ivoire"]) {
      expect(foldText(foldText(text))).toBe(foldText(text));
    }
  });
});

describe('isLatinScript', () => {
  it('accepts Latin letters with marks, digits and punctuation', () => {
    expect(isLatinScript('Zürich-Nord 2')).toBe(true);
    expect(isLatinScript('Thành phố Hồ Chí Minh')).toBe(true);
  });
  it('rejects other scripts', () => {
    expect(isLatinScript('Москва')).toBe(false);
    expect(isLatinScript('Tokyo 東京')).toBe(false);
  });
});
