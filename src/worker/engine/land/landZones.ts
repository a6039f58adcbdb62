// The land cut into latitude zones, so that a mission loads and decodes only the shores near its
// place. A place's square (±0.05°, see placeLand.ts) asks only for segments whose latitude span
// meets it, and a ray cast east stays at the point's latitude: so a zone holding every segment that
// meets its band widened by ZONE_MARGIN answers any square centred in the band exactly as the whole
// world's land does. The world's land was about 1.5 MB to fetch and 54 ms to decode on a mission
// link's critical path; Paris's zone is about a twentieth of it. Built by scripts/build-land.ts.

/** Zones of 5° from the South Pole: 36 modules, Paris's with about 27,000 of the world's 515,000 segments. */
export const ZONE_DEGREES = 5;
export const ZONE_COUNT = Math.round(180 / ZONE_DEGREES);
/**
 * How far past its band a zone's segments reach. Twice a square's half side (0.05°), so a square
 * centred anywhere in the band lies inside the zone with room to spare for rounding.
 */
export const ZONE_MARGIN = 0.1;

/** The zone whose band holds latitude `lat` (the poles go to the zones beside them). */
export function zoneOf(lat: number): number {
  const zone = Math.floor((lat + 90) / ZONE_DEGREES);
  return zone < 0 ? 0 : zone >= ZONE_COUNT ? ZONE_COUNT - 1 : zone;
}

/** The latitudes zone `zone` answers for: its band, widened by ZONE_MARGIN each way. */
export function zoneCoverage(zone: number): { south: number; north: number } {
  return {
    south: zone * ZONE_DEGREES - 90 - ZONE_MARGIN,
    north: (zone + 1) * ZONE_DEGREES - 90 + ZONE_MARGIN,
  };
}
