// What names a mission: the four values that give the same agents (see SearchPlan). Every file the
// mission is saved in (vCard UIDs, SQL's comment, Parquet's and XLSX's metadata, profile links) is
// named from one key, built here from a plan, so the app, the command line and the library agree.
import type { MissionVersion, Resolution } from './types.ts';

/** What makes a mission itself: the same four give the same agents (see SearchPlan). */
export interface MissionKey {
  version: MissionVersion;
  query: string;
  seed: string;
  /** The place pin the mission was resolved to (Resolution.pin). */
  pin: string;
}

/**
 * The key of a planned mission: its version, query and seed, and the pin of the place it resolved to.
 *
 * @example missionKeyOf({ version: 2, query: "paris", seed: "42", resolution: { pin: "city:2988507" } })
 *   // { version: 2, query: "paris", seed: "42", pin: "city:2988507" }
 */
export function missionKeyOf(plan: {
  version: MissionVersion;
  query: string;
  seed: string;
  resolution: Pick<Resolution, 'pin'>;
}): MissionKey {
  return { version: plan.version, query: plan.query, seed: plan.seed, pin: plan.resolution.pin };
}

/**
 * The key of agents written without their mission (a library caller's own list): nothing names it
 * but the version its agents were made with.
 *
 * @example unnamedMissionKey(1) // { version: 1, query: "", seed: "", pin: "" }
 */
export function unnamedMissionKey(version: MissionVersion): MissionKey {
  return { version, query: '', seed: '', pin: '' };
}
