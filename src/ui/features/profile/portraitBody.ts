// The portrait below the chin: the neck, the shoulders and what the agent wears.
import type { PortraitFeatures } from './portraitFeatures.ts';
import { PORTRAIT_ACCENTS } from './portraitPalette.ts';
import { darker, element, lighter, num } from './portraitMarkup.ts';
import type { Head } from './portraitMarkup.ts';

/** Where the collar meets the neck. */
export const NECKLINE_Y = 157;

export function body(features: PortraitFeatures, head: Head): string {
  const { cx } = head;
  const s = features.shoulders;
  const neck = neckHalfWidth(features, head);
  const cloth = features.outfitColour;
  const shoulders =
    `M${num(cx - s)} 201C${num(cx - s + 1)} 176 ${num(cx - s + 12)} 163 ${num(cx - neck - 12)} ${NECKLINE_Y}` +
    `L${num(cx + neck + 12)} ${NECKLINE_Y}C${num(cx + s - 12)} 163 ${num(cx + s - 1)} 176 ${num(cx + s)} 201Z`;
  let out =
    // The neck, in shade under the chin.
    element('path', {
      d: `M${num(cx - neck)} ${num(head.jawY)}L${num(cx - neck - 1)} 166L${num(cx + neck + 1)} 166L${num(cx + neck)} ${num(head.jawY)}Z`,
      fill: darker(features.skinTone, 0.14),
    }) +
    element('ellipse', {
      cx,
      cy: head.chin + 2,
      rx: head.chinW + 7,
      ry: 5,
      fill: darker(features.skinTone, 0.45),
      'fill-opacity': 0.35,
    }) +
    element('path', { d: shoulders, fill: cloth }) +
    element('path', {
      d: shoulders,
      fill: 'none',
      stroke: PORTRAIT_ACCENTS[features.accent],
      'stroke-opacity': 0.3,
    });
  out += neckline(features, head, neck);
  return out;
}

export function neckHalfWidth(features: PortraitFeatures, head: Head): number {
  return head.jawW * 0.52 + (features.sex === 'male' ? 2 : 0);
}

function neckline(features: PortraitFeatures, head: Head, neck: number): string {
  const { cx } = head;
  const cloth = features.outfitColour;
  const y = NECKLINE_Y;
  const mirrored = (d: (side: 1 | -1) => string, attributes: Record<string, string | number>): string =>
    element('path', { d: d(-1) + d(1), ...attributes });
  const lapels = (spread: number): string =>
    mirrored(
      (side) =>
        `M${num(cx + side * (neck + spread))} ${y}L${num(cx + side * (neck + 1))} ${y}L${num(cx + side)} 194L${num(cx + side * (16 + spread))} 178Z`,
      { fill: lighter(cloth, 0.1), stroke: darker(cloth, 0.4), 'stroke-width': 0.8 },
    );
  const shirtV = (bottom: number): string =>
    element('path', {
      d: `M${num(cx - neck - 3)} ${y}L${cx} ${bottom}L${num(cx + neck + 3)} ${y}Z`,
      fill: features.shirtColour,
    });
  const collarWings = mirrored(
    (side) =>
      `M${num(cx + side * (neck + 1))} ${y - 4}L${num(cx + side * 2)} ${y + 7}L${num(cx + side * (neck + 5))} ${y + 5}Z`,
    {
      fill: lighter(features.shirtColour, 0.08),
      stroke: darker(features.shirtColour, 0.3),
      'stroke-width': 0.6,
    },
  );
  switch (features.outfit) {
    case 'suit':
      return (
        shirtV(190) +
        collarWings +
        element('path', {
          d: `M${cx - 3} ${y + 5}L${cx + 3} ${y + 5}L${cx + 5} 188L${cx} 198L${cx - 5} 188Z`,
          fill: features.trimColour,
        }) +
        lapels(12)
      );
    case 'openCollar':
      return (
        shirtV(190) +
        element('path', {
          d: `M${num(cx - neck + 1)} ${y}L${cx} 174L${num(cx + neck - 1)} ${y}Z`,
          fill: darker(features.skinTone, 0.1),
        }) +
        collarWings +
        lapels(10)
      );
    case 'trench':
      // The collar turned up, the way a coat is worn on a stakeout.
      return (
        shirtV(186) +
        element('path', {
          d: `M${cx - 3} ${y + 3}L${cx + 3} ${y + 3}L${cx + 4} 184L${cx} 192L${cx - 4} 184Z`,
          fill: darker(features.trimColour, 0.3),
        }) +
        lapels(16) +
        mirrored(
          (side) =>
            `M${num(cx + side * (neck + 15))} ${y + 3}L${num(cx + side * (neck + 5))} ${num(head.jawY + 4)}L${num(cx + side * (neck - 1))} ${y}Z`,
          { fill: darker(cloth, 0.12), stroke: darker(cloth, 0.45), 'stroke-width': 0.8 },
        )
      );
    case 'turtleneck': {
      const top = head.chin + 6;
      const ribs: string[] = [];
      for (let x = cx - neck - 2; x <= cx + neck + 2.01; x += 4)
        ribs.push(`M${num(x)} ${num(top + 2)}V${y + 2}`);
      return (
        element('rect', {
          x: cx - neck - 5,
          y: top,
          width: 2 * neck + 10,
          height: y + 4 - top,
          rx: 4,
          fill: lighter(cloth, 0.06),
        }) + element('path', { d: ribs.join(''), stroke: darker(cloth, 0.35), 'stroke-width': 0.8 })
      );
    }
    case 'hoodie':
      return (
        element('path', {
          d: `M${num(cx - neck - 16)} ${y + 2}C${num(cx - neck - 14)} ${y - 10} ${num(cx + neck + 14)} ${y - 10} ${num(cx + neck + 16)} ${y + 2}C${num(cx + neck + 6)} ${y + 12} ${num(cx - neck - 6)} ${y + 12} ${num(cx - neck - 16)} ${y + 2}Z`,
          fill: darker(cloth, 0.25),
        }) +
        element('path', {
          d: `M${cx - 6} ${y + 6}V${y + 30}M${cx + 6} ${y + 6}V${y + 28}`,
          stroke: lighter(cloth, 0.5),
          'stroke-width': 1.4,
          'stroke-linecap': 'round',
        })
      );
  }
}

export function scarf(features: PortraitFeatures, head: Head): string {
  if (!features.scarf) return '';
  const { cx } = head;
  const neck = neckHalfWidth(features, head) + 8;
  const top = NECKLINE_Y - 9;
  const colour = features.trimColour;
  return (
    element('path', {
      d: `M${num(cx - neck)} ${top}C${num(cx - neck)} ${top + 13} ${num(cx + neck)} ${top + 13} ${num(cx + neck)} ${top}L${num(cx + neck + 1)} ${top + 9}C${num(cx + neck)} ${top + 22} ${num(cx - neck)} ${top + 22} ${num(cx - neck - 1)} ${top + 9}Z`,
      fill: colour,
    }) +
    element('path', {
      d: `M${cx + 4} ${top + 14}L${cx + 15} ${top + 13}L${cx + 19} ${top + 44}L${cx + 8} ${top + 46}Z`,
      fill: darker(colour, 0.15),
    }) +
    element('path', {
      d: `M${cx + 6} ${top + 38}L${cx + 18} ${top + 37}`,
      stroke: lighter(colour, 0.35),
      'stroke-width': 1.5,
    })
  );
}
