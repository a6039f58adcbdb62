// The map's legend (issue 20): what each mark on the map means, drawn in the colours the layers use.
// Open by default and folded with its summary, so it can be put away when it hides agents.
import {
  HEAT_COLOR_RANGE,
  HIGHLIGHT_RING_COLOR,
  LINK_COLOR,
  MARKER_COLOR,
  SELECTED_RING_COLOR,
} from '../constants.ts';

const css = (colour: ArrayLike<number>): string => `rgb(${colour[0]}, ${colour[1]}, ${colour[2]})`;
const HEAT_GRADIENT = `linear-gradient(to right, ${HEAT_COLOR_RANGE.map(css).join(', ')})`;

export function MapLegend({ showHeat }: { showHeat: boolean }) {
  return (
    // data-map-overlay: drawn over the map, so the browser tests leave it out of the map's pixels.
    <details className="map-legend" data-map-overlay="" open>
      <summary className="map-legend__title">Legend</summary>
      <ul className="map-legend__items">
        <li>
          <span className="map-legend__marker" style={{ background: css(MARKER_COLOR) }} aria-hidden="true" />
          An agent
        </li>
        <li>
          <span
            className="map-legend__ring"
            style={{ borderColor: css(SELECTED_RING_COLOR) }}
            aria-hidden="true"
          />
          The selected agent
        </li>
        <li>
          <span
            className="map-legend__ring"
            style={{ borderColor: css(HIGHLIGHT_RING_COLOR) }}
            aria-hidden="true"
          />
          The agent of the row under the pointer
        </li>
        <li>
          <span className="map-legend__london" aria-hidden="true" />
          London, where the lines start
        </li>
        <li>
          <span className="map-legend__line" style={{ borderColor: css(LINK_COLOR) }} aria-hidden="true" />
          An agent&rsquo;s line to London
        </li>
        <li>
          <span className="map-legend__heat" style={{ backgroundImage: HEAT_GRADIENT }} aria-hidden="true" />
          Heat map: few agents to many{showHeat ? '' : ' (off)'}
        </li>
      </ul>
    </details>
  );
}
