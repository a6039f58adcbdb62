// One question to the worker, asked again only when what it asks changes: the agent an agent link
// names, an agent's dossier. The answer is kept with the question it answers, so a new question
// reads as loading until its own answer comes, and an answer to an older one is dropped.
import { useEffect, useState } from 'react';

export type WorkerAnswer<T> =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; message: string };

/**
 * The answer to `ask()`, asked when `key` (what the question is, as text) changes; `none` while `key`
 * is null. A failure carries a message fit to show (the worker's, for a mission it refuses).
 *
 * @example useWorkerAnswer(link && JSON.stringify(link), () => client().agent(link.request, link.index))
 */
export function useWorkerAnswer<T>(key: string | null, ask: () => Promise<T>): WorkerAnswer<T> {
  const [answer, setAnswer] = useState<{ key: string; result: WorkerAnswer<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    ask()
      .then((value) => {
        if (current) setAnswer({ key, result: { status: 'ready', value } });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        setAnswer({ key, result: { status: 'failed', message } });
      });
    return () => {
      current = false;
    };
    // `key` stands for the question: a new `ask` asking the same thing asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return { status: 'none' };
  return answer !== null && answer.key === key ? answer.result : { status: 'loading' };
}
