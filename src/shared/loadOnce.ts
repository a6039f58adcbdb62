// A load shared by everyone who asks for it, and forgotten when it fails: the worker's parts are
// fetched on first need (the mission's code, a land zone, the area names), and offline, or after a
// deploy replaced a file, one may not come. Remembering the failure would break every later search;
// forgetting it lets the next one ask again.

/**
 * A loader that starts `load` on its first call and gives every later call the same promise, unless
 * that promise rejected: then the next call starts `load` again.
 *
 * @example const loadNames = loadOnce(() => import('./names.ts')); await loadNames() === await loadNames()
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (loading === null) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
}
