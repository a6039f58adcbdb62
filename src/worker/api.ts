// The worker's facade: the only surface the UI sees, through Comlink.
// Each method is a few lines that hand work to the engine; the UI imports `type WorkerApi` only.
import type { Agent, IndexStats, SearchPlan, SearchRequest, SearchSummary, WorkerConfig } from '../shared/types.ts';

/** Receives a search's results as they are made. Passed through Comlink.proxy(). */
export interface SearchListener {
  onPlan(plan: SearchPlan): void;
  onAgent(agent: Agent, index: number): void;
}

export interface WorkerApi {
  /** Loads and indexes the cities once; later calls return the same stats. */
  init(config: WorkerConfig): Promise<IndexStats>;
  /** Resolves the query, then streams agents one at a time. A newer search cancels this one. */
  search(request: SearchRequest, listener: SearchListener): Promise<SearchSummary>;
  /** Stops the running search, if any. */
  cancel(): void;
}
