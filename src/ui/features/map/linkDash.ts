// Dashes for the lines to London, drawn by deck's LineLayer.
//
// deck's dashes belong to its PathLayer (PathStyleExtension): a path shader with joins and caps, and a
// dash shader that integrates coverage under a filter. SwiftShader builds that pair in the frame that
// first draws it: a mission link of 1,000 agents spent about 650 ms of one frame on it (docs/
// PERFORMANCE.md, "The dashed lines as a LineLayer"). Every line here is one straight segment from
// London, so a LineLayer (the bulk searches' solid lines) with a dash test in its fragment shader
// draws the same thing.
//
// Whole dashes at both ends: the pattern is stretched so that a line starts with a dash at London and
// ends with one at its agent, as `dashJustified` did for the PathLayer.
import { LayerExtension } from '@deck.gl/core';
import { LINK_DASH_PX } from './constants.ts';

const [DASH_PX, GAP_PX] = LINK_DASH_PX;

/** A GLSL float literal. */
function glslFloat(value: number): string {
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

/**
 * The dash pattern of a line `lengthPx` long: `count` dashes, each `solidPx` long and `periodPx` apart
 * (start to start), the first starting at 0 and the last ending at `lengthPx`. The shader below does
 * the same sums per line in GLSL: this copy states the rules for the unit tests, and the map's browser
 * test checks the dashes on screen (tests/e2e/map.spec.ts).
 *
 * @example linkDashPattern(22) // { count: 2, solidPx: 8, periodPx: 14 }: a dash, a gap, a dash
 */
export function linkDashPattern(lengthPx: number): { count: number; solidPx: number; periodPx: number } {
  const count = Math.max(Math.floor((lengthPx + GAP_PX) / (DASH_PX + GAP_PX) + 0.5), 1);
  const scale = lengthPx / Math.max(count * (DASH_PX + GAP_PX) - GAP_PX, 1e-6);
  return { count, solidPx: DASH_PX * scale, periodPx: (DASH_PX + GAP_PX) * scale };
}

const DASH = glslFloat(DASH_PX);
const GAP = glslFloat(GAP_PX);

/**
 * Dashes for a LineLayer whose lines are single segments. In the vertex shader, `source` and `target`
 * are the segment's ends in clip space and `positions.x` is 0 at the source and 1 at the target
 * (deck's line-layer-vertex shader); the distance along the line, in CSS pixels, is interpolated to the
 * fragments, which drop what falls in a gap.
 */
export class LinkDashExtension extends LayerExtension {
  static override extensionName = 'LinkDashExtension';

  override getShaders(): { inject: Record<string, string> } {
    return {
      inject: {
        'vs:#decl': `
out float vLinkDashAlong;
out float vLinkDashSolid;
out float vLinkDashPeriod;
`,
        'vs:#main-end': `
vec2 linkDashScreen = (target.xy / target.w - source.xy / source.w) * 0.5 * project.viewportSize
  / project.devicePixelRatio;
float linkDashLength = length(linkDashScreen);
float linkDashCount = max(floor((linkDashLength + ${GAP}) / (${DASH} + ${GAP}) + 0.5), 1.0);
float linkDashScale = linkDashLength / max(linkDashCount * (${DASH} + ${GAP}) - ${GAP}, 1e-6);
vLinkDashSolid = ${DASH} * linkDashScale;
vLinkDashPeriod = (${DASH} + ${GAP}) * linkDashScale;
vLinkDashAlong = positions.x * linkDashLength;
`,
        'fs:#decl': `
in float vLinkDashAlong;
in float vLinkDashSolid;
in float vLinkDashPeriod;
`,
        'fs:#main-start': `
if (mod(vLinkDashAlong, vLinkDashPeriod) > vLinkDashSolid) discard;
`,
      },
    };
  }
}
