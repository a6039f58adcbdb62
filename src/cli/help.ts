// What `silent-directory --help` and `silent-directory agents --help` print. Built from the same
// constants the command checks its arguments against (formats, dialects, fields, versions), so the
// help can never list a format the command refuses or miss a field it accepts.
import { LATEST_MISSION_VERSION, MISSION_VERSIONS } from '../shared/types.ts';
import { AGENT_FIELD_NAMES, AGENT_FIELD_SPECS, type AgentField } from '../shared/agentFields.ts';
import { FORMATS } from '../shared/formats.ts';
import { SQL_DIALECTS } from '../shared/sqlFormat.ts';
import { LINKED_TABLES, TABLE_FORMATS } from '../shared/linkedTables.ts';
import { MISSION_VERSION_CONTENTS } from '../shared/missionVersions.ts';

/** The program's name as a user types it. */
export const PROGRAM = 'silent-directory';

/** What the help says of a field some agents lack. */
const FIELD_NOTES: Partial<Readonly<Record<AgentField, string>>> = {
  nativeName: 'only for names written in another script',
  handlerId: "absent for an agency's director",
  cellId: 'absent above the cells',
};

/**
 * The fields as the help lists them: a line per mission version that added fields, wrapped to a
 * terminal's width.
 */
function fieldLines(): string[] {
  return MISSION_VERSIONS.flatMap((version) => {
    const added = AGENT_FIELD_NAMES.filter((field) => AGENT_FIELD_SPECS[field].since === version);
    if (added.length === 0) return [];
    const named = added.map((field) => (FIELD_NOTES[field] ? `${field} (${FIELD_NOTES[field]})` : field));
    return wrap(`version ${version} and later: ${named.join(', ')}`, 100, '    ');
  });
}

/** The versions still in preview, said after the version option: they do not yet replay forever. */
function previewNote(): string {
  const previews = MISSION_VERSIONS.filter((version) => MISSION_VERSION_CONTENTS[version].preview);
  if (previews.length === 0) return '';
  return `\n                          (${previews.join(', ')}: a preview of linked data, whose output may still change)`;
}

function wrap(text: string, width: number, indent: string): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const word of text.split(' ')) {
    if (line.length + word.length + 1 > width && line.trim() !== '') {
      lines.push(line.trimEnd());
      line = indent;
    }
    line += `${word} `;
  }
  lines.push(line.trimEnd());
  return lines;
}

/**
 * The agents command's help: every option, the formats, dialects and fields, and an example a job.
 *
 * @example agentsHelp().includes("--format F")
 */
export function agentsHelp(): string {
  return `Usage: ${PROGRAM} agents [options]

Invented agents that fit their place, replayable forever: the same query, seed and mission version
give the same bytes on any machine. Places are resolved from the packaged data; nothing is sent over
the network unless --geocode is given.

Options:
  --query TEXT            a place or keywords ("tokyo", "cyber ops in lyon"); without it, one query a line on stdin
  --count N               agents in the mission (1 to 100,000,000; 12 by default)
  --seed S                any text, or a number up to 4294967295; drawn when absent, and then said on stderr
  --mission-version N     ${MISSION_VERSIONS.join(' or ')} (${LATEST_MISSION_VERSION}, the latest, by default); pin it to replay the same agents forever${previewNote()}
  --format F              ${FORMATS.join(', ')} (json; ndjson for stdin)
  --dialect D             for sql: ${SQL_DIALECTS.join(', ')} (postgres)
  --table NAME            for sql: the table's name (agents); letters, digits and _ only
  --drop                  for sql: drop the table first, so the script can be loaded again
  --tables a,b,c          a linked mission's tables, the agents alone by default (version 4 has the others):
                          ${LINKED_TABLES.join(', ')}; a file each into
                          --output DIR (${TABLE_FORMATS.filter((format) => format !== 'sql').join(', ')}), or one sql script
  --nest                  a linked mission's agents as documents (json, ndjson): each with its agency's
                          and household's rows inside, in place of agency and householdId
  --bom / --no-bom        for csv: start with a UTF-8 byte order mark, which Excel wants (no BOM by default)
  --fields a,b,c          choose and order the fields (not for vcf)
  --shard K/N             write only part K of N contiguous parts (the parts add up to the mission);
                          auto/N or auto: the part from the array job's scheduler (Kubernetes, AWS Batch,
                          Slurm), named into --output with a manifest beside it (docs/SCHEDULERS.md)
  --output FILE           write FILE, whole or not at all, instead of stdout (a regular file only)
  --threads N             worker threads making agents (chosen by size and cores by default)
  --place PIN             a mission link's place: a GeoNames id, city:ID, country:CC, region:CC:Name
  --geocode               ask the geocoder (TSD_GEOCODER_URL, or OpenStreetMap's Nominatim) before the packaged
                          data, at most one request a second; its answers may change over time
  --offline               the default: resolve with the packaged data only (kept for older scripts)
  --explain               print how the query resolves, as one JSON object, instead of agents
  -h, --help              this help
  --version               the program's version

Fields, by the mission version that added them:
${fieldLines().join('\n')}

Examples:
  test data as CSV:        ${PROGRAM} agents --query tokyo --count 1000 --seed 7 --format csv --output tokyo.csv
  load into PostgreSQL:    ${PROGRAM} agents --query porto --count 5000 --format sql --drop | psql -d mydb
  into SQLite, own table:  ${PROGRAM} agents --query lyon --format sql --dialect sqlite --table spies | sqlite3 spies.db
  a workbook for Excel:    ${PROGRAM} agents --query seoul --count 2000 --format xlsx --output seoul.xlsx
  linked tables, Parquet:  ${PROGRAM} agents --query warsaw --count 100000 --mission-version 4 --format parquet --tables agents,agencies,cells --output warsaw/
  a large Parquet file:    ${PROGRAM} agents --query "italy" --count 10000000 --format parquet --output italy.parquet
  map points as GeoJSON:   ${PROGRAM} agents --query "cape town" --count 500 --fields fullName,lat,lng --format geojson
  one part of four:        ${PROGRAM} agents --query lagos --seed 7 --count 4000000 --format csv --shard 2/4 --output part-2.csv
  a part of an array job:  ${PROGRAM} agents --query lagos --seed 7 --count 64000000 --format parquet --shard auto/64 --output out/agents.parquet
  many queries at once:    printf 'tokyo\\nlagos\\n' | ${PROGRAM} agents --count 3
  how a query resolves:    ${PROGRAM} agents --query "Alexandria, Virginia" --explain

Exit codes: 0 done; 2 bad arguments, a place or file that cannot be, a failed write; 1 an unexpected
failure; 128 + the signal's number when interrupted (130 for Ctrl-C).
`;
}

/**
 * The program's help, for a bare `silent-directory` and `silent-directory --help`.
 *
 * @example programHelp().startsWith("Usage: silent-directory <command>")
 */
export function programHelp(): string {
  return `Usage: ${PROGRAM} <command> [options]

Commands:
  agents       make a mission's agents in any of the formats (${PROGRAM} agents --help)
  check-parts  check a sharded mission's parts before merging them (${PROGRAM} check-parts --help)
  serve        invented people over HTTP: randomuser.me's API and our own (${PROGRAM} serve --help)

Options:
  -h, --help   this help
  --version    the program's version

Example:
  ${PROGRAM} agents --query tokyo --count 1000 --format csv --output tokyo.csv
`;
}
