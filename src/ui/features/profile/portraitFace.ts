// The portrait's face: its outline and ears, age lines, brows, eyes, nose, mouth and facial hair,
// then what is worn on it (glasses, an earpiece, earrings).
import type { PortraitFeatures } from './portraitFeatures.ts';
import { darker, element, mixColour, num, symmetricPath } from './portraitMarkup.ts';
import type { Head } from './portraitMarkup.ts';
import { NECKLINE_Y } from './portraitBody.ts';

/** Where each brow shape peaks: how far out from the pupil, and how high. */
const BROW_PEAKS = { straight: [0, 1.2], arched: [1, 3.8], angled: [3, 4.2] } as const;
/** How far each eye shape opens above and below its centre, and its iris's radius. */
const EYE_OPENINGS = { round: [4.6, 4, 2.8], almond: [3.8, 3.2, 2.7], narrow: [2.8, 2.2, 2.3] } as const;

export function ears(features: PortraitFeatures, head: Head): string {
  const { cx, w, eyeY } = head;
  let out = '';
  for (const side of [-1, 1] as const) {
    const x = cx + side * (w - 0.5);
    out +=
      element('ellipse', {
        cx: x,
        cy: eyeY + 4,
        rx: 5.5,
        ry: 9,
        fill: side < 0 ? features.skinTone : darker(features.skinTone, 0.12),
      }) +
      element('path', {
        d: `M${num(x + side * 1.5)} ${num(eyeY)}C${num(x + side * 3.5)} ${num(eyeY + 3)} ${num(x + side * 3)} ${num(eyeY + 8)} ${num(x + side * 1)} ${num(eyeY + 10)}`,
        fill: 'none',
        stroke: darker(features.skinTone, 0.3),
        'stroke-width': 1,
      });
  }
  return out;
}

function faceOutline(head: Head): string {
  const { cx, top, mid, jawY, chin, w, jawW, chinW, crown } = head;
  const t = ((chin - jawY) / (jawY - mid)) * 0.7;
  return symmetricPath(
    cx,
    [cx, top],
    [
      [cx + w * crown, top, cx + w, mid - (mid - top) * crown, cx + w, mid],
      [
        cx + w,
        mid + (jawY - mid) * 0.35,
        cx + jawW + 0.35 * (w - jawW),
        jawY - 0.35 * (jawY - mid),
        cx + jawW,
        jawY,
      ],
      [cx + jawW - t * (w - jawW), jawY + 0.7 * (chin - jawY), cx + chinW, chin, cx, chin],
    ],
  );
}

export function face(features: PortraitFeatures, head: Head, accent: string): string {
  const outline = faceOutline(head);
  return (
    element('path', { d: outline, fill: 'url(#skin)' }) +
    element('path', { d: outline, fill: 'url(#rim)' }) +
    element('path', {
      d: outline,
      fill: 'none',
      stroke: accent,
      'stroke-opacity': 0.22,
      'stroke-width': 0.8,
    }) +
    ageLines(features, head) +
    brows(features, head) +
    eyes(features, head) +
    nose(features, head) +
    facialHair(features, head) +
    mouth(features, head)
  );
}

function ageLines(features: PortraitFeatures, head: Head): string {
  const { cx, top, len, eyeY, noseY, mouthY } = head;
  const d: string[] = [];
  if (features.lines >= 1) {
    for (const at of [0.19, 0.25]) {
      const y = top + len * at;
      d.push(`M${cx - 11} ${num(y)}Q${cx} ${num(y - 2)} ${cx + 11} ${num(y)}`);
    }
  }
  for (const side of [-1, 1] as const) {
    const ex = cx + side * features.eyeSpacing;
    if (features.lines >= 2) {
      d.push(
        `M${num(ex + side * 8)} ${num(eyeY - 1)}l${side * 3} -1.5M${num(ex + side * 8)} ${num(eyeY + 0.8)}l${side * 3} 1.2`,
        `M${num(ex - 4)} ${num(eyeY + 5)}Q${num(ex)} ${num(eyeY + 7)} ${num(ex + 4)} ${num(eyeY + 5)}`,
      );
    }
    if (features.lines >= 3) {
      d.push(
        `M${cx + side * 6} ${num(noseY + 1)}Q${cx + side * 11} ${num(noseY + 8)} ${cx + side * 11} ${num(mouthY + 4)}`,
      );
    }
  }
  if (d.length === 0) return '';
  return element('path', {
    d: d.join(''),
    fill: 'none',
    stroke: darker(features.skinTone, 0.35),
    'stroke-opacity': 0.6,
    'stroke-width': 0.9,
    'stroke-linecap': 'round',
  });
}

function brows(features: PortraitFeatures, head: Head): string {
  const by = head.eyeY - (features.eyeShape === 'round' ? 8 : 7);
  const [peakX, peakY] = BROW_PEAKS[features.browShape];
  const d = ([-1, 1] as const)
    .map((side) => {
      const ex = head.cx + side * features.eyeSpacing;
      return `M${num(ex - side * 5.5)} ${num(by + 0.6)}Q${num(ex + side * peakX)} ${num(by - peakY)} ${num(ex + side * 6.5)} ${num(by + 1.2)}`;
    })
    .join('');
  return element('path', {
    d,
    fill: 'none',
    stroke: darker(features.hairColour, features.greying > 0.5 ? 0.1 : 0.25),
    'stroke-width': features.browWeight,
    'stroke-linecap': 'round',
  });
}

function eyes(features: PortraitFeatures, head: Head): string {
  const [up, down, iris] = EYE_OPENINGS[features.eyeShape];
  const lid = darker(features.skinTone, 0.55);
  let out = '';
  for (const side of [-1, 1] as const) {
    const ex = head.cx + side * features.eyeSpacing;
    const ey = head.eyeY;
    out +=
      element('path', {
        d: `M${num(ex - 6)} ${num(ey)}C${num(ex - 3)} ${num(ey - up)} ${num(ex + 3)} ${num(ey - up)} ${num(ex + 6)} ${num(ey)}C${num(ex + 3)} ${num(ey + down)} ${num(ex - 3)} ${num(ey + down)} ${num(ex - 6)} ${num(ey)}Z`,
        fill: '#e4e8e6',
      }) +
      element('circle', { cx: ex, cy: ey, r: iris, fill: features.eyeColour }) +
      element('circle', { cx: ex, cy: ey, r: 1.2, fill: '#07080a' }) +
      element('circle', { cx: ex + 0.9, cy: ey - 0.9, r: 0.7, fill: '#ffffff' }) +
      element('path', {
        d: `M${num(ex - 6.5)} ${num(ey + 0.3)}C${num(ex - 3)} ${num(ey - up - 0.4)} ${num(ex + 3)} ${num(ey - up - 0.4)} ${num(ex + 6.5)} ${num(ey + 0.3)}`,
        fill: 'none',
        stroke: lid,
        'stroke-width': 1.3,
        'stroke-linecap': 'round',
      });
  }
  return out;
}

function nose(features: PortraitFeatures, head: Head): string {
  const { cx, eyeY, noseY: y } = head;
  const d = {
    button: `M${cx - 4} ${num(y)}C${cx - 2} ${num(y + 3)} ${cx + 2} ${num(y + 3)} ${cx + 4} ${num(y)}`,
    straight: `M${cx + 1} ${num(eyeY + 3)}L${cx + 3} ${num(y - 1)}Q${cx + 3} ${num(y + 3)} ${cx - 2} ${num(y + 2)}`,
    broad: `M${cx - 6} ${num(y - 1)}C${cx - 5} ${num(y + 3)} ${cx + 5} ${num(y + 3)} ${cx + 6} ${num(y - 1)}`,
    long: `M${cx + 1} ${num(eyeY + 1)}L${cx + 2.5} ${num(y + 1)}Q${cx + 1} ${num(y + 4)} ${cx - 3} ${num(y + 2)}`,
  }[features.nose];
  const nostrils = features.nose === 'button' || features.nose === 'broad';
  const spread = features.nose === 'broad' ? 3.5 : 2.2;
  return (
    element('path', {
      d,
      fill: 'none',
      stroke: darker(features.skinTone, 0.32),
      'stroke-width': 1.3,
      'stroke-linecap': 'round',
    }) +
    (nostrils
      ? element('path', {
          d: `M${num(cx - spread)} ${num(y + 1.2)}h0.1M${num(cx + spread)} ${num(y + 1.2)}h0.1`,
          stroke: darker(features.skinTone, 0.5),
          'stroke-width': 1.6,
          'stroke-linecap': 'round',
        })
      : '')
  );
}

function mouth(features: PortraitFeatures, head: Head): string {
  const { cx, mouthY: y } = head;
  const mw = 7 + head.jawW * 0.08;
  const line = {
    neutral: `M${num(cx - mw)} ${num(y)}Q${cx} ${num(y + 1.5)} ${num(cx + mw)} ${num(y)}`,
    smile: `M${num(cx - mw)} ${num(y - 1)}Q${cx} ${num(y + 5)} ${num(cx + mw)} ${num(y - 1)}`,
    smirk: `M${num(cx - mw)} ${num(y + 1)}Q${cx} ${num(y + 2)} ${num(cx + mw)} ${num(y - 2)}`,
    stern: `M${num(cx - mw)} ${num(y + 1)}Q${cx} ${num(y - 1)} ${num(cx + mw)} ${num(y + 1)}`,
  }[features.mouth];
  const lip = features.lipColour ?? mixColour(features.skinTone, '#9a4048', 0.3);
  const lower = `M${num(cx - mw * 0.7)} ${num(y + 1)}Q${cx} ${num(y + 6)} ${num(cx + mw * 0.7)} ${num(y + 1)}Z`;
  const upper = `M${num(cx - mw)} ${num(y)}Q${num(cx - mw * 0.4)} ${num(y - 3.2)} ${cx} ${num(y - 1.6)}Q${num(cx + mw * 0.4)} ${num(y - 3.2)} ${num(cx + mw)} ${num(y)}Z`;
  return (
    element('path', { d: lower, fill: lip }) +
    (features.lipColour === null ? '' : element('path', { d: upper, fill: lip })) +
    element('path', {
      d: line,
      fill: 'none',
      stroke: mixColour(features.skinTone, '#2a1012', 0.6),
      'stroke-width': 1.4,
      'stroke-linecap': 'round',
    })
  );
}

function facialHair(features: PortraitFeatures, head: Head): string {
  const { cx, mid, jawY, chin, w, jawW, chinW, eyeY, mouthY } = head;
  const colour = features.hairColour;
  const mw = 7 + jawW * 0.08;
  const moustache = element('path', {
    d:
      `M${num(cx - mw - 1)} ${num(mouthY - 0.5)}C${num(cx - mw)} ${num(mouthY - 6)} ${cx - 2} ${num(mouthY - 6)} ${cx} ${num(mouthY - 4)}` +
      `C${cx + 2} ${num(mouthY - 6)} ${num(cx + mw)} ${num(mouthY - 6)} ${num(cx + mw + 1)} ${num(mouthY - 0.5)}` +
      `C${cx + 4} ${num(mouthY - 3)} ${cx - 4} ${num(mouthY - 3)} ${num(cx - mw - 1)} ${num(mouthY - 0.5)}Z`,
    fill: colour,
  });
  const t = ((chin - jawY) / (jawY - mid)) * 0.7;
  const beard = (outset: number): string => {
    const side = w - 1 + outset;
    const jaw = jawW - 0.5 + outset;
    return symmetricPath(
      cx,
      [cx, mouthY - 5],
      [
        [cx + 4, mouthY - 6, cx + mw, mouthY - 5, cx + mw + 2, mouthY - 3],
        // Up the cheek to the sideburn, leaving the cheekbone bare.
        [cx + mw + 6, mouthY - 8, cx + side - 3, eyeY + 12, cx + side, eyeY + 6],
        [
          cx + side,
          mid + (jawY - mid) * 0.6,
          cx + jaw + 0.35 * (w - jawW),
          jawY - 0.2 * (jawY - mid),
          cx + jaw,
          jawY + outset,
        ],
        [
          cx + jaw - t * (w - jawW),
          jawY + 0.75 * (chin - jawY) + outset,
          cx + chinW + outset,
          chin + 2 * outset,
          cx,
          chin + 2 * outset,
        ],
      ],
    );
  };
  switch (features.facialHair) {
    case 'none':
      return '';
    case 'stubble':
      return element('path', { d: beard(0), fill: colour, 'fill-opacity': 0.3 });
    case 'moustache':
      return moustache;
    case 'goatee':
      return (
        element('path', {
          d: symmetricPath(
            cx,
            [cx, mouthY + 2],
            [
              [cx + 4, mouthY + 2, cx + mw - 1, mouthY + 1, cx + mw - 1, mouthY + 4],
              [cx + mw - 1, mouthY + 9, cx + chinW * 0.8 + 2, chin + 2, cx, chin + 2.5],
            ],
          ),
          fill: colour,
        }) + moustache
      );
    case 'beard':
      return element('path', { d: beard(1.5), fill: colour, 'fill-opacity': 0.94 }) + moustache;
  }
}

export function glasses(features: PortraitFeatures, head: Head, accent: string): string {
  if (features.glasses === 'none') return '';
  const { cx, w, eyeY: y } = head;
  const gap = features.eyeSpacing;
  const frame = { stroke: features.frameColour, 'stroke-width': 1.4, fill: 'none' };
  const arms = element('path', {
    d: `M${num(cx - gap - 8)} ${num(y - 2)}L${num(cx - w)} ${num(y - 1)}M${num(cx + gap + 8)} ${num(y - 2)}L${num(cx + w)} ${num(y - 1)}`,
    ...frame,
  });
  const bridge = element('path', {
    d: `M${num(cx - gap + 7)} ${num(y - 1)}Q${cx} ${num(y - 4)} ${num(cx + gap - 7)} ${num(y - 1)}`,
    ...frame,
  });
  let lenses = '';
  for (const side of [-1, 1] as const) {
    const ex = cx + side * gap;
    if (features.glasses === 'round') {
      lenses += element('circle', {
        cx: ex,
        cy: y,
        r: 7.5,
        fill: '#a8e4ff',
        'fill-opacity': 0.08,
        stroke: features.frameColour,
        'stroke-width': 1.4,
      });
    } else if (features.glasses === 'square') {
      lenses += element('rect', {
        x: ex - 8.5,
        y: y - 5.5,
        width: 17,
        height: 11,
        rx: 2,
        fill: '#a8e4ff',
        'fill-opacity': 0.08,
        stroke: features.frameColour,
        'stroke-width': 1.4,
      });
    } else {
      lenses +=
        element('path', {
          d: `M${num(ex - 8.5)} ${num(y - 5)}L${num(ex + 8.5)} ${num(y - 5)}C${num(ex + 8.5)} ${num(y + 4)} ${num(ex + 4)} ${num(y + 7)} ${num(ex)} ${num(y + 7)}C${num(ex - 4)} ${num(y + 7)} ${num(ex - 8.5)} ${num(y + 4)} ${num(ex - 8.5)} ${num(y - 5)}Z`,
          fill: '#06080b',
          'fill-opacity': 0.94,
          stroke: features.frameColour,
          'stroke-width': 1.2,
        }) +
        // The screens again, reflected in the lenses.
        element('path', {
          d: `M${num(ex - 5)} ${num(y + 3)}L${num(ex + 3)} ${num(y - 3.5)}`,
          stroke: accent,
          'stroke-opacity': 0.6,
          'stroke-width': 1.2,
        });
    }
  }
  return arms + bridge + lenses;
}

export function earware(features: PortraitFeatures, head: Head, accent: string): string {
  const { cx, w, eyeY } = head;
  let out = '';
  if (features.earrings) {
    for (const side of [-1, 1] as const) {
      out += element('circle', { cx: cx + side * (w + 0.5), cy: eyeY + 12.5, r: 1.7, fill: '#e2c578' });
    }
  }
  if (features.earpiece) {
    // A coiled wire from the ear down into the collar: the one sure sign of the trade.
    const x = cx + w + 1;
    const coil: string[] = [`M${num(x)} ${num(eyeY + 7)}`];
    let y = eyeY + 7;
    for (let turn = 0; y < NECKLINE_Y - 4; turn++) {
      const bend = turn % 2 === 0 ? 3 : -3;
      coil.push(`q${bend} 2.5 0 5`);
      y += 5;
    }
    out +=
      element('path', {
        d: coil.join(''),
        fill: 'none',
        stroke: '#cfe6ee',
        'stroke-opacity': 0.6,
        'stroke-width': 1,
      }) +
      element('circle', {
        cx: x - 1,
        cy: eyeY + 4,
        r: 2.6,
        fill: '#15191e',
        stroke: accent,
        'stroke-width': 0.8,
      });
  }
  return out;
}
