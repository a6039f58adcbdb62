// Byte pieces joined into one array: the binary writers (Parquet, XLSX) hand out their output in
// pieces, and a whole file held in memory is those pieces joined.

/**
 * The pieces in order, in one array; a single piece is returned as it is, not copied.
 *
 * @example concatBytes([Uint8Array.of(1), Uint8Array.of(2, 3)]) // Uint8Array [1, 2, 3]
 */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
