// How the command line stops when it is told to from outside: Ctrl-C (SIGINT), `kill` (SIGTERM) or a
// closed terminal or SSH session (SIGHUP). Every partial file goes, and the process exits with the code a
// shell gives a run stopped by that signal (128 + its number: 130, 143, 129), so a script or scheduler
// reads why it ended. The process exits with that code rather than dying by the signal: the partial
// files must be removed first, and worker threads end with the process.
import { rmSync } from 'node:fs';
import { constants } from 'node:os';

/** The signals that stop a run, each with its conventional exit code. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/**
 * The exit code of a run stopped by `signal`: 128 plus the signal's number, as shells report it.
 *
 * @example exitCodeOf("SIGTERM") // 143
 */
export function exitCodeOf(signal: StopSignal): number {
  return 128 + constants.signals[signal];
}

const partials = new Set<string>();
let installed = false;

/**
 * Makes every stop signal end the process with its exit code, and any exit (a signal, process.exit, an
 * uncaught error) remove the partial files still registered. Safe to call more than once.
 */
export function exitOnStopSignals(): void {
  if (installed) return;
  installed = true;
  process.on('exit', removePartials);
  for (const signal of STOP_SIGNALS) process.on(signal, () => process.exit(exitCodeOf(signal)));
}

/**
 * Registers a file to remove if the process ends before the file is renamed into place; returns the
 * function that forgets it (once renamed, or removed by its owner).
 *
 * @example const forget = removeOnExit(".agents.csv.partial-42"); …; renameSync(…); forget()
 */
export function removeOnExit(path: string): () => void {
  exitOnStopSignals();
  partials.add(path);
  return () => {
    partials.delete(path);
  };
}

function removePartials(): void {
  for (const path of partials) {
    // An exit listener must not throw: a file that cannot be removed is left, and the others still go.
    try {
      rmSync(path, { force: true });
    } catch {
      /* nothing more can be done on the way out */
    }
  }
  partials.clear();
}
