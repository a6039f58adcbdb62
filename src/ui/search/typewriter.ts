// Types a status message out letter by letter (spec §4: 15–35 ms a character, drawn per
// character). Kept apart from the search script on purpose: typing is presentation, and a
// message still being typed must never hold back the next reveal — it is simply replaced.
import { TYPING_MS_PER_CHAR, drawMs } from './constants.ts';
import type { Sleep } from './sleep.ts';

export interface TypewriterDeps {
  sleep: Sleep;
  random: () => number;
  /** Called with the growing prefix: "S", "Sc", … , the whole message. */
  onText(text: string): void;
}

/** Resolves once the whole message is shown; rejects with the abort reason if replaced first. */
export async function typeMessage(message: string, deps: TypewriterDeps, signal: AbortSignal): Promise<void> {
  // By code point, so "⚠" or an emoji in a query is never shown as half a surrogate pair.
  const characters = Array.from(message);
  for (let shown = 1; shown <= characters.length; shown++) {
    await deps.sleep(drawMs(TYPING_MS_PER_CHAR, deps.random), signal);
    deps.onText(characters.slice(0, shown).join(''));
  }
}
