// Types a status message out letter by letter (spec §4: 15–35 ms a character, drawn per
// character). Kept apart from the search script on purpose: typing is presentation, and a
// message still being typed must never hold back the next reveal — it is simply replaced.
import { TYPING_MS_PER_CHAR, drawMs } from './constants.ts';
import type { Sleep } from './sleep.ts';

export interface TypewriterDeps {
  sleep: Sleep;
  random: () => number;
  /** A clock in milliseconds (performance.now in the app). */
  now(): number;
  /** Called with the growing text: "S", "Sc", … , the whole message. */
  onText(text: string): void;
}

/**
 * Types `message` after `shown`, the part already on screen (see `sharedPrefix`). Resolves once
 * the whole message is shown; rejects with the abort reason if replaced first.
 *
 * Each character gets a deadline drawn up front, and a timer that fires late (the main thread was
 * busy drawing a map frame, say) shows every character already due: a stall costs smoothness,
 * never speed, so a message takes 15–35 ms a character overall whatever the machine is doing.
 *
 * @example typeMessage('Decrypted profile 3 / 12...', deps, signal, 'Decrypted profile ')
 */
export async function typeMessage(
  message: string,
  deps: TypewriterDeps,
  signal: AbortSignal,
  shown = '',
): Promise<void> {
  // By code point, so "⚠" or an emoji in a query is never shown as half a surrogate pair.
  const characters = Array.from(message);
  let count = Array.from(sharedPrefix(shown, message)).length;
  const dueAt: number[] = [];
  let due = deps.now();
  for (let i = count; i < characters.length; i++) {
    due += drawMs(TYPING_MS_PER_CHAR, deps.random);
    dueAt[i] = due;
  }
  while (count < characters.length) {
    await deps.sleep(Math.max(0, (dueAt[count] ?? 0) - deps.now()), signal);
    const now = deps.now();
    count++;
    while (count < characters.length && (dueAt[count] ?? Infinity) <= now) count++;
    deps.onText(characters.slice(0, count).join(''));
  }
}

/**
 * The longest common start of two texts, by code point. A new message keeps what it shares with
 * the one on screen: reveals come faster than "Decrypted profile n / 12..." can be typed, and
 * retyping its unchanged start each time would never let the number be seen.
 */
export function sharedPrefix(a: string, b: string): string {
  const left = Array.from(a);
  const right = Array.from(b);
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length++;
  return left.slice(0, length).join('');
}
