// The "Export CSV/JSON/GeoJSON/vCard" files, built from the agents the page holds with the very writer
// the CLI prints with (src/shared/formats.ts): the same mission gives the same bytes. A large
// mission is written in slices, each turned into a small Blob (UTF-8 bytes) at once: the page stays
// responsive between slices, 100,000 agents' text never exists as one 60 MB string, and the file is
// a Blob of those Blobs, which refers to their bytes instead of copying them.
import { createFormatWriter, type Format } from '../../../shared/formats.ts';
import type { MissionKey } from '../../../shared/vcard.ts';
import type { AgentResults } from '../../mission/agentResults.ts';

/** The formats offered as downloads (ndjson stays a CLI format: it is for pipes, not for people). */
export const EXPORT_FORMATS = ['csv', 'json', 'geojson', 'vcf'] as const satisfies readonly Format[];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_LABELS: Readonly<Record<ExportFormat, string>> = {
  csv: 'CSV',
  json: 'JSON',
  geojson: 'GeoJSON',
  vcf: 'vCard',
};

/** Registered media types: RFC 4180 (with its charset parameter), RFC 8259, RFC 7946, RFC 6350. */
export const EXPORT_MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
  geojson: 'application/geo+json',
  vcf: 'text/vcard;charset=utf-8',
};

/**
 * Agents written between two turns of the page. In Chromium on the 2-core development machine a
 * 100,000-agent GeoJSON file (the slowest format) took 0.7 s in all, so a slice is a few
 * milliseconds and the longest main-thread task during the exports was 53 ms (bench/RESULTS.md).
 */
export const AGENTS_PER_SLICE = 1_000;

export interface ExportDeps {
  /** Gives the page a turn between slices (yieldToPage in the app; a no-op in tests). */
  yieldToPage(): Promise<void>;
  signal?: AbortSignal;
}

/**
 * The file for `format`, holding every agent of `results` (or the agents `only` names) in order.
 *
 * @example await buildAgentsFile(results, 'csv', mission, { yieldToPage }) // Blob, text/csv, BOM first
 */
export async function buildAgentsFile(
  results: AgentResults,
  format: ExportFormat,
  mission: MissionKey,
  deps: ExportDeps,
  /** Only these agents (mission indices, in order), e.g. a filter's; every agent when absent. */
  only: Uint32Array | null = null,
): Promise<Blob> {
  const writer = createFormatWriter(format, { mission });
  const count = only === null ? results.length : only.length;
  // Blobs, not byte arrays: a Blob built from 100 arrays copies all of them in one task (202 ms for
  // the 60 MB GeoJSON file in Chromium here, the longest task of the exports); each slice's own Blob
  // copies its 0.6 MB in its own turn.
  const slices: Blob[] = [];
  let text = writer.start();
  for (let start = 0; start < count; start += AGENTS_PER_SLICE) {
    const end = Math.min(count, start + AGENTS_PER_SLICE);
    for (let position = start; position < end; position++) {
      // An agent keeps its mission index (its vCard UID) in a file of some agents only.
      const index = only === null ? position : (only[position] as number);
      text += writer.agent(results.agent(index), index, position);
    }
    slices.push(new Blob([text]));
    text = '';
    await deps.yieldToPage();
    deps.signal?.throwIfAborted();
  }
  slices.push(new Blob([text + writer.end(count)]));
  return new Blob(slices, { type: EXPORT_MEDIA_TYPES[format] });
}
