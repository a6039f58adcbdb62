// An agent's portrait as SVG markup: a stylised bust lit by the directory's screens. What it shows is
// decided in portraitFeatures.ts; this file only draws. The markup holds no text of the agent's (no
// name, no codename), no script, no link and no font, so it is safe to show as an image of its own.
//
// Same agent, same bytes, in every browser: coordinates come from + − × ÷ and square roots only (which
// IEEE 754 rounds exactly, unlike sin and cos), and each number is written to two decimal places.
import type { Agent } from '../../../shared/types.ts';
import { portraitFeatures } from './portraitFeatures.ts';
import type { PortraitFeatures } from './portraitFeatures.ts';
import { PORTRAIT_ACCENTS, PORTRAIT_BACKGROUND } from './portraitPalette.ts';
import { drawHairBack, drawHairFront, drawHeadwear } from './portraitHair.ts';
import { body, scarf } from './portraitBody.ts';
import { ears, earware, face, glasses } from './portraitFace.ts';
import { darker, element, lighter, num } from './portraitMarkup.ts';
import type { Head } from './portraitMarkup.ts';

/** The drawing's size in its own units; the page scales it. */
export const PORTRAIT_WIDTH = 160;
export const PORTRAIT_HEIGHT = 200;

const CX = PORTRAIT_WIDTH / 2;
const CHIN_Y = 128;
/** How far each face shape's jaw and chin reach, as parts of its width, and how square its crown is. */
const FACE_PROPORTIONS = {
  oval: { jaw: 0.78, chin: 0.32, crown: 0.56 },
  round: { jaw: 0.88, chin: 0.45, crown: 0.6 },
  square: { jaw: 0.93, chin: 0.55, crown: 0.7 },
  long: { jaw: 0.8, chin: 0.36, crown: 0.55 },
  heart: { jaw: 0.66, chin: 0.22, crown: 0.58 },
} as const;

function headOf(features: PortraitFeatures): Head {
  const shape = FACE_PROPORTIONS[features.faceShape];
  const len = features.faceLength;
  const w = features.faceWidth;
  const top = CHIN_Y - len;
  const jawShift = features.sex === 'male' ? 0.04 : features.sex === 'female' ? -0.03 : 0;
  return {
    cx: CX,
    top,
    len,
    w,
    mid: top + len * 0.42,
    jawY: top + len * 0.76,
    chin: CHIN_Y,
    jawW: w * (shape.jaw + jawShift),
    chinW: w * shape.chin,
    crown: shape.crown,
    eyeY: top + len * 0.47,
    noseY: top + len * 0.68,
    mouthY: top + len * 0.83,
  };
}

function definitions(features: PortraitFeatures, accent: string): string {
  const skin = features.skinTone;
  return element(
    'defs',
    {},
    element(
      'radialGradient',
      { id: 'glow', cx: '50%', cy: '38%', r: '65%' },
      element('stop', { offset: 0, 'stop-color': accent, 'stop-opacity': 0.24 }) +
        element('stop', { offset: 1, 'stop-color': accent, 'stop-opacity': 0 }),
    ) +
      element(
        'linearGradient',
        { id: 'skin', x1: 0, y1: 0, x2: 1, y2: 0 },
        element('stop', { offset: 0, 'stop-color': lighter(skin, 0.07) }) +
          element('stop', { offset: 0.55, 'stop-color': skin }) +
          element('stop', { offset: 1, 'stop-color': darker(skin, 0.2) }),
      ) +
      // The screens' light on the sitter's left cheek.
      element(
        'linearGradient',
        { id: 'rim', x1: 0, y1: 0, x2: 1, y2: 0 },
        element('stop', { offset: 0.7, 'stop-color': accent, 'stop-opacity': 0 }) +
          element('stop', { offset: 1, 'stop-color': accent, 'stop-opacity': 0.2 }),
      ) +
      element(
        'pattern',
        { id: 'scan', width: 4, height: 4, patternUnits: 'userSpaceOnUse' },
        element('rect', { width: 4, height: 1, fill: accent, 'fill-opacity': 0.03 }),
      ),
  );
}

function background(features: PortraitFeatures, accent: string): string {
  const grid: string[] = [];
  for (let x = 20; x < PORTRAIT_WIDTH; x += 20) grid.push(`M${x} 0V${PORTRAIT_HEIGHT}`);
  for (let y = 20; y < PORTRAIT_HEIGHT; y += 20) grid.push(`M0 ${y}H${PORTRAIT_WIDTH}`);
  return (
    element('rect', { width: PORTRAIT_WIDTH, height: PORTRAIT_HEIGHT, fill: PORTRAIT_BACKGROUND.ground }) +
    element('path', {
      d: grid.join(''),
      stroke: PORTRAIT_BACKGROUND.grid,
      'stroke-width': 0.6,
      fill: 'none',
    }) +
    element('rect', { width: PORTRAIT_WIDTH, height: PORTRAIT_HEIGHT, fill: 'url(#glow)' }) +
    // A height chart behind the sitter, as in a booking photo.
    element('path', {
      d: [40, 60, 80, 100].map((y) => `M${PORTRAIT_WIDTH - 14} ${y}h8`).join(''),
      stroke: accent,
      'stroke-opacity': 0.35,
      'stroke-width': 1,
    }) +
    (features.accent === 'cyan' ? '' : '')
  );
}

function frame(features: PortraitFeatures, accent: string): string {
  const m = 7;
  const l = 14;
  const W = PORTRAIT_WIDTH;
  const H = PORTRAIT_HEIGHT;
  const corners = `M${m} ${m + l}V${m}H${m + l}M${W - m - l} ${m}H${W - m}V${m + l}M${W - m} ${H - m - l}V${H - m}H${W - m - l}M${m + l} ${H - m}H${m}V${H - m - l}`;
  // The file's bar code: the agent's serial, one bar per bit pair.
  const bars: string[] = [];
  let x = 12;
  for (let bit = 0; bit < 32; bit += 2) {
    const width = 0.8 + ((features.serial >>> bit) & 3) * 0.6;
    bars.push(`M${num(x)} ${H - 22}v9`);
    x += width + 1.6;
  }
  return (
    element('rect', { width: W, height: H, fill: 'url(#scan)' }) +
    element('path', { d: corners, fill: 'none', stroke: accent, 'stroke-width': 2 }) +
    element('path', { d: bars.join(''), stroke: accent, 'stroke-opacity': 0.55, 'stroke-width': 1.1 }) +
    element('circle', { cx: W - 16, cy: H - 17.5, r: 2.5, fill: accent, 'fill-opacity': 0.8 })
  );
}

/** The portrait of given features, as SVG markup. */
export function portraitSvg(features: PortraitFeatures): string {
  const accent = PORTRAIT_ACCENTS[features.accent];
  const head = headOf(features);
  const content =
    definitions(features, accent) +
    background(features, accent) +
    drawHairBack(features, head) +
    body(features, head) +
    scarf(features, head) +
    ears(features, head) +
    face(features, head, accent) +
    drawHairFront(features, head) +
    drawHeadwear(features, head) +
    glasses(features, head, accent) +
    earware(features, head, accent) +
    frame(features, accent);
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}`,
      width: PORTRAIT_WIDTH,
      height: PORTRAIT_HEIGHT,
    },
    content,
  );
}

/**
 * An agent's portrait as SVG markup: the same bytes for the same agent, every time.
 *
 * @example agentPortrait(agent).startsWith('<svg xmlns="http://www.w3.org/2000/svg"') === true
 */
export function agentPortrait(agent: Agent): string {
  return portraitSvg(portraitFeatures(agent));
}

/** The portrait as a data: URL for an <img> (the Content-Security-Policy's img-src allows data:). */
export function agentPortraitUrl(agent: Agent): string {
  return `data:image/svg+xml,${encodeURIComponent(agentPortrait(agent))}`;
}
