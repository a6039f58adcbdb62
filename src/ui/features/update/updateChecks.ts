// An open app learns of a new deployment only when the browser looks at the service worker's script again,
// which it does on navigation. A dashboard can stay open for days without one, so it also asks every hour.

/** How often an open app asks the server whether a new version was deployed. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface UpdateCheckHost {
  isOnline(): boolean;
  every(ms: number, run: () => void): void;
}

const BROWSER: UpdateCheckHost = {
  isOnline: () => navigator.onLine,
  every: (ms, run) => {
    setInterval(run, ms);
  },
};

/**
 * Asks for the service worker's script every `UPDATE_CHECK_INTERVAL_MS` while online; a changed script installs
 * and waits, which is what shows the update prompt. A failed check (server down, offline without the browser
 * knowing) is simply the next hour's to retry, never an error on the page.
 *
 * @example scheduleUpdateChecks(registration) // registration.update() once an hour
 */
export function scheduleUpdateChecks(
  registration: { update(): Promise<unknown> },
  host: UpdateCheckHost = BROWSER,
): void {
  host.every(UPDATE_CHECK_INTERVAL_MS, () => {
    if (!host.isOnline()) return;
    registration.update().catch(() => undefined);
  });
}
