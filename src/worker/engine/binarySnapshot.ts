// A snapshot of typed arrays and numbers in one byte string, read back as views over those bytes
// with no copy and no parsing of the data itself. The command line loads its place index and land
// index this way (see cities/placeSnapshot.ts and land/landSnapshot.ts): building them from the
// cities file and the land module took about 400 ms of its start-up, reading them takes a few.
//
// Layout: the 8-byte magic, a little-endian u32 header length, the header as UTF-8 JSON (kind,
// numbers, and each array's type, offset and length), then the arrays, each at an offset that is a
// multiple of 8 so that a Float64Array view of it is aligned. Bytes are in the machine's order:
// every platform Node and browsers run on is little-endian, and reading checks that it is.

const MAGIC = 'TSDSNAP1';
const ALIGN = 8;

export type SnapshotArray = Float64Array | Int32Array | Uint16Array | Uint8Array;

const CONSTRUCTORS = {
  f64: Float64Array,
  i32: Int32Array,
  u16: Uint16Array,
  u8: Uint8Array,
} as const;
type ArrayType = keyof typeof CONSTRUCTORS;

interface ArrayEntry {
  type: ArrayType;
  offset: number;
  length: number;
}

interface Header {
  kind: string;
  numbers: Record<string, number>;
  arrays: Record<string, ArrayEntry>;
}

/** What a snapshot holds: named numbers and named arrays, under a kind that says what they are. */
export interface SnapshotContent {
  kind: string;
  numbers: Record<string, number>;
  arrays: Record<string, SnapshotArray>;
}

function typeOf(array: SnapshotArray): ArrayType {
  if (array instanceof Float64Array) return 'f64';
  if (array instanceof Int32Array) return 'i32';
  if (array instanceof Uint16Array) return 'u16';
  return 'u8';
}

function viewOf(type: ArrayType, buffer: ArrayBufferLike, offset: number, length: number): SnapshotArray {
  switch (type) {
    case 'f64':
      return new Float64Array(buffer, offset, length);
    case 'i32':
      return new Int32Array(buffer, offset, length);
    case 'u16':
      return new Uint16Array(buffer, offset, length);
    case 'u8':
      return new Uint8Array(buffer, offset, length);
  }
}

const alignUp = (offset: number): number => Math.ceil(offset / ALIGN) * ALIGN;

/**
 * The snapshot's bytes.
 *
 * @example decodeSnapshot(encodeSnapshot({ kind: "k", numbers: { n: 1 }, arrays: { a: new Int32Array([7]) } }), "k").arrays.a[0] === 7
 */
export function encodeSnapshot({ kind, numbers, arrays }: SnapshotContent): Uint8Array {
  // The header's length depends on the offsets, which depend on the header's length: lay the
  // arrays out after a header padded to a size that holds it, computed from the offsets' widest.
  const entries: Record<string, ArrayEntry> = {};
  const draft = (start: number): string => {
    let offset = start;
    for (const [name, array] of Object.entries(arrays)) {
      offset = alignUp(offset);
      entries[name] = { type: typeOf(array), offset, length: array.length };
      offset += array.byteLength;
    }
    return JSON.stringify({ kind, numbers, arrays: entries } satisfies Header);
  };
  const encoder = new TextEncoder();
  let start = alignUp(MAGIC.length + 4 + encoder.encode(draft(0)).length + 64);
  let header = encoder.encode(draft(start));
  while (MAGIC.length + 4 + header.length > start) {
    start = alignUp(MAGIC.length + 4 + header.length + 64);
    header = encoder.encode(draft(start));
  }
  let end = start;
  for (const entry of Object.values(entries)) {
    end = Math.max(end, entry.offset + entry.length * CONSTRUCTORS[entry.type].BYTES_PER_ELEMENT);
  }
  const bytes = new Uint8Array(end);
  bytes.set(encoder.encode(MAGIC), 0);
  new DataView(bytes.buffer).setUint32(MAGIC.length, header.length, true);
  bytes.set(header, MAGIC.length + 4);
  for (const [name, array] of Object.entries(arrays)) {
    const entry = entries[name] as ArrayEntry;
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), entry.offset);
  }
  return bytes;
}

/**
 * The numbers and arrays of a snapshot of `kind`; the arrays are views over `bytes` (copied first
 * only when `bytes` does not start at an aligned offset of its buffer). Throws an Error with a
 * one-line message for anything that is not such a snapshot, so a caller can fall back to building.
 */
export function decodeSnapshot(bytes: Uint8Array, kind: string): SnapshotContent {
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) {
    throw new Error('snapshot: this machine is big-endian; snapshots are little-endian');
  }
  const magic = new TextDecoder().decode(bytes.subarray(0, MAGIC.length));
  if (bytes.length < MAGIC.length + 4 || magic !== MAGIC) throw new Error('snapshot: not a snapshot file');
  const aligned = bytes.byteOffset % ALIGN === 0 ? bytes : bytes.slice();
  const view = new DataView(aligned.buffer, aligned.byteOffset, aligned.byteLength);
  const headerLength = view.getUint32(MAGIC.length, true);
  const headerStart = MAGIC.length + 4;
  if (headerStart + headerLength > aligned.length) throw new Error('snapshot: the header is cut short');
  let header: Header;
  try {
    header = JSON.parse(
      new TextDecoder().decode(aligned.subarray(headerStart, headerStart + headerLength)),
    ) as Header;
  } catch {
    throw new Error('snapshot: the header is not JSON');
  }
  if (header.kind !== kind) throw new Error(`snapshot: a snapshot of ${header.kind}, not of ${kind}`);
  const arrays: Record<string, SnapshotArray> = {};
  for (const [name, { type, offset, length }] of Object.entries(header.arrays)) {
    const Type = CONSTRUCTORS[type];
    if (
      Type === undefined ||
      offset % ALIGN !== 0 ||
      offset + length * Type.BYTES_PER_ELEMENT > aligned.length
    ) {
      throw new Error(`snapshot: array ${name} lies outside the file`);
    }
    arrays[name] = viewOf(type, aligned.buffer, aligned.byteOffset + offset, length);
  }
  return { kind: header.kind, numbers: header.numbers, arrays };
}
