// The search script's timings and odds (spec §9), in one place so the script, the typewriter
// and their tests agree. Ranges are [min, max] in milliseconds; a value is drawn uniformly per use.

/** Pause before each agent is revealed. */
export const REVEAL_DELAY_MS = [200, 400] as const;
/** Share of searches that play the simulated connection outage. */
export const OUTAGE_CHANCE = 0.05;
/** How long the outage lasts before the channel is "restored". */
export const OUTAGE_MS = [2000, 3000] as const;
/** Pause after "Secure channel restored..." before the search continues. */
export const OUTAGE_RECOVERY_MS = 800;
/** Typing speed of status messages, drawn per character. */
export const TYPING_MS_PER_CHAR = [15, 35] as const;

export type MsRange = readonly [min: number, max: number];

/** A uniform draw in [min, max) from a [0, 1) source, so tests can pin it with a fixed `random`. */
export function drawMs([min, max]: MsRange, random: () => number): number {
  return min + random() * (max - min);
}
