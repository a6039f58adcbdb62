// The status line's state outside React: the whole current message (for the live region) and
// the part typed so far (for the eye), changed together so the two never disagree on screen.
// Only the status line subscribes, so typing ~40 letters a second re-renders that line alone,
// not the map and table around it. `show` tells the search script when a message is whole on
// screen, for the one place it waits for that (the "Scanning…" message).
import type { Sleep } from './sleep.ts';
import { sharedPrefix, typeMessage } from './typewriter.ts';

export interface StatusSnapshot {
  /** The whole current message. */
  message: string;
  /** What is typed of it so far: always a start of `message`. */
  typed: string;
  /** What the live region says: the message, or for a burst of progress messages an earlier one. */
  announced: string;
}

/**
 * A bulk search replaces "Decrypted profile n / total..." every frame. A screen reader handed each
 * would queue dozens a second and read them long after the search ended, so a progress message is
 * announced only when this long has passed since the last announcement. Any other message
 * (including "Search complete.") is announced at once.
 */
export const PROGRESS_ANNOUNCE_INTERVAL_MS = 3000;

export interface ShowOptions {
  /** False: shown whole at once rather than typed. */
  typed?: boolean;
  /** One of a burst of progress messages: announced at most every PROGRESS_ANNOUNCE_INTERVAL_MS. */
  progress?: boolean;
}

export interface StatusTypewriter {
  /**
   * Replaces the current message. Resolves once `message` is typed out in full, or at once when
   * it is shown whole (motion reduced, or `typed: false`); also resolves (early) if a newer
   * message replaces it, so nobody waits forever.
   */
  show(message: string, options?: ShowOptions): Promise<void>;
  getSnapshot(): StatusSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stops typing for good (the screen is going away). */
  dispose(): void;
}

export interface StatusTypewriterDeps {
  sleep: Sleep;
  random: () => number;
  now(): number;
  /** False when the visitor asked for reduced motion: messages then appear whole. */
  animate(): boolean;
}

export function createStatusTypewriter(deps: StatusTypewriterDeps, initialMessage: string): StatusTypewriter {
  // With motion, even the first message is typed; without, it is there from the first paint.
  let snapshot: StatusSnapshot = {
    message: initialMessage,
    typed: deps.animate() ? '' : initialMessage,
    announced: initialMessage,
  };
  let typing: { controller: AbortController; done: () => void } | null = null;
  let lastAnnouncedAt = -Infinity;
  const listeners = new Set<() => void>();

  const publish = (next: Omit<StatusSnapshot, 'announced'>) => {
    snapshot = { ...next, announced: snapshot.announced };
    for (const listener of listeners) listener();
  };
  /** Hands `message` to the live region unless it is progress that came too soon after the last. */
  const announce = (message: string, progress: boolean) => {
    const now = deps.now();
    if (progress && now - lastAnnouncedAt < PROGRESS_ANNOUNCE_INTERVAL_MS) return;
    lastAnnouncedAt = now;
    snapshot = { ...snapshot, announced: message };
  };
  const stopTyping = () => {
    typing?.controller.abort();
    typing?.done();
    typing = null;
  };

  return {
    show(message, { typed = true, progress = false } = {}) {
      stopTyping();
      announce(message, progress);
      if (!typed || !deps.animate()) {
        publish({ message, typed: message });
        return Promise.resolve();
      }
      // Keep the start the new message shares with what is on screen (see sharedPrefix).
      const kept = sharedPrefix(snapshot.typed, message);
      publish({ message, typed: kept });
      return new Promise<void>((resolve) => {
        const controller = new AbortController();
        const mine = { controller, done: resolve };
        typing = mine;
        typeMessage(
          message,
          {
            sleep: deps.sleep,
            random: deps.random,
            now: deps.now,
            onText: (typed) => publish({ message, typed }),
          },
          controller.signal,
          kept,
        ).then(
          () => {
            if (typing === mine) typing = null;
            resolve();
          },
          // Replaced or disposed: stopTyping has resolved it already.
          () => {},
        );
      });
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose: stopTyping,
  };
}

/** The visitor's "reduce motion" setting, read at the moment a message is shown. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}
