// "New version available — Reload": shown only when a new version waits, so two versions never run at once.
//
// The live region is always in the page (an announcement needs a region that existed before its text) and
// carries aria-live rather than role="status": the dashboard's status line is the page's one status.
import { useAppUpdate } from '../hooks/useAppUpdate.ts';

export function UpdatePrompt() {
  const { waiting, reload } = useAppUpdate();
  return (
    <div className="update" aria-live="polite">
      {waiting && (
        <p className="update__message">
          New version available —{' '}
          <button type="button" className="button button--primary button--small" onClick={reload}>
            Reload
          </button>
        </p>
      )}
    </div>
  );
}
