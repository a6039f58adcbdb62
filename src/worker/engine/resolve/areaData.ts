// The countries' and regions' names the resolver reads (about 190 KB of the mission's code when they
// were part of it), in a chunk of their own: a shared link pinned to its city makes its mission without
// them, and the worker asks for them early whenever a query is to be resolved (see citiesFor in
// api.ts). A module of its own, without the index's code, so that the worker's first script can ask.
import type { COUNTRY_NAMES } from '../../data/places/generated/countryNames.ts';
import type { REGIONS } from '../../data/places/generated/regions.ts';
import { loadOnce } from '../../../shared/loadOnce.ts';

export interface AreaData {
  COUNTRY_NAMES: typeof COUNTRY_NAMES;
  REGIONS: typeof REGIONS;
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
  ]).then(([{ COUNTRY_NAMES }, { REGIONS }]) => ({ COUNTRY_NAMES, REGIONS })),
);
