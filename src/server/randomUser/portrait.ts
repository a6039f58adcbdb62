// The server's own portraits: an agent in silhouette, drawn as SVG from the token in its URL alone
// (see person.ts), so the list and the picture need no shared state and no photograph of a real
// person is ever shown. The same token is the same picture on every server, at every size.

/** randomuser.me's three sizes, in pixels, by the path segment that names them. */
export const PORTRAIT_SIZES = { large: 128, med: 72, thumb: 48 } as const;

export type PortraitSize = keyof typeof PORTRAIT_SIZES;

/** A token as person.ts writes it: f or m, then twelve hex digits. */
const TOKEN = /^([fm])([0-9a-f]{12})$/u;

const BACKGROUNDS = ['#10151c', '#141a12', '#1b1214', '#121a1c', '#18161f', '#1c1a12'];
const SKINS = ['#f1c9a5', '#e0ac69', '#c68642', '#8d5524', '#5c3a1e', '#ffdbac'];
const COATS = ['#2b2f36', '#3a2f28', '#1f2a3a', '#2f3a2b', '#3b3b3b', '#4a1f24'];
const HAIRS = ['#1a1a1a', '#3b2417', '#6b4423', '#a87b4f', '#c9c9c9', '#2a1a0e'];

/**
 * The SVG of a token at a size, or null when the token is not one this server writes.
 *
 * @example portraitSvg("f0123456789ab", "thumb")?.startsWith("<svg") === true
 */
export function portraitSvg(token: string, size: PortraitSize): string | null {
  const match = TOKEN.exec(token);
  if (match === null) return null;
  const female = match[1] === 'f';
  const hex = match[2] ?? '';
  const byte = (i: number): number => parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  const pick = <T>(list: readonly T[], i: number): T => list[byte(i) % list.length] as T;
  const pixels = PORTRAIT_SIZES[size];
  const background = pick(BACKGROUNDS, 0);
  const skin = pick(SKINS, 1);
  const coat = pick(COATS, 2);
  const hair = pick(HAIRS, 3);
  const hat = byte(4) % 3 === 0;
  const glasses = byte(5) % 2 === 0;
  // Long hair falls behind the shoulders for most women and a few men; a hat hides the rest.
  const longHair = !hat && (female ? byte(4) % 4 !== 1 : byte(4) % 7 === 2);
  const parts = [
    `<rect width="128" height="128" fill="${background}"/>`,
    longHair ? `<path d="M34 58 Q34 24 64 22 Q94 24 94 58 L98 104 L30 104 Z" fill="${hair}"/>` : '',
    `<path d="M18 128 Q20 92 64 88 Q108 92 110 128 Z" fill="${coat}"/>`,
    `<path d="M52 88 L64 110 L76 88 Z" fill="#d8d8d8"/>`,
    `<rect x="56" y="70" width="16" height="20" fill="${skin}"/>`,
    `<ellipse cx="64" cy="56" rx="22" ry="26" fill="${skin}"/>`,
    hat
      ? `<path d="M30 42 L98 42 L90 36 L84 18 Q64 12 44 18 L38 36 Z" fill="#111"/><rect x="30" y="40" width="68" height="5" rx="2" fill="#222"/>`
      : `<path d="M42 50 Q42 28 64 28 Q86 28 86 50 Q78 38 64 38 Q50 38 42 50 Z" fill="${hair}"/>`,
    glasses
      ? `<rect x="44" y="50" width="17" height="9" rx="3" fill="#0b0b0b"/><rect x="67" y="50" width="17" height="9" rx="3" fill="#0b0b0b"/><rect x="60" y="53" width="8" height="2" fill="#0b0b0b"/>`
      : `<circle cx="55" cy="55" r="2.2" fill="#222"/><circle cx="73" cy="55" r="2.2" fill="#222"/>`,
    `<path d="M57 69 Q64 72 71 69" stroke="#5a3a2a" stroke-width="2" fill="none"/>`,
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 128 128" role="img" aria-label="An agent in silhouette">` +
    parts.join('') +
    '</svg>'
  );
}
