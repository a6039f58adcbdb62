// The countries' and regions' names the resolver reads (about 190 KB of the mission's code when they
// were part of it), in a chunk of their own: a shared link pinned to its city makes its mission without
// them, and the worker asks for them early whenever a query is to be resolved (see citiesFor in
// api.ts). A module of its own, without the index's code, so that the worker's first script can ask.
import type {
  COUNTRY_NAMES,
  COUNTRY_OTHER_LANGUAGE_NAMES,
} from '../../data/places/generated/countryNames.ts';
import type { REGIONS } from '../../data/places/generated/regions.ts';
import type { CAPITAL_IDS, SEAT_IDS } from '../../data/places/generated/seats.ts';
import type { REGION_LOCAL_NAMES } from '../../data/regionLocalNames.ts';
import { loadOnce } from '../../../shared/loadOnce.ts';

export interface AreaData {
  COUNTRY_NAMES: typeof COUNTRY_NAMES;
  COUNTRY_OTHER_LANGUAGE_NAMES: typeof COUNTRY_OTHER_LANGUAGE_NAMES;
  REGIONS: typeof REGIONS;
  CAPITAL_IDS: typeof CAPITAL_IDS;
  SEAT_IDS: typeof SEAT_IDS;
  REGION_LOCAL_NAMES: typeof REGION_LOCAL_NAMES;
}

/**
 * The area names, loaded once per thread. A failed load (offline) is asked for again by the next call;
 * a browser may answer that from its memory of the failure until the page reloads.
 *
 * @example const { REGIONS } = await loadAreaData()
 */
export const loadAreaData: () => Promise<AreaData> = loadOnce(() =>
  Promise.all([
    import('../../data/places/generated/countryNames.ts'),
    import('../../data/places/generated/regions.ts'),
    import('../../data/places/generated/seats.ts'),
    import('../../data/regionLocalNames.ts'),
  ]).then(
    ([
      { COUNTRY_NAMES, COUNTRY_OTHER_LANGUAGE_NAMES },
      { REGIONS },
      { CAPITAL_IDS, SEAT_IDS },
      { REGION_LOCAL_NAMES },
    ]) => ({
      COUNTRY_NAMES,
      COUNTRY_OTHER_LANGUAGE_NAMES,
      REGIONS,
      CAPITAL_IDS,
      SEAT_IDS,
      REGION_LOCAL_NAMES,
    }),
  ),
);
