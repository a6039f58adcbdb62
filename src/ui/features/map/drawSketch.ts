// Draws the map's drawing (mapDecisions.drawingFor) on a 2D canvas, layer by layer as deck.gl stacks it:
// heat, lines from London, markers. Same colours, sizes and dashes as layers.ts; no basemap.
import {
  BASEMAP_COLORS,
  HEAT_OPACITY,
  LINK_COLOR,
  LINK_DASH_PX,
  LINK_WIDTH_PX,
  MARKER_COLOR,
  MARKER_OUTLINE_COLOR,
  MARKER_OUTLINE_PX,
  MARKER_RADIUS_PX,
  type LngLat,
} from './constants.ts';
import type { Color } from '@deck.gl/core';
import type { AgentLayersInput } from './layers.ts';
import { projectToScreen, segmentEntry, type ScreenView } from './screenSample.ts';
import { heatGrid, paintHeat } from './sketch.ts';
import { drawLondonMark } from './mapPicture.ts';

/** Heat is summed in cells of this many CSS pixels: a tenth of its 92 px kernel, smoothed when scaled up. */
const HEAT_CELL_PX = 4;

/** A deck.gl colour ([r, g, b] or [r, g, b, a], 0–255) as CSS. */
function cssColor(color: Color): string {
  const [r = 0, g = 0, b = 0, a = 255] = Array.from(color);
  return `rgba(${r}, ${g}, ${b}, ${(a / 255).toFixed(3)})`;
}

function drawHeat(
  context: CanvasRenderingContext2D,
  heat: NonNullable<AgentLayersInput['heat']>,
  view: ScreenView,
) {
  const grid = heatGrid(heat, view, HEAT_CELL_PX);
  if (grid.max <= 0) return;
  const cells = document.createElement('canvas');
  cells.width = grid.columns;
  cells.height = grid.rows;
  cells.getContext('2d')?.putImageData(new ImageData(paintHeat(grid), grid.columns, grid.rows), 0, 0);
  context.save();
  context.globalAlpha = HEAT_OPACITY;
  context.imageSmoothingEnabled = true;
  context.drawImage(cells, 0, 0, grid.columns * grid.cell, grid.rows * grid.cell);
  context.restore();
}

/** Lines are cut this far outside the canvas: beyond it nothing of them shows. */
const LINK_CLIP_MARGIN_PX = 16;

/**
 * Each line is stroked from its agent to where it leaves the screen, not to London: London is usually far
 * off screen, and a 2D canvas dashes (and rasterises) a line's whole length wherever it lies.
 */
function drawLinks(
  context: CanvasRenderingContext2D,
  links: NonNullable<AgentLayersInput['links']>,
  dashed: boolean,
  view: ScreenView,
) {
  const screen = {
    left: -LINK_CLIP_MARGIN_PX,
    top: -LINK_CLIP_MARGIN_PX,
    right: view.width + LINK_CLIP_MARGIN_PX,
    bottom: view.height + LINK_CLIP_MARGIN_PX,
  };
  context.save();
  context.beginPath();
  for (let index = 0; index < links.length; index++) {
    const start = (links.startIndices[index] as number) * 2;
    const [ox, oy] = projectToScreen(
      view,
      links.positions[start] as number,
      links.positions[start + 1] as number,
    );
    const [ax, ay] = projectToScreen(
      view,
      links.positions[start + 2] as number,
      links.positions[start + 3] as number,
    );
    // The part on screen, as shares of the way from the agent to London: where it enters (0 when the agent
    // is on screen) and where it leaves (where the way back from London enters).
    const enter = segmentEntry(ax, ay, ox, oy, screen);
    if (enter < 0) continue;
    const leave = 1 - segmentEntry(ox, oy, ax, ay, screen);
    context.moveTo(ax + (ox - ax) * enter, ay + (oy - ay) * enter);
    context.lineTo(ax + (ox - ax) * leave, ay + (oy - ay) * leave);
  }
  context.strokeStyle = cssColor(LINK_COLOR);
  context.lineWidth = LINK_WIDTH_PX;
  if (dashed) context.setLineDash([...LINK_DASH_PX]);
  context.stroke();
  context.restore();
}

function drawMarkers(
  context: CanvasRenderingContext2D,
  markers: AgentLayersInput['markers'],
  view: ScreenView,
) {
  context.save();
  context.beginPath();
  for (let index = 0; index < markers.length; index++) {
    const [x, y] = projectToScreen(
      view,
      markers.positions[index * 2] as number,
      markers.positions[index * 2 + 1] as number,
    );
    context.moveTo(x + MARKER_RADIUS_PX, y);
    context.arc(x, y, MARKER_RADIUS_PX, 0, Math.PI * 2);
  }
  context.fillStyle = cssColor(MARKER_COLOR);
  context.fill();
  context.strokeStyle = cssColor(MARKER_OUTLINE_COLOR);
  context.lineWidth = MARKER_OUTLINE_PX;
  context.stroke();
  context.restore();
}

/**
 * Clears `canvas` to the basemap's sea colour and draws `drawing` in `view`, at the device's pixel ratio.
 * London is marked as the map marks it, so the lines visibly start somewhere.
 */
export function drawSketch(
  canvas: HTMLCanvasElement,
  drawing: AgentLayersInput,
  view: ScreenView,
  london: LngLat,
): void {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(view.width * ratio);
  canvas.height = Math.round(view.height * ratio);
  const context = canvas.getContext('2d');
  if (context === null) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = BASEMAP_COLORS.water;
  context.fillRect(0, 0, view.width, view.height);
  if (drawing.heat) drawHeat(context, drawing.heat, view);
  if (drawing.links) drawLinks(context, drawing.links, drawing.dashedLinks, view);
  drawMarkers(context, drawing.markers, view);
  const [x, y] = projectToScreen(view, london[0], london[1]);
  drawLondonMark(context, x, y, 1);
}
