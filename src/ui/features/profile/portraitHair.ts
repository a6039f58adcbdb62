// The portrait's hair and hats: what falls behind the head (drawn before it), what frames the face
// (drawn over it), and a hat over both.
import type { PortraitFeatures } from './portraitFeatures.ts';
import { darker, element, lighter, num, symmetricPath } from './portraitMarkup.ts';
import type { Head } from './portraitMarkup.ts';

/** The hair that covers the crown and frames the face. */
interface Cap {
  /** How far the hair stands above the crown. */
  volume: number;
  /** The hairline's height in the middle of the forehead, as a part of the face's length from the crown. */
  hairline: number;
  /** How far down the sides the hair reaches. */
  sideY: number;
  /** How far the hair at the sides reaches in over the face. */
  inset: number;
  opacity?: number;
}

function capPath(head: Head, cap: Cap): string {
  const { cx, top, mid, len, w, crown } = head;
  const hw = w + 2.5;
  const v = cap.volume;
  const hairline = top + len * cap.hairline;
  const inner = cx + w - cap.inset;
  return symmetricPath(
    cx,
    [cx, top - v],
    [
      [cx + hw * (crown + 0.06), top - v, cx + hw, mid - (mid - top) * crown - v * 0.3, cx + hw, cap.sideY],
      [cx + hw, cap.sideY, inner, cap.sideY, inner, cap.sideY],
      [inner, cap.sideY - (cap.sideY - hairline) * 0.6, cx + w * 0.55, hairline, cx, hairline],
    ],
  );
}

function capOf(style: PortraitFeatures['hairStyle'], head: Head): Cap | null {
  const { eyeY, jawY } = head;
  switch (style) {
    case 'crew':
      return { volume: 4, hairline: 0.17, sideY: eyeY - 3, inset: 2 };
    case 'buzz':
      return { volume: 1.5, hairline: 0.16, sideY: eyeY - 4, inset: 1.5, opacity: 0.6 };
    case 'sidePart':
      return { volume: 6, hairline: 0.15, sideY: eyeY - 2, inset: 2 };
    case 'quiff':
      return { volume: 5, hairline: 0.16, sideY: eyeY - 3, inset: 2 };
    case 'undercut':
      return { volume: 1.5, hairline: 0.17, sideY: eyeY - 3, inset: 1.5, opacity: 0.55 };
    case 'receding':
    case 'bald':
      return null;
    case 'pixie':
      return { volume: 4.5, hairline: 0.2, sideY: eyeY + 2, inset: 3 };
    case 'bob':
      return { volume: 6, hairline: 0.22, sideY: jawY + 3, inset: 5 };
    case 'long':
      return { volume: 5, hairline: 0.1, sideY: eyeY + 14, inset: 4 };
    case 'bun':
    case 'ponytail':
    case 'braids':
      return { volume: 2.5, hairline: 0.15, sideY: eyeY - 4, inset: 2 };
    case 'curly':
      return { volume: 6, hairline: 0.2, sideY: eyeY + 2, inset: 3 };
    case 'afro':
      return { volume: 2, hairline: 0.16, sideY: eyeY, inset: 2 };
  }
}

/** A few strokes from the crown towards the hairline, so a cap of hair reads as hair. */
function strands(head: Head, cap: Cap, shade: string): string {
  const { cx, top, len, w } = head;
  const d = [-0.55, -0.15, 0.3, 0.65]
    .map((at) => {
      const x = cx + at * w;
      return `M${num(x)} ${num(top - cap.volume + 2)}Q${num(x + at * 6)} ${num(top + len * 0.04)} ${num(x + at * 9)} ${num(top + len * cap.hairline - 2)}`;
    })
    .join('');
  return element('path', { d, fill: 'none', stroke: shade, 'stroke-opacity': 0.55, 'stroke-width': 0.9 });
}

/** Points along the crown's outline from one side to the other: where curls sit. */
function crownPoints(head: Head, lift: number, count: number): [number, number][] {
  const rx = head.w + 3;
  const ry = head.mid - head.top + lift;
  const points: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const t = -0.96 + (1.92 * i) / (count - 1);
    points.push([head.cx + rx * t, head.mid - ry * Math.sqrt(1 - t * t)]);
  }
  return points;
}

/** Hair behind the head and the shoulders: long hair, a bob's back, a bun, a tail, braids, an afro. */
export function drawHairBack(features: PortraitFeatures, head: Head): string {
  const { cx, top, mid, jawY, w, len } = head;
  const fill = features.hairColour;
  const hw = w + 2.5;
  switch (features.hairStyle) {
    case 'long':
      return element('path', {
        d: symmetricPath(
          cx,
          [cx, top - 5],
          [
            [cx + hw + 4, top - 5, cx + hw + 8, mid - 10, cx + hw + 8, mid + 20],
            [cx + hw + 9, 150, cx + hw + 6, 170, cx + hw + 2, 178],
            [cx + w * 0.5, 182, cx + 10, 180, cx, 180],
          ],
        ),
        fill,
      });
    case 'bob':
      return element('path', {
        d: symmetricPath(
          cx,
          [cx, top - 6],
          [
            [cx + hw + 3, top - 6, cx + hw + 5, mid - 10, cx + hw + 5, mid + 10],
            [cx + hw + 5, jawY, cx + hw + 4, jawY + 4, cx + hw + 1, jawY + 5],
            [cx + w * 0.5, jawY + 7, cx + 6, jawY + 7, cx, jawY + 7],
          ],
        ),
        fill,
      });
    case 'bun':
      return (
        element('circle', { cx, cy: top - 9, r: 10, fill }) +
        element('path', {
          d: `M${num(cx - 7)} ${num(top - 13)}q7 -5 14 0M${num(cx - 8)} ${num(top - 7)}q8 -4 16 0`,
          fill: 'none',
          stroke: darker(fill, 0.3),
          'stroke-width': 0.8,
        })
      );
    case 'ponytail':
      return element('path', {
        d:
          `M${num(cx + w * 0.4)} ${num(top + 6)}C${num(cx + w + 16)} ${num(top + 6)} ${num(cx + w + 14)} ${num(mid + 30)} ${num(cx + w + 6)} ${num(jawY + 24)}` +
          `C${num(cx + w + 4)} ${num(mid + 24)} ${num(cx + w - 2)} ${num(mid)} ${num(cx + w * 0.3)} ${num(top + 14)}Z`,
        fill,
      });
    case 'braids': {
      let out = '';
      for (const side of [-1, 1] as const) {
        for (let y = mid + 4; y < 172; y += 7) {
          out += element('ellipse', {
            cx: cx + side * (w + 4),
            cy: y,
            rx: 3.6,
            ry: 4.2,
            fill,
            stroke: darker(fill, 0.35),
            'stroke-width': 0.7,
          });
        }
      }
      return out;
    }
    case 'afro': {
      const ry = len * 0.5 + 6;
      const cy = top + len * 0.32;
      let out = element('ellipse', { cx, cy, rx: w + 15, ry, fill });
      for (const [x, y] of crownPoints({ ...head, w: w + 11, mid: cy }, ry - (cy - top) - 1, 11)) {
        out += element('circle', { cx: x, cy: y, r: 7, fill });
      }
      return out;
    }
    case 'curly': {
      let out = '';
      for (let y = mid - 4; y <= jawY; y += 8) {
        for (const side of [-1, 1] as const)
          out += element('circle', { cx: cx + side * (w + 3), cy: y, r: 6, fill });
      }
      return out;
    }
    default:
      return '';
  }
}

/** Hair over the face's edges: the cap and what each style adds to it. */
export function drawHairFront(features: PortraitFeatures, head: Head): string {
  const { cx, top, len, w, eyeY } = head;
  const fill = features.hairColour;
  const shade = darker(fill, 0.3);
  const cap = capOf(features.hairStyle, head);
  let out =
    cap === null ? '' : element('path', { d: capPath(head, cap), fill, 'fill-opacity': cap.opacity ?? 1 });
  if (cap !== null && cap.opacity === undefined) out += strands(head, cap, shade);
  switch (features.hairStyle) {
    case 'sidePart': {
      // The parting on the sitter's left, the fringe swept across.
      const part = cx + w * 0.4;
      out +=
        element('path', {
          d: `M${num(part)} ${num(top - 6)}C${num(cx - w * 0.2)} ${num(top - 3)} ${num(cx - w * 0.7)} ${num(top + len * 0.08)} ${num(cx - w - 2)} ${num(top + len * 0.3)}L${num(cx - w - 2)} ${num(top + len * 0.08)}C${num(cx - w * 0.6)} ${num(top - 8)} ${num(cx)} ${num(top - 9)} ${num(part)} ${num(top - 6)}Z`,
          fill,
        }) +
        element('path', {
          d: `M${num(part)} ${num(top - 5)}Q${num(part + 1)} ${num(top + 4)} ${num(part - 1)} ${num(top + len * 0.14)}`,
          fill: 'none',
          stroke: shade,
          'stroke-width': 1,
        });
      break;
    }
    case 'quiff':
      out += element('path', {
        d: `M${num(cx - w * 0.75)} ${num(top + 3)}C${num(cx - w * 0.65)} ${num(top - 14)} ${num(cx + w * 0.7)} ${num(top - 17)} ${num(cx + w * 0.85)} ${num(top + 4)}C${num(cx + w * 0.3)} ${num(top - 2)} ${num(cx - w * 0.3)} ${num(top + 4)} ${num(cx - w * 0.75)} ${num(top + 3)}Z`,
        fill,
      });
      break;
    case 'undercut':
      out += element('path', {
        d: `M${num(cx - w * 0.78)} ${num(top + len * 0.12)}C${num(cx - w * 0.85)} ${num(top - 10)} ${num(cx + w * 0.5)} ${num(top - 14)} ${num(cx + w * 0.88)} ${num(top + len * 0.06)}C${num(cx + w * 0.4)} ${num(top + len * 0.02)} ${num(cx - w * 0.2)} ${num(top + len * 0.2)} ${num(cx - w * 0.78)} ${num(top + len * 0.12)}Z`,
        fill,
      });
      break;
    case 'receding':
      out += element('path', {
        d: symmetricPath(
          cx,
          [cx, top - 2.5],
          [
            [
              cx + (w + 2.5) * 0.7,
              top - 2.5,
              cx + w + 2.5,
              head.mid - (head.mid - top) * 0.7,
              cx + w + 2.5,
              eyeY - 3,
            ],
            [cx + w + 2.5, eyeY - 3, cx + w - 2, eyeY - 3, cx + w - 2, eyeY - 3],
            [cx + w - 2, top + len * 0.2, cx + w * 0.6, top + len * 0.02, cx + w * 0.35, top + len * 0.09],
            [cx + w * 0.2, top + len * 0.14, cx + 4, top + len * 0.12, cx, top + len * 0.16],
          ],
        ),
        fill,
      });
      break;
    case 'bald':
      // What is left above the ears, and the light on the scalp.
      for (const side of [-1, 1] as const) {
        out += element('path', {
          d: `M${num(cx + side * (w + 1.5))} ${num(eyeY - 12)}C${num(cx + side * (w + 3))} ${num(eyeY - 4)} ${num(cx + side * (w + 2))} ${num(eyeY + 1)} ${num(cx + side * (w - 1))} ${num(eyeY + 2)}L${num(cx + side * (w - 1.5))} ${num(eyeY - 10)}Z`,
          fill,
        });
      }
      out += element('ellipse', {
        cx: cx - 8,
        cy: top + 8,
        rx: 8,
        ry: 3.5,
        fill: '#ffffff',
        'fill-opacity': 0.13,
      });
      break;
    case 'pixie':
      out += element('path', {
        d: `M${num(cx - w + 1)} ${num(top + len * 0.1)}L${num(cx - w * 0.6)} ${num(top + len * 0.3)}L${num(cx - w * 0.3)} ${num(top + len * 0.19)}L${num(cx)} ${num(top + len * 0.29)}L${num(cx + w * 0.3)} ${num(top + len * 0.18)}L${num(cx + w * 0.58)} ${num(top + len * 0.27)}L${num(cx + w - 1)} ${num(top + len * 0.1)}Z`,
        fill,
      });
      break;
    case 'curly':
      for (const [x, y] of crownPoints(head, 4, 11)) out += element('circle', { cx: x, cy: y, r: 6.5, fill });
      break;
    case 'braids': {
      // Cornrows from the hairline back over the crown.
      const rows: string[] = [];
      for (let i = -2; i <= 2; i++) {
        rows.push(
          `M${num(cx + i * w * 0.28)} ${num(top + len * 0.15)}Q${num(cx + i * w * 0.34)} ${num(top)} ${num(cx + i * w * 0.3)} ${num(top - 2)}`,
        );
      }
      out += element('path', {
        d: rows.join(''),
        fill: 'none',
        stroke: lighter(fill, 0.18),
        'stroke-width': 0.8,
      });
      break;
    }
    default:
      break;
  }
  return out;
}

/** A fedora, a beanie or a beret, over the hair. */
export function drawHeadwear(features: PortraitFeatures, head: Head): string {
  const { cx, top, len, w } = head;
  const fill = features.hatColour;
  const brimY = top + len * 0.12;
  switch (features.headwear) {
    case 'none':
      return '';
    case 'fedora': {
      const rx = w + 15;
      return (
        element('ellipse', { cx, cy: brimY, rx, ry: 5.5, fill: darker(fill, 0.2) }) +
        element('path', {
          d: symmetricPath(
            cx,
            [cx, top - 13],
            [
              [cx + w * 0.4, top - 19, cx + w - 1, top - 18, cx + w - 1, top - 8],
              [cx + w - 1, brimY - 6, cx + w, brimY - 2, cx + w, brimY],
              [cx + w * 0.5, brimY + 1, cx + w * 0.2, brimY + 1, cx, brimY + 1],
            ],
          ),
          fill,
        }) +
        element('rect', { x: cx - w, y: brimY - 5.5, width: 2 * w, height: 4.5, fill: features.trimColour }) +
        element('path', {
          d: `M${num(cx - w * 0.35)} ${num(top - 12)}Q${cx} ${num(top - 8)} ${num(cx + w * 0.35)} ${num(top - 12)}`,
          fill: 'none',
          stroke: darker(fill, 0.45),
          'stroke-width': 1,
        }) +
        element('path', {
          d: `M${num(cx - rx)} ${num(brimY)}C${num(cx - rx)} ${num(brimY + 7)} ${num(cx + rx)} ${num(brimY + 7)} ${num(cx + rx)} ${num(brimY)}C${num(cx + w)} ${num(brimY + 2.5)} ${num(cx - w)} ${num(brimY + 2.5)} ${num(cx - rx)} ${num(brimY)}Z`,
          fill: lighter(fill, 0.06),
        })
      );
    }
    case 'beanie': {
      const cuffTop = top + len * 0.12;
      const cuffHeight = len * 0.1;
      const ribs: string[] = [];
      for (let x = cx - w; x <= cx + w + 0.01; x += 4)
        ribs.push(`M${num(x)} ${num(cuffTop + 1)}v${num(cuffHeight - 2)}`);
      return (
        element('path', {
          d: symmetricPath(
            cx,
            [cx, top - 10],
            [
              [cx + w * 0.7, top - 10, cx + w + 2, top - 2, cx + w + 2, cuffTop + 1],
              [cx + w * 0.6, cuffTop + 1, cx + w * 0.3, cuffTop + 1, cx, cuffTop + 1],
            ],
          ),
          fill,
        }) +
        element('rect', {
          x: cx - w - 3,
          y: cuffTop,
          width: 2 * w + 6,
          height: cuffHeight,
          rx: 2,
          fill: darker(fill, 0.15),
        }) +
        element('path', { d: ribs.join(''), stroke: lighter(fill, 0.12), 'stroke-width': 0.8 })
      );
    }
    case 'beret':
      // Worn at an angle, to the sitter's left.
      return (
        element('path', {
          d: `M${num(cx - w - 3)} ${num(top + len * 0.09)}C${num(cx - w - 6)} ${num(top - 12)} ${num(cx + w + 12)} ${num(top - 15)} ${num(cx + w + 9)} ${num(top + len * 0.02)}C${num(cx + w)} ${num(top + len * 0.13)} ${num(cx - w)} ${num(top + len * 0.15)} ${num(cx - w - 3)} ${num(top + len * 0.09)}Z`,
          fill,
        }) +
        element('path', {
          d: `M${num(cx + 2)} ${num(top - 10)}l1 -4`,
          stroke: fill,
          'stroke-width': 2,
          'stroke-linecap': 'round',
        })
      );
  }
}
