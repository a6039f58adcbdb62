// The status line. Sighted visitors watch the message being typed; screen readers would hear
// every letter if that text were live, so the typed copy is aria-hidden and a visually hidden
// live region holds the whole message, announced once per message (a bulk search's running
// count only every few seconds: see statusTypewriter.ts).
import { useSyncExternalStore } from 'react';
import type { StatusTypewriter } from '../statusTypewriter.ts';

export function StatusLine({ typewriter }: { typewriter: StatusTypewriter }) {
  const { message, typed, announced } = useSyncExternalStore(
    typewriter.subscribe,
    typewriter.getSnapshot,
    typewriter.getSnapshot, // the server render (markup tests) shows the same state
  );
  const typing = typed !== message;
  return (
    <div className="status">
      <p className="status__typed" aria-hidden="true">
        <span className="status__prompt">&gt;</span> {typed}
        <span className={typing ? 'status__caret status__caret--typing' : 'status__caret'} />
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
