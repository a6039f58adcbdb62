#!/usr/bin/env node
// `silent-directory <command>`: the installed command line (package.json's bin, bundled to lib/cli.js).
// One command today, `agents`; the name leaves room for more without breaking scripts.
import { setFlagsFromString } from 'node:v8';
import { runAsProgram } from './agentsCommand.ts';
import { runCheckPartsAsProgram } from './checkParts.ts';

// A young generation of 4 MB semi-spaces instead of V8's 16: the agents are short-lived strings, and
// collecting them sooner keeps a ten-million-agent run near 200 MB instead of 250 MB, at no measured
// cost in speed. Set before any agent is made; worker threads get theirs through resourceLimits.
setFlagsFromString('--max-semi-space-size=4');

const HELP = `Usage: silent-directory agents [options]

Invented agents that fit their place, replayable forever.

  --query TEXT            a place or keywords ("tokyo", "cyber ops in lyon"); without it, one query per line on stdin
  --count N               agents in the mission (1 to 100,000,000; 12 by default)
  --seed S                any text, or a number up to 4294967295; drawn and said when absent
  --mission-version N     pin the version (1 or 2) to replay the same agents forever
  --format F              json, ndjson, csv, geojson, vcf, sql or parquet (json; ndjson for stdin)
  --dialect D             for sql: postgres, mysql or sqlite (postgres)
  --fields a,b,c          choose and order the fields
  --shard K/N             write only part K of N contiguous parts (the parts add up to the mission)
  --output FILE           write FILE (complete or not at all) instead of stdout
  --threads N             worker threads (chosen by size and cores by default)
  --place PIN             a mission link's place: a GeoNames id, city:ID, country:CC, region:CC:Name
  --offline               resolve with the packaged data only (no geocoder request)
  --explain               print how the query resolves instead of agents
`;

const [command, ...rest] = process.argv.slice(2);
if (command === 'agents') {
  runAsProgram(rest, 'silent-directory agents');
} else if (command === 'check-parts') {
  runCheckPartsAsProgram(rest);
} else if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
  process.stdout.write(HELP);
} else {
  process.stderr.write(
    `silent-directory: unknown command ${JSON.stringify(command.slice(0, 40))}; try: silent-directory agents --query tokyo\n`,
  );
  process.exitCode = 2;
}
