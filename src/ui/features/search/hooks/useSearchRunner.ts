// The search feature as the mission owner runs it: the search script with the page's clock, frames
// and randomness, its statuses going to the status line's store. What a search changes (results,
// place, link, memory) is the owner's (src/ui/mission/missionStore.ts); this only plays it.
import { useEffect, useState } from 'react';
import type { AgentResults } from '../../../mission/agentResults.ts';
import { isBulk } from '../../../mission/bulk.ts';
import type { SearchRunner } from '../../../mission/missionStore.ts';
import type { DirectoryClient } from '../../../workerBridge/directoryClient.ts';
import { markPerf, PERF_MARKS } from '../../../lib/perfMarks.ts';
import { runSearchScript } from '../searchScript.ts';
import { nextFrame } from '../nextFrame.ts';
import { sleep } from '../sleep.ts';
import { STATUS_COMPLETE, STATUS_IDLE } from '../statusMessages.ts';
import { createStatusTypewriter, prefersReducedMotion, type StatusTypewriter } from '../statusTypewriter.ts';

export interface SearchFeature {
  /** The status line's store: the current message and how much of it is typed. */
  status: StatusTypewriter;
  runner: SearchRunner;
}

export function useSearchRunner(client: DirectoryClient): SearchFeature {
  const [status] = useState(() =>
    createStatusTypewriter(
      { sleep, random: Math.random, now: () => performance.now(), animate: () => !prefersReducedMotion() },
      STATUS_IDLE,
    ),
  );
  const [runner] = useState((): SearchRunner => ({
    run(mission, events, signal) {
      markPerf(PERF_MARKS.searchStart);
      return runSearchScript(
        mission,
        { client, sleep, nextFrame, random: Math.random },
        {
          // The script already stops calling after an abort; the guards keep that promise local.
          onStatus: (message, options) => (signal.aborted ? undefined : status.show(message, options)),
          onPlan: events.onPlan,
          onReveal: events.onReveal,
          onComplete: (summary) => {
            if (signal.aborted) return;
            markPerf(PERF_MARKS.searchComplete, { delivered: summary.delivered });
            events.onComplete(summary);
          },
        },
        signal,
      );
    },
    restored(results: AgentResults) {
      void status.show(STATUS_COMPLETE, { typed: !isBulk(results.total) });
    },
  }));

  useEffect(() => {
    // Types the idle message (unless a search or a restore has already replaced it).
    if (status.getSnapshot().typed === '') void status.show(status.getSnapshot().message);
    return () => status.dispose();
  }, [status]);

  return { status, runner };
}
