// React's handle on the search script: one search at a time (starting one cancels the last),
// cancelled on unmount, with its progress as plain state and its status in a typewriter store.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { SearchSummary } from '../../../../shared/types.ts';
import type { AgentResults } from '../../../mission/agentResults.ts';
import type { DirectoryClient } from '../../../workerBridge/directoryClient.ts';
import { normalizeQuery } from '../../../mission/query.ts';
import { isBulk } from '../../../mission/bulk.ts';
import { runSearchScript, type Mission } from '../searchScript.ts';
import {
  INITIAL_SEARCH_STATE,
  searchReducer,
  type PlacedMission,
  type SearchState,
} from '../../../mission/searchState.ts';
import { markPerf, PERF_MARKS } from '../../../lib/perfMarks.ts';
import { nextFrame } from '../nextFrame.ts';
import { sleep } from '../sleep.ts';
import { STATUS_COMPLETE, STATUS_IDLE } from '../statusMessages.ts';
import { createStatusTypewriter, prefersReducedMotion, type StatusTypewriter } from '../statusTypewriter.ts';

export interface SearchHandlers {
  /** The worker has placed the mission: from here on it can be replayed, pin and all. */
  onPlan?(placed: PlacedMission, mission: Mission): void;
  onComplete?(placed: PlacedMission, results: AgentResults, summary: SearchSummary, mission: Mission): void;
}

export interface SearchControls extends SearchState {
  /** The status line's store: the current message and how much of it is typed. */
  status: StatusTypewriter;
  /** Starts `mission`, cancelling any running search. False (and nothing changes) for a blank query. */
  start(mission: Mission): boolean;
  /** Shows a finished search's agents, and where it was placed, again without replaying it. */
  restore(results: AgentResults, placed: PlacedMission): void;
}

export function useSearchScript(client: DirectoryClient, handlers: SearchHandlers = {}): SearchControls {
  const [state, dispatch] = useReducer(searchReducer, INITIAL_SEARCH_STATE);
  const [status] = useState(() =>
    createStatusTypewriter(
      { sleep, random: Math.random, now: () => performance.now(), animate: () => !prefersReducedMotion() },
      STATUS_IDLE,
    ),
  );
  const controllerRef = useRef<AbortController | null>(null);
  // The latest handlers, so `start` can stay stable while the dashboard re-renders.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    // Types the idle message (unless a search or a restore has already replaced it).
    if (status.getSnapshot().typed === '') void status.show(status.getSnapshot().message);
    return () => {
      controllerRef.current?.abort();
      status.dispose();
    };
  }, [status]);

  const start = useCallback(
    (mission: Mission): boolean => {
      if (normalizeQuery(mission.query) === null) return false;
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      let results: AgentResults | null = null;
      let placed: PlacedMission | null = null;
      dispatch({ type: 'started' });
      markPerf(PERF_MARKS.searchStart);
      void runSearchScript(
        mission,
        { client, sleep, nextFrame, random: Math.random },
        {
          // The script already stops calling after an abort; the guards keep that promise local.
          onStatus: (message, options) => (signal.aborted ? undefined : status.show(message, options)),
          onPlan: (plan, planned) => {
            if (signal.aborted) return;
            results = planned;
            // The mission's own (normalised) query: the one the visitor sees in the box and the link.
            placed = {
              query: normalizeQuery(mission.query) ?? plan.query,
              seed: plan.seed,
              count: plan.count,
              resolution: plan.resolution,
            };
            dispatch({ type: 'planned', results: planned, placed });
            handlersRef.current.onPlan?.(placed, mission);
          },
          onReveal: (revealed) => {
            if (!signal.aborted) dispatch({ type: 'revealed', revealed });
          },
          onComplete: (summary) => {
            if (signal.aborted || results === null || placed === null) return;
            dispatch({ type: 'completed' });
            markPerf(PERF_MARKS.searchComplete, { delivered: summary.delivered });
            handlersRef.current.onComplete?.(placed, results, summary, mission);
          },
        },
        signal,
      ).then((outcome) => {
        if (!signal.aborted && outcome !== 'complete') dispatch({ type: 'stopped' });
      });
      return true;
    },
    [client, status],
  );

  const restore = useCallback(
    (results: AgentResults, placed: PlacedMission) => {
      controllerRef.current?.abort();
      dispatch({ type: 'restored', results, placed });
      void status.show(STATUS_COMPLETE, { typed: !isBulk(results.total) });
    },
    [status],
  );

  return { ...state, status, start, restore };
}
