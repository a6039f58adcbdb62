// Just enough PNG for the browser tests: encode a solid tile to serve as a fake basemap tile, and decode
// Chromium's screenshots (8-bit RGB or RGBA, not interlaced) to count pixels by colour.
import zlib from 'node:zlib';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row-major. */
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A width × height PNG of one opaque colour. */
export function solidPng(width: number, height: number, colour: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.alloc(1 + width * 3); // filter byte 0 (none), then pixels
  for (let x = 0; x < width; x++) {
    row[1 + x * 3] = colour.r;
    row[2 + x * 3] = colour.g;
    row[3 + x * 3] = colour.b;
  }
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Decodes a PNG as Chromium writes screenshots. Throws on anything else rather than guessing. */
export function decodePng(png: Buffer): DecodedImage {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colourType, , , interlace] = [data[8], data[9], data[10], data[11], data[12]];
      if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) {
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${interlace}`);
      }
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') {
      idat.push(data);
    }
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const dst = y * stride;
    for (let i = 0; i < stride; i++) {
      const x = raw[src + i] ?? 0;
      const left = i >= channels ? (pixels[dst + i - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[dst - stride + i] ?? 0) : 0;
      const upLeft = y > 0 && i >= channels ? (pixels[dst - stride + i - channels] ?? 0) : 0;
      let value: number;
      switch (filter) {
        case 0:
          value = x;
          break;
        case 1:
          value = x + left;
          break;
        case 2:
          value = x + up;
          break;
        case 3:
          value = x + Math.floor((left + up) / 2);
          break;
        case 4:
          value = x + paeth(left, up, upLeft);
          break;
        default:
          throw new Error(`bad PNG filter ${filter} on row ${y}`);
      }
      pixels[dst + i] = value & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: pixels };
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    rgba[p * 4] = pixels[p * 3] ?? 0;
    rgba[p * 4 + 1] = pixels[p * 3 + 1] ?? 0;
    rgba[p * 4 + 2] = pixels[p * 3 + 2] ?? 0;
    rgba[p * 4 + 3] = 255;
  }
  return { width, height, data: rgba };
}

/** Counts the pixels for which `test` holds, optionally inside a rectangle (in image pixels). */
export function countPixels(
  image: DecodedImage,
  test: (pixel: Rgb) => boolean,
  area: { x: number; y: number; width: number; height: number } = {
    x: 0,
    y: 0,
    width: image.width,
    height: image.height,
  },
): number {
  let count = 0;
  const x1 = Math.min(image.width, Math.max(0, Math.round(area.x + area.width)));
  const y1 = Math.min(image.height, Math.max(0, Math.round(area.y + area.height)));
  for (let y = Math.max(0, Math.round(area.y)); y < y1; y++) {
    for (let x = Math.max(0, Math.round(area.x)); x < x1; x++) {
      const i = (y * image.width + x) * 4;
      if (test({ r: image.data[i] ?? 0, g: image.data[i + 1] ?? 0, b: image.data[i + 2] ?? 0 })) count++;
    }
  }
  return count;
}
