import { describe, expect, it } from 'vitest';
import { foldAscii, foldCodePoint, foldText, isLatinScript } from '../../../src/worker/engine/text.ts';

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
    ['Москва', 'москва'],
    ['東京', '東京'],
    ['Θεσσαλονίκη', 'θεσσαλονικη'],
    ['ΟΔΟΣ', 'οδοσ'],
    ['Варшава-Центр', 'варшава центр'],
    ['', ''],
    ['\u202Eevil\u202C', 'evil'],
  ])('folds %j to %j', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });

  it.each([
    // Letters NFD does not split into a base letter and a mark: each has its own fold.
    ['Æbeltoft', 'aebeltoft'],
    ['Œuvre', 'oeuvre'],
    ['Ørsted', 'orsted'],
    ['Đakovo', 'dakovo'],
    ['Ðorði', 'dordi'],
    ['Þingvellir', 'thingvellir'],
    ['Işıklar', 'isiklar'],
    ['Ħamrun', 'hamrun'],
    ['Ŋaŋa', 'nganga'],
    // Apostrophes of every kind are dropped, not turned into spaces.
    ['Hawaiʻi', 'hawaii'],
    ['Kaʼu', 'kau'],
    ['Val d’Or', 'val dor'],
    // Lower-case words with a letter to fold after a space still fold it.
    ['abc ééé', 'abc eee'],
    ['abc 123', 'abc 123'],
  ])('folds %j to %j', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const text of ['São Paulo', 'Zürich-Nord', 'A  B', "Côte d'Ivoire"]) {
      expect(foldText(foldText(text))).toBe(foldText(text));
    }
  });
});

describe('foldAscii', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ["Zoë O'Brien", 'zoe obrien'],
    ['Москва', ''],
    ['東京 Tokyo', 'tokyo'],
    ['Gəncə', 'g nc'],
    ['Þórshöfn', 'thorshofn'],
    ['abc ééé', 'abc eee'],
  ])('folds %j to %j, a–z and 0–9 only', (input, expected) => {
    expect(foldAscii(input)).toBe(expected);
  });
});

describe('foldCodePoint', () => {
  /** foldText rebuilt from the pieces, the way the cities scanner folds names from bytes. */
  const foldByPieces = (text: string): string =>
    [...text]
      .map((char) => foldCodePoint(char.codePointAt(0) as number))
      .join('')
      .replace(/ +/g, ' ')
      .trim();

  it.each([
    [0xe3, 'a'],
    [0xdf, 'ss'],
    [0x141, 'l'],
    [0x2bb, ''],
    [0x301, ''],
    [0x416, 'ж'],
    [0x3a3, 'σ'],
    [0x3c2, 'σ'],
    [0x2d, ' '],
    [0x3001, ' '],
    [0x130, 'i'],
    [0x212a, 'k'],
    [0x1e9e, 'ss'],
  ])('folds code point %i to %j', (codePoint, expected) => {
    expect(foldCodePoint(codePoint)).toBe(expected);
  });

  it('rebuilds foldText for every code point between letters', () => {
    const wrong: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const text = `a${String.fromCodePoint(codePoint)}b`;
      if (foldByPieces(text) !== foldText(text)) wrong.push(codePoint.toString(16));
    }
    expect(wrong).toEqual([]);
  });

  it('rebuilds foldText for text where context matters', () => {
    for (const text of [
      'ΟΔΟΣ ΣΑΣ',
      'e\u0301\u0323x',
      'İstanbul',
      "Côte d'Ivoire",
      '  Zürich–Nord  ',
      'ﬁnal ŉ',
    ]) {
      expect(foldByPieces(text)).toBe(foldText(text));
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
