// The map's first picture. Until MapLibre and deck.gl have drawn the agents (their code loads after the
// city index and the first search, then a software renderer compiles their programs: 1.5–2 s on the
// 2-core machine), a 2D canvas shows what they will draw: the same markers, lines from London and heat,
// where the map will put them once it has fitted them (sketch.ts), on a plain sea-coloured ground. It is
// a picture only: it takes no pointer, and it goes for good once the map has caught up.
//
// It lives in the dashboard's bundle (a few kilobytes), so a mission link's agents are on screen as soon
// as its table is, instead of when the map's two megabytes of code have loaded and started.
import { useLayoutEffect, useRef } from 'react';
import { LONDON } from '../constants.ts';
import { drawSketch } from '../drawSketch.ts';
import { NOTHING_DRAWN, writeDrawn } from '../drawnAttributes.ts';
import { agentCounts, drawingFor, isScreenSampled, type AgentMapInput } from '../mapDecisions.ts';
import { sketchViewOf } from '../sketch.ts';

/** While a big search streams in, the sketch redraws at most this often (the map's own pace). */
const STREAMING_REDRAW_MS = 250;
const NEVER = -Infinity;

export function MapSketch({ input }: { input: AgentMapInput }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // When the sketch last drew: a streaming search's updates are drawn at most every STREAMING_REDRAW_MS.
  const drawnAtRef = useRef(NEVER);

  // A layout effect, so that a finished search's picture can be drawn in the frame that commits it.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const canvas = canvasRef.current;
    if (frame === null || canvas === null) return undefined;
    let drawn = false;
    let drawnSize = '';
    let live = true;
    const draw = () => {
      if (!live) return;
      const width = frame.clientWidth;
      const height = frame.clientHeight;
      if (width === 0 || height === 0) return;
      drawnSize = `${width}x${height}`;
      const view = sketchViewOf(input.points, input.completed, width, height);
      const drawing = drawingFor(input, isScreenSampled(input.points) ? view : null);
      drawSketch(canvas, drawing, view, LONDON);
      // What the sketch shows, in the map's own terms.
      writeDrawn(frame, {
        ...agentCounts(input),
        markersDrawn: drawing.markers.length,
        linesDrawn: drawing.links?.length ?? 0,
        heat: input.showHeat,
      });
      drawn = true;
      drawnAtRef.current = performance.now();
    };
    // A finished search's picture is final: drawn now, so it shows in this frame, with the table's last
    // rows and "Search complete.". Anything else in a frame from now, so a burst of updates draws once;
    // a bulk search still streaming in, no sooner than STREAMING_REDRAW_MS after the last drawing (each
    // costs a screen sample of all its agents).
    const streaming = !input.completed && isScreenSampled(input.points);
    const wait = streaming ? Math.max(0, drawnAtRef.current + STREAMING_REDRAW_MS - performance.now()) : 0;
    if (input.completed) draw();
    let request = wait === 0 && !drawn ? requestAnimationFrame(draw) : 0;
    const timer =
      wait === 0
        ? 0
        : window.setTimeout(() => {
            request = requestAnimationFrame(draw);
          }, wait);
    // Only a new size is redrawn: the observer's first call, which always comes, would draw the same
    // picture again (for a finished bulk search, a second screen sample of all its agents).
    const resize = new ResizeObserver(() => {
      if (drawn && `${frame.clientWidth}x${frame.clientHeight}` !== drawnSize) draw();
    });
    resize.observe(frame);
    return () => {
      live = false;
      window.clearTimeout(timer);
      cancelAnimationFrame(request);
      resize.disconnect();
    };
  }, [input]);

  return (
    <div ref={frameRef} className="map-sketch" data-testid="map-sketch" {...NOTHING_DRAWN}>
      <canvas ref={canvasRef} className="map-sketch__canvas" aria-hidden="true" />
      <p className="map-sketch__caption">Loading map…</p>
    </div>
  );
}
