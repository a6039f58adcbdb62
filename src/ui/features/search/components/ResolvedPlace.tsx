// Under the status line: how the worker understood the query ("Resolved: Porto, Portugal",
// "Italy — agents in 9 places"), and the other places the visitor may have meant, as buttons.
// The dashboard owns the mission; this only shows its resolution and hands a choice back.
import { useId, useRef } from 'react';
import type { PlaceChoice, Resolution } from '../../../../shared/types.ts';
import { describeResolution, otherPlaces } from '../resolutionText.ts';

export interface ResolvedPlaceProps {
  /** The resolution of the mission on screen; null before its plan arrives. */
  resolution: Resolution | null;
  /** Reruns the mission in the chosen place. */
  onChoose(choice: PlaceChoice): void;
}

export function ResolvedPlace({ resolution, onChoose }: ResolvedPlaceProps) {
  const line = useRef<HTMLParagraphElement>(null);
  const labelId = useId();
  const choices = resolution === null ? [] : otherPlaces(resolution);

  const choose = (choice: PlaceChoice) => {
    // The pressed button goes away with the old mission's alternatives. Focus moves to the line
    // that will name the new place, so a keyboard user carries on from here, not the page's top.
    line.current?.focus();
    onChoose(choice);
  };

  return (
    <div className="resolved">
      {/* Always in the page, so its polite announcement of each new place is not lost on mount. */}
      <p className="resolved__line" ref={line} tabIndex={-1} aria-live="polite">
        {resolution === null ? '' : describeResolution(resolution)}
      </p>
      {resolution?.why !== undefined && <p className="resolved__why">Why: {resolution.why}</p>}
      {choices.length > 0 && (
        <div className="resolved__choices" role="group" aria-labelledby={labelId}>
          <span className="resolved__label" id={labelId}>
            Other places
          </span>
          {choices.map((choice) => (
            <button
              key={choice.pin}
              className="button button--small"
              type="button"
              onClick={() => choose(choice)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
