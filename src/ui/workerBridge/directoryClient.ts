// What the UI needs from the directory, whoever computes it. The search script depends on this
// interface only, so it can be driven by a fake in tests and by the Comlink worker in the app.
import type { Agent, IndexStats, SearchListener, SearchRequest, SearchSummary } from '../../shared/types.ts';
import type { AgentDossier } from '../../shared/dossier.ts';
import type { RelatedTable, TableFileFormat } from '../../shared/linkedTables.ts';

export type { SearchListener };

export interface DirectoryClient {
  /** Starts loading the city index early; searches wait for it anyway. Safe to call repeatedly. */
  prepare(): Promise<IndexStats>;
  /**
   * Runs one search, streaming its plan and agents to `listener` as fast as they are made.
   * Aborting `signal` cancels the search; agents may still trickle in afterwards and must be ignored.
   */
  search(request: SearchRequest, listener: SearchListener, signal: AbortSignal): Promise<SearchSummary>;
  /** Agent `index` of the mission `request` names, regenerated alone (an agent link). */
  agent(request: SearchRequest, index: number): Promise<Agent>;
  /** The dossier of agent `index` of the linked mission `request` names, its count among it. */
  dossier(request: SearchRequest, index: number): Promise<AgentDossier>;
  /** Related table `table` of the linked mission `request` names (its count among it), as a file's bytes. */
  table(request: SearchRequest, table: RelatedTable, format: TableFileFormat): Promise<Uint8Array>;
  /**
   * A hint that the visitor is typing `query`, so that its search finds the place's tables made.
   * Optional: a client without it only loses the head start.
   */
  warm?(query: string): void;
}
