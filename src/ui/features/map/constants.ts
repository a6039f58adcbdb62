// The map's fixed numbers and colours. Spec §9 values keep the spec's names; the rest say why they differ.
import type { Color } from '@deck.gl/core';
import { deckHeatRadiusFor } from './heatRadius.ts';

/** [longitude, latitude], the order deck.gl and MapLibre both use. */
export type LngLat = readonly [lng: number, lat: number];

/** Spec §9: initial centre latitude 20, longitude 0, zoom 2. */
export const INITIAL_VIEW_STATE = { latitude: 20, longitude: 0, zoom: 2 } as const;
/** Spec §9. */
export const MAX_ZOOM = 19;
/** Spec §9: where every dashed line starts (51.5072, -0.1276). */
export const LONDON: LngLat = [-0.1276, 51.5072];
/** Spec §9: fit-bounds padding in CSS pixels. */
export const FIT_PADDING = 50;
/**
 * fitBounds on a single agent (or agents on one spot) would zoom to MAX_ZOOM, a view of one building.
 * City scale is what a lone point deserves.
 */
export const SINGLE_POINT_ZOOM = 10;
/** Long enough to read as movement, short enough not to hold up the reveal. */
export const FIT_DURATION_MS = 1200;
/**
 * A bulk search streaming in more agents than this updates the map every STREAM_UPDATE_MS rather
 * than every frame: drawing 100,000 markers takes seconds per frame in a software WebGL (SwiftShader),
 * and there a frame per reveal would add up to the sum of every partial picture.
 */
export const STREAM_THROTTLE_MIN_POINTS = 1000;
export const STREAM_UPDATE_MS = 250;
/** …or, where drawing is slower, this many times the last draw, so most of the time goes to the data. */
export const STREAM_DRAW_FACTOR = 4;
/**
 * A bulk search's first picture waits this long after its first agents reach the map. The worker makes
 * a thousand agents in a few milliseconds, so small bulk searches are finished by then and drawn once; a
 * visitor waiting on a big one sees its first agents after a blink, and the table fills meanwhile.
 */
export const STREAM_FIRST_PICTURE_MS = 300;

/** Spec §9: marker radius 6, in screen pixels as Leaflet's circleMarker draws it. */
export const MARKER_RADIUS_PX = 6;

/** An agent within a marker's radius of a drawn marker is under it, and needs no marker of its own. */
export const SAMPLE_MARKER_COVER_PX = MARKER_RADIUS_PX;
/** A hidden line is never farther than this from a drawn one: under the 1.5 px line width. */
export const SAMPLE_LINE_TOLERANCE_PX = 1;
/** Heat is summed in cells a tenth of its 92 px radius, far below what the blur can show. */
export const SAMPLE_HEAT_CELL_PX = 8;
/** Markers and lines this far off screen are kept, so a short pan shows no gaps before the resample. */
export const SAMPLE_MARGIN_PX = 256;
/** A dark rim keeps markers legible where they sit on the heat layer's white core. */
export const MARKER_OUTLINE_PX = 1.5;
/**
 * The ring around a selected agent's marker (a marker clicked, a row chosen) and around the marker of
 * the row under the pointer or the focus. Yellow and blue: no other mark on the map, and no blend of the
 * heat's cyan, magenta and white, has either colour, so the rings read as marks of their own.
 */
export const SELECTED_RING_COLOR: Color = [255, 232, 0, 255];
export const HIGHLIGHT_RING_COLOR: Color = [64, 140, 255, 255];
/** Outside the marker and its rim, with a gap, so the marker itself stays visible inside the ring. */
export const RING_RADIUS_PX = 11;
export const RING_WIDTH_PX = 3;
/** Neon green: unlike anything in the dark basemap or in the cyan–magenta–white heat ramp. */
export const MARKER_COLOR: Color = [57, 255, 20, 255];
export const MARKER_OUTLINE_COLOR: Color = [5, 12, 8, 220];

export const LINK_WIDTH_PX = 1.5;
/** Amber, so the lines read as separate from both the markers and the heat. */
export const LINK_COLOR: Color = [255, 176, 0, 200];
/**
 * The chain of command's lines, agent to handler: solid crimson, apart from London's amber dashes, the
 * green markers, the heat's cyan–magenta–white and the rings' yellow and blue.
 */
export const CHAIN_COLOR: Color = [255, 48, 96, 230];
export const CHAIN_WIDTH_PX = 2;
/**
 * Lines are dashed up to this many agents; more are drawn solid (see buildLinkLayer). Counted in
 * agents, not in drawn lines, so a search keeps one look however the view samples it.
 */
export const DASHED_LINKS_MAX = 1000;
/** [dash, gap] in screen pixels, a classic dashed polyline. */
export const LINK_DASH_PX: readonly [number, number] = [8, 6];

/** Spec §9: heat radius 25 and blur 15, as Leaflet.heat options. */
export const HEAT_RADIUS_PX = 25;
export const HEAT_BLUR_PX = 15;
/**
 * Below this share of the hottest pixel the heat fades out. deck.gl's default, and equal to Leaflet.heat's
 * minOpacity, which is why the two footprints can be matched at it.
 */
export const HEAT_THRESHOLD = 0.05;
/** deck.gl has no blur: see heatRadius.ts for how radius + blur become one radius (92 px). */
export const HEAT_RADIUS_PIXELS = deckHeatRadiusFor(HEAT_RADIUS_PX, HEAT_BLUR_PX, HEAT_THRESHOLD);
/** Spec §9: cyan → magenta → white, faintest heat to hottest. Never mutated: deck compares it by reference. */
export const HEAT_COLOR_RANGE: Color[] = [
  [0, 255, 255],
  [255, 0, 255],
  [255, 255, 255],
];
/**
 * Side of deck's heat weight texture. deck finds the hottest texel by drawing one point per texel on every
 * update of the heat: 4 million at its default, 2048, seconds of work on a software renderer. Timed alone
 * in SwiftShader that pass took about 200 ms at 512 and 50 ms at 256; a 1,000-agent search with heat drew
 * about 90 ms sooner at 256 than at 512, and about 85 ms sooner again at 128 (bench/RESULTS.md). deck
 * spreads a texel over 2 screen pixels or more; at 128 one spans about 10 pixels of a 1280 px map, under a
 * heat that is a 92 px blur sampled smoothly, and screenshots at 256 and 128 look alike.
 */
export const HEAT_TEXTURE_SIZE = 128;
/** The basemap and markers stay readable through the heat. */
export const HEAT_OPACITY = 0.8;

/** Offline basemap palette: dark, and far from the e2e fake tile colour (40, 8, 56) so tests can tell them apart. */
export const BASEMAP_COLORS = {
  water: '#0a0d12',
  land: '#1b2129',
  border: '#3d4654',
  label: '#9aa3b2',
  labelHalo: '#0a0d12',
} as const;

/**
 * Where the app serves the offline basemap (built from world-atlas and GeoNames by scripts/build-basemap.ts),
 * relative to the app's base URL so a deployment under a sub-path still finds it.
 */
export const BASEMAP_PATHS = {
  land: 'basemap/land.json',
  borders: 'basemap/borders.json',
  labels: 'basemap/labels.json',
} as const;

/**
 * Remote tiles that fail this many times before any has loaded are switched off, so an offline machine stops
 * asking (and logging) on every pan while the offline basemap carries on.
 */
export const REMOTE_TILE_FAILURE_LIMIT = 8;
/** A style URL that has not answered by then is given up on; the offline basemap is already showing. */
export const REMOTE_STYLE_TIMEOUT_MS = 10_000;
