// "Export Map PNG": one picture of what the map shows. The map is three things on screen: MapLibre's
// canvas (the basemap), deck's canvas above it (heat, lines, markers, rings), and DOM elements over both
// (London's mark, the attribution). The picture paints them in that order on a canvas of the basemap's
// own pixel size. The attribution is written into the image because the data's licences (OpenStreetMap's
// ODbL, Natural Earth) ask for credit wherever the map is shown, and a saved picture is shown without the
// page around it.

export interface MapPictureParts {
  /** MapLibre's canvas, read while its frame is current. */
  base: HTMLCanvasElement;
  /** Canvases drawn over it (deck's), stretched to the base's size. */
  layers: readonly HTMLCanvasElement[];
  /** London's mark, in CSS pixels from the map's top left. */
  london: readonly [x: number, y: number];
  /** Device pixels per CSS pixel of the base canvas. */
  scale: number;
  /** The attribution control's text; nothing is written when empty. */
  attribution: string;
}

/** The mark's side and rim in CSS pixels, as app.css draws .map-london. */
const LONDON_SIDE_PX = 12;
const LONDON_RIM_PX = 2;
const LONDON_FILL = '#ff3b3b';
const LONDON_RIM = '#0a0205';

const ATTRIBUTION_FONT_PX = 12;
const ATTRIBUTION_PAD_PX = 5;
const ATTRIBUTION_BACKGROUND = 'rgba(5, 10, 8, 0.8)';
const ATTRIBUTION_TEXT = '#d6dfd9';

export function composeMapPicture({
  base,
  layers,
  london,
  scale,
  attribution,
}: MapPictureParts): HTMLCanvasElement {
  const { width, height } = base;
  const picture = document.createElement('canvas');
  picture.width = width;
  picture.height = height;
  const context = picture.getContext('2d');
  if (context === null) throw new Error('The browser has no 2D canvas to draw the map picture on.');
  context.drawImage(base, 0, 0, width, height);
  for (const layer of layers) context.drawImage(layer, 0, 0, width, height);

  const [londonX, londonY] = london;
  const half = ((LONDON_SIDE_PX + 2 * LONDON_RIM_PX) / 2) * scale;
  if (
    londonX * scale > -half &&
    londonY * scale > -half &&
    londonX * scale < width + half &&
    londonY * scale < height + half
  ) {
    drawLondonMark(context, londonX * scale, londonY * scale, scale);
  }

  const text = attribution.replace(/\s+/g, ' ').trim();
  if (text !== '') writeAttribution(context, text, width, height, scale);
  return picture;
}

/**
 * London's mark as app.css draws .map-london (a red square on its corner, with a dark rim), centred at
 * (x, y) in the context's units, `scale` of them per CSS pixel. The map's sketch draws it too.
 */
export function drawLondonMark(context: CanvasRenderingContext2D, x: number, y: number, scale: number): void {
  context.save();
  context.translate(x, y);
  context.rotate(Math.PI / 4);
  const side = LONDON_SIDE_PX * scale;
  context.fillStyle = LONDON_FILL;
  context.fillRect(-side / 2, -side / 2, side, side);
  context.lineWidth = LONDON_RIM_PX * scale;
  context.strokeStyle = LONDON_RIM;
  context.strokeRect(-side / 2, -side / 2, side, side);
  context.restore();
}

/** The attribution in the lower right corner on a dark band, made smaller when it would not fit. */
function writeAttribution(
  context: CanvasRenderingContext2D,
  text: string,
  width: number,
  height: number,
  scale: number,
): void {
  const pad = ATTRIBUTION_PAD_PX * scale;
  let fontPx = ATTRIBUTION_FONT_PX * scale;
  context.font = `${fontPx}px sans-serif`;
  const room = width - 2 * pad;
  const measured = context.measureText(text).width;
  if (measured > room) {
    fontPx = Math.max(6 * scale, (fontPx * room) / measured);
    context.font = `${fontPx}px sans-serif`;
  }
  const textWidth = Math.min(room, context.measureText(text).width);
  const boxHeight = fontPx + 2 * pad;
  context.fillStyle = ATTRIBUTION_BACKGROUND;
  context.fillRect(width - textWidth - 2 * pad, height - boxHeight, textWidth + 2 * pad, boxHeight);
  context.fillStyle = ATTRIBUTION_TEXT;
  context.textBaseline = 'middle';
  context.textAlign = 'right';
  context.fillText(text, width - pad, height - boxHeight / 2, room);
}
