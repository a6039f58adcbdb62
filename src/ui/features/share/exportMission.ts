// One click of "Export …": build the file from the mission's agents, save it under a name that
// carries the mission, and record how long it took (the browser benchmark reads the mark).
import { markPerf, PERF_MARKS } from '../../lib/perfMarks.ts';
import type { AgentResults } from '../../mission/agentResults.ts';
import { buildAgentsFile, exportFileName, type ExportFormat } from './exportAgents.ts';
import type { MissionName } from '../../lib/fileNames.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { openParquetWorker } from './parquetWorker.ts';
import { openXlsxWorker } from './xlsxWorker.ts';
import { yieldToPage } from './yieldToPage.ts';
import type { MissionVersion } from '../../../shared/types.ts';
import type { SqlDialect } from '../../../shared/sqlFormat.ts';

/**
 * Saves the mission's agents as `format` (an SQL file in `dialect`), or only the agents `only` names
 * (a filter's); resolves to the file's name, which says "filtered" for the latter. Rejects when aborted.
 */
export async function exportMission(
  mission: MissionName & { version: MissionVersion; resolution: { pin: string }; results: AgentResults },
  format: ExportFormat,
  signal: AbortSignal,
  only: Uint32Array | null = null,
  dialect: SqlDialect = 'postgres',
): Promise<string> {
  const started = performance.now();
  const key = {
    version: mission.version,
    query: mission.query,
    seed: mission.seed,
    pin: mission.resolution.pin,
  };
  const file = await buildAgentsFile(
    mission.results,
    format,
    key,
    { yieldToPage, signal, dialect, openParquet: openParquetWorker, openXlsx: openXlsxWorker },
    only,
  );
  const name = exportFileName(mission, format, { dialect, filtered: only !== null });
  saveFile(file, name);
  markPerf(PERF_MARKS.exportSaved, {
    format,
    agents: only === null ? mission.results.length : only.length,
    bytes: file.size,
    ms: performance.now() - started,
  });
  return name;
}
