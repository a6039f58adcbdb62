// "Export Map PNG" on the dashboard's map: the moment the picture is taken. composeMapPicture
// (mapPicture.ts) paints it; this reads what it paints from MapLibre, in the frame MapLibre has just drawn.
// It is apart from mapPicture.ts because the sketch draws London's mark from there, in the main bundle,
// and this is needed only once the map's own code has loaded.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { LONDON } from './constants.ts';
import { composeMapPicture } from './mapPicture.ts';

/** How long "Export Map PNG" waits for the map to draw the frame it copies. */
const PICTURE_TIMEOUT_MS = 10_000;

/**
 * The map as it is on screen, basemap and agents, London's mark and the attribution written in: a PNG of
 * the map canvas's own size. MapLibre's buffer is read in its 'render' event, while the frame it has just
 * drawn is still there; deck's is kept between frames (agentOverlay.ts).
 */
export function captureMapPicture(map: MapLibreMap): Promise<Blob> {
  return new Promise((resolve, reject) => {
    // A map that cannot draw (its style never loaded) sends no 'render': say so instead of waiting.
    const timer = setTimeout(
      () => reject(new Error('The map did not draw a frame to save.')),
      PICTURE_TIMEOUT_MS,
    );
    map.once('render', () => {
      clearTimeout(timer);
      try {
        const mapCanvas = map.getCanvas();
        const layers = [...map.getContainer().querySelectorAll('canvas')].filter(
          (canvas) => canvas !== mapCanvas,
        );
        const attribution =
          map.getContainer().querySelector('.maplibregl-ctrl-attrib-inner')?.textContent ?? '';
        const london = map.project([LONDON[0], LONDON[1]]);
        const picture = composeMapPicture({
          base: mapCanvas,
          layers,
          london: [london.x, london.y],
          scale: mapCanvas.width / Math.max(1, mapCanvas.clientWidth),
          attribution,
        });
        picture.toBlob((blob) => {
          if (blob) resolve(blob);
          else reject(new Error('The browser could not encode the map as PNG.'));
        }, 'image/png');
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    map.triggerRepaint();
  });
}
