// The typed-out form of the current status message, for display only (screen readers get the
// whole message from the live region). With `animate` off, the message is shown whole at once.
import { useEffect, useRef, useState } from 'react';
import { sleep } from './sleep.ts';
import { sharedPrefix, typeMessage } from './typewriter.ts';

export function useTypewriter(message: string, animate: boolean): string {
  // Which message the typed text belongs to: a new message is shown from the start it shares
  // with the old text until its own typing catches up, with no reset inside the effect.
  const [typed, setTyped] = useState({ message: '', text: '' });
  // The same text for the effect, which must not re-run on every letter.
  const onScreen = useRef('');

  useEffect(() => {
    if (!animate) return;
    const controller = new AbortController();
    const show = (text: string) => {
      onScreen.current = text;
      setTyped({ message, text });
    };
    typeMessage(
      message,
      { sleep, random: Math.random, onText: show },
      controller.signal,
      onScreen.current,
    ).catch(() => {
      // Replaced by a newer message or unmounted: nothing left to show.
    });
    return () => controller.abort();
  }, [message, animate]);

  if (!animate) return message;
  return typed.message === message ? typed.text : sharedPrefix(typed.text, message);
}
