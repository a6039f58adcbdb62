// The status line. Sighted visitors watch the message being typed; screen readers would hear
// every letter if that text were live, so the typed copy is aria-hidden and a visually hidden
// live region holds the whole message, announced once per message.
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import { useTypewriter } from '../search/useTypewriter.ts';

export function StatusLine({ message }: { message: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypewriter(message, !reducedMotion);
  const typing = typed !== message;
  return (
    <div className="status">
      <p className="status__typed" aria-hidden="true">
        <span className="status__prompt">&gt;</span> {typed}
        <span className={typing ? 'status__caret status__caret--typing' : 'status__caret'} />
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
