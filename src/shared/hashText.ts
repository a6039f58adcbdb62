// A 32-bit hash of text for what both sides derive from a mission (vCard UIDs): FNV-1a over UTF-16
// code units, salted, then scrambled by MurmurHash3's finaliser. Not the engine's stream hash, which
// shared/ cannot import and which must never change; this one serves identifiers only.

/**
 * @example hashText("paris", 0) !== hashText("paris", 1)
 */
export function hashText(text: string, salt: number): number {
  let h = (0x811c9dc5 ^ Math.imul(salt + 1, 0x9e3779b9)) | 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
