// The land index, decoded once per worker or process from the generated module (about 1.3 MB
// gzip), which is fetched only when a version 2 mission first needs it.
import { decodeLand, type LandIndex } from './landIndex.ts';

let loading: Promise<LandIndex> | null = null;

/**
 * The land index, shared by every mission; a failed load (offline) is tried again by the next call.
 *
 * @example const index = await loadLand()
 */
export function loadLand(): Promise<LandIndex> {
  const attempt = (loading ??= import('../../data/land/landData.generated.ts').then(({ LAND_LAYERS }) =>
    decodeLand(LAND_LAYERS),
  ));
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}

/**
 * Makes `index` the land index of this thread, so that no mission decodes the land module: for the
 * command line and the library in Node, which read a snapshot of it (landSnapshot.ts). Does nothing
 * once an index is loaded or loading: every mission of a thread sees the same land.
 */
export function useLandIndex(index: LandIndex): void {
  loading ??= Promise.resolve(index);
}
