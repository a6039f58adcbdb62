// The one owner of the service worker on the page: registers it (from the app's bundle, so the
// Content-Security-Policy needs no inline script) and says when a new version is waiting.
import { useCallback, useEffect, useRef, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { scheduleUpdateChecks } from '../updateChecks.ts';

export interface AppUpdate {
  /** A new version is installed and waits for the visitor (never on the first install). */
  waiting: boolean;
  /** Activates the waiting version; the page reloads once, when that version controls it. */
  reload: () => void;
}

interface Registered {
  activate: () => Promise<void>;
  reloadOnce: () => void;
}

export function useAppUpdate(): AppUpdate {
  const [waiting, setWaiting] = useState(false);
  const registered = useRef<Registered | null>(null);

  useEffect(() => {
    // The dev server builds no service worker; the app is registered once per page, whatever re-renders.
    if (!import.meta.env.PROD || registered.current !== null) return;
    let reloading = false;
    const reloadOnce = () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    const activate = registerSW({
      // After the page's load event: installing precaches the whole build (about 16 MB, the cities file
      // included), which should not compete with the first page's own scripts.
      immediate: false,
      // Only a worker that replaces another waits; the first one takes the page at once (clientsClaim).
      onNeedRefresh: () => setWaiting(true),
      // The plugin reloads by itself only in a page that was controlled when it loaded; reload() below
      // also covers the page of the very first visit, and the two share one reload.
      onNeedReload: reloadOnce,
      onRegisteredSW: (_url, registration) => {
        if (registration) scheduleUpdateChecks(registration);
      },
      // The app works without it, online; say why offline use is missing rather than fail silently.
      onRegisterError: (error: unknown) => {
        console.warn('The service worker did not register: the app will not work offline.', error);
      },
    });
    registered.current = { activate, reloadOnce };
  }, []);

  const reload = useCallback(() => {
    const current = registered.current;
    if (current === null) return;
    navigator.serviceWorker.addEventListener('controllerchange', current.reloadOnce, { once: true });
    void current.activate();
  }, []);
  return { waiting, reload };
}
