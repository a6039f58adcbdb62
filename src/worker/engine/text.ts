// Text normalisation shared by the place index, the resolver and the data build script.
// The index is only as good as the agreement between how names are folded when the
// index is built and how queries are folded when they are looked up, so both use this.

const COMBINING_MARKS = /\p{M}/gu;
const NON_LETTER_OR_DIGIT_RUNS = /[^\p{L}\p{N}]+/gu;
const NON_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;
const NON_ASCII_ALPHANUMERIC_RUNS = /[^a-z0-9]+/g;
const PLAIN_ASCII_WORDS = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

// Letters that NFD does not decompose into a base letter plus a mark, and Greek final sigma,
// which lower-casing picks by context: folded to σ so a name folds the same a letter at a time.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŋ: 'ng',
  ς: 'σ',
  ʻ: '',
  ʼ: '',
  '’': '',
  "'": '',
};
const SPECIAL_LETTER_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

function stripMarks(lower: string): string {
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_LETTER_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? '');
}

/**
 * Folds text to the form the place index is keyed by: lower case, diacritics and other
 * combining marks removed, apostrophes dropped, every other run of characters that are not
 * letters or digits turned into one space. Letters of every script stay, so "Варшава" and
 * "上海" are keys like "warsaw"; scripts without spaces (Chinese, Japanese, Thai) fold to one
 * word per run.
 *
 * @example foldText("  São Paulo, Brasil! ") === "sao paulo brasil"
 * @example foldText("Kraków") === "krakow"; foldText("L'Aquila") === "laquila"; foldText("Θεσσαλονίκη") === "θεσσαλονικη"
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (PLAIN_ASCII_WORDS.test(lower)) return lower; // fast path: most names need no work
  return stripMarks(lower).replace(NON_LETTER_OR_DIGIT_RUNS, ' ').trim();
}

/**
 * foldText restricted to a–z and 0–9: every letter outside the Latin script vanishes, so a
 * fully non-Latin text folds to "". For what must be ASCII (email slugs) and for the
 * mission seed, whose derivation from the query is part of every shared link's output.
 *
 * @example foldAscii("Zoë O'Brien") === "zoe obrien"; foldAscii("Москва") === ""
 */
export function foldAscii(text: string): string {
  const lower = text.toLowerCase();
  if (PLAIN_ASCII_WORDS.test(lower)) return lower;
  return stripMarks(lower).replace(NON_ASCII_ALPHANUMERIC_RUNS, ' ').trim();
}

/**
 * The fold of one code point on its own, before runs are joined: letters and digits as
 * foldText leaves them, one space for each character foldText turns into a separator.
 * foldText(text) is these pieces in order, with runs of spaces made one and the ends
 * trimmed, because every step of it works a code point at a time: lower-casing (its one
 * contextual rule, Greek final sigma, is undone by folding ς to σ), NFD (which only
 * reorders combining marks, all of which are then removed) and the replacements. This
 * lets the cities loader fold names straight from the file's bytes.
 *
 * @example foldCodePoint(0xe3) === "a"; foldCodePoint(0xdf) === "ss"; foldCodePoint(0x416) === "ж"; foldCodePoint(0x2d) === " "
 */
export function foldCodePoint(codePoint: number): string {
  return stripMarks(String.fromCodePoint(codePoint).toLowerCase()).replace(NON_LETTER_OR_DIGIT, ' ');
}

/** True when every letter of the text belongs to the Latin script (digits and punctuation allowed). */
export function isLatinScript(text: string): boolean {
  return !/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(text);
}
