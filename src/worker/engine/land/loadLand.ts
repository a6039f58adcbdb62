// The land near a place: its latitude zone's module (landZones.ts), fetched and decoded once per
// worker or process when a version 2 mission first needs it. The command line and the library in
// Node use the whole world's index instead, read from a snapshot (useLandIndex).
// The zones' index is a list of loaders (about 2 KB), imported here rather than with a zone: a
// request of its own before the zone's cost a shared link about 45 ms of round trip.
import { LAND_ZONES } from '../../data/land/landZones.generated.ts';
import { loadOnce } from '../../../shared/loadOnce.ts';
import { decodeLand, type LandIndex } from './landIndex.ts';
import { ZONE_COUNT, ZONE_DEGREES, ZONE_MARGIN, zoneCoverage, zoneOf } from './landZones.ts';

let world: Promise<LandIndex> | null = null;
const zones = Array.from({ length: ZONE_COUNT }, (_, zone) => loadOnce(() => loadZone(zone)));

/**
 * The land index that answers for a place at latitude `lat` (its square, see placeLand.ts), shared
 * by every mission there. A failed load (offline) is asked for again by the next call; a browser may
 * answer that from its memory of the failure until the page reloads.
 *
 * @example const index = await loadLand(48.85341) // Paris's zone, 45° to 50° N
 */
export function loadLand(lat: number): Promise<LandIndex> {
  return world ?? (zones[zoneOf(lat)] as () => Promise<LandIndex>)();
}

async function loadZone(zone: number): Promise<LandIndex> {
  // The generated modules are made on install; after the zones' constants change they are stale
  // until `npm run data` runs, and a zone cut otherwise would miss shores: say so instead.
  if (
    LAND_ZONES.count !== ZONE_COUNT ||
    LAND_ZONES.degrees !== ZONE_DEGREES ||
    LAND_ZONES.margin !== ZONE_MARGIN
  ) {
    throw new Error('Land data: the zone modules are stale; run `npm run data`');
  }
  const load = LAND_ZONES.modules[zone];
  if (load === undefined) throw new Error(`Land data: no zone ${zone}`);
  const { LAND_LAYERS } = await load();
  return decodeLand(LAND_LAYERS, zoneCoverage(zone));
}

/**
 * Makes `index`, the whole world's land, the land index of this thread, so that no mission loads a
 * zone: for the command line and the library in Node, which read a snapshot of it (landSnapshot.ts).
 * Does nothing once a world index is set: every mission of a thread sees the same land.
 */
export function useLandIndex(index: LandIndex): void {
  world ??= Promise.resolve(index);
}
