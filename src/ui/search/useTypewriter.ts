// The typed-out form of the current status message, for display only (screen readers get the
// whole message from the live region). With `animate` off, the message is shown whole at once.
import { useEffect, useState } from 'react';
import { sleep } from './sleep.ts';
import { typeMessage } from './typewriter.ts';

export function useTypewriter(message: string, animate: boolean): string {
  // Remembers which message the typed text belongs to, so a new message starts from nothing
  // without a synchronous reset inside the effect.
  const [typed, setTyped] = useState({ message: '', text: '' });

  useEffect(() => {
    if (!animate) return;
    const controller = new AbortController();
    typeMessage(
      message,
      { sleep, random: Math.random, onText: (text) => setTyped({ message, text }) },
      controller.signal,
    ).catch(() => {
      // Replaced by a newer message or unmounted: nothing left to show.
    });
    return () => controller.abort();
  }, [message, animate]);

  if (!animate) return message;
  return typed.message === message ? typed.text : '';
}
