// What the map's element says it shows (data-markers, data-lines, data-markers-drawn, data-lines-drawn,
// data-heat): written by the map from deck's layers, and by its sketch from its own drawing, so tests and
// benchmarks read either the same way.

/** What is drawn: agents standing for markers and lines, what was actually drawn of them, the heat. */
export interface DrawnCounts {
  markers: number;
  lines: number;
  markersDrawn: number;
  linesDrawn: number;
  heat: boolean;
}

/** The attributes before anything is drawn, for the element's first render. */
export const NOTHING_DRAWN = {
  'data-markers': '0',
  'data-lines': '0',
  'data-markers-drawn': '0',
  'data-lines-drawn': '0',
  'data-heat': 'off',
} as const;

/** Writes `drawn` on `element`, straight to the DOM (see AgentMap's writeStatus for why). */
export function writeDrawn(element: HTMLElement, drawn: DrawnCounts): void {
  element.dataset['markers'] = String(drawn.markers);
  element.dataset['lines'] = String(drawn.lines);
  element.dataset['markersDrawn'] = String(drawn.markersDrawn);
  element.dataset['linesDrawn'] = String(drawn.linesDrawn);
  element.dataset['heat'] = drawn.heat ? 'on' : 'off';
}
