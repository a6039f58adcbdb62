// How the portrait is written: the head's landmarks, paths, elements and colour mixing, shared by the
// files that draw its parts (portrait.ts, portraitHair.ts).

/** The head's landmarks in the drawing's units (viewBox 160 × 200), from portrait.ts's headOf. */
export interface Head {
  /** The axis of symmetry. */
  cx: number;
  /** The crown, the widest line (temples), the jaw's corners and the chin, top to bottom. */
  top: number;
  mid: number;
  jawY: number;
  chin: number;
  len: number;
  /** Half-widths at the temples, the jaw's corners and the chin. */
  w: number;
  jawW: number;
  chinW: number;
  /** How square the crown is: 0.55 is near a circle's, more is boxier. */
  crown: number;
  eyeY: number;
  noseY: number;
  mouthY: number;
}

/** One cubic Bézier segment: two control points, then the end point. */
export type Cubic = readonly [x1: number, y1: number, x2: number, y2: number, x: number, y: number];

/**
 * A number as written in the markup: two decimal places (enough for an opacity such as 0.03), so the
 * bytes never hang on a value's last bits.
 */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/** An open path of cubic segments from `start`. */
export function cubicPath(start: readonly [number, number], segments: readonly Cubic[]): string {
  return `M${num(start[0])} ${num(start[1])}` + segments.map((s) => `C${s.map(num).join(' ')}`).join('');
}

/**
 * A closed shape symmetric about x = cx, from its right half: `segments` run from `start` (on the axis)
 * round the right side back to the axis; the left side is the same run mirrored and reversed.
 *
 * @example symmetricPath(80, [80, 10], [[90, 10, 100, 20, 80, 30]]) // a lens from (80, 10) to (80, 30)
 */
export function symmetricPath(
  cx: number,
  start: readonly [number, number],
  segments: readonly Cubic[],
): string {
  const mirror = (x: number): number => 2 * cx - x;
  const left: Cubic[] = [];
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i] as Cubic;
    const from = i === 0 ? start : (segments[i - 1] as Cubic).slice(4);
    left.push([
      mirror(segment[2]),
      segment[3],
      mirror(segment[0]),
      segment[1],
      mirror(from[0] ?? 0),
      from[1] ?? 0,
    ]);
  }
  return `${cubicPath(start, [...segments, ...left])}Z`;
}

/** An element; every attribute value is the drawing's own (a number or a colour), escaped all the same. */
export function element(
  name: string,
  attributes: Readonly<Record<string, string | number>>,
  children = '',
): string {
  const text = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeAttribute(typeof value === 'number' ? num(value) : value)}"`)
    .join('');
  return children === '' ? `<${name}${text}/>` : `<${name}${text}>${children}</${name}>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/**
 * Mixes two #rrggbb colours: 0 gives `from`, 1 gives `to`.
 *
 * @example mixColour('#000000', '#ffffff', 0.5) === '#808080'
 */
export function mixColour(from: string, to: string, amount: number): string {
  const channel = (colour: string, index: number): number =>
    parseInt(colour.slice(1 + 2 * index, 3 + 2 * index), 16);
  let out = '#';
  for (let index = 0; index < 3; index++) {
    const value = Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}

export const darker = (colour: string, amount: number): string => mixColour(colour, '#000000', amount);
export const lighter = (colour: string, amount: number): string => mixColour(colour, '#ffffff', amount);
