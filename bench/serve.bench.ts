// The people API under load (issue 48), through the packaged command line's server in a process of
// its own (so the load generator does not share its event loop):
// - how soon `serve` listens (median of five starts);
// - requests per second and p50/p99 latency for 1, 100 and 5,000-person /api/ requests at 50
//   concurrent connections (autocannon), beside the same server's OpenAPI document (a fixed text it
//   holds in memory: the reference, what the server costs with no person made);
// - the server's memory while 20 clients each stream a 10,000,000-agent /v1/agents file and
//   disconnect halfway, beside its memory while idle and while serving the reference.
// `npm run bench:serve` (`-- --quick` for shorter runs); figures and machine in bench/RESULTS.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';

const QUICK = process.argv.includes('--quick');
/** Only the streams' memory (the longest part, about twenty minutes on two cores). */
const STREAMS_ONLY = process.argv.includes('--streams-only');
const CLI = new URL('../dist-package/lib/cli.js', import.meta.url).pathname;
const CONNECTIONS = 50;
const SECONDS = QUICK ? 5 : 15;
const STREAMS = 20;
const STREAM_COUNT = QUICK ? 200_000 : 10_000_000;

interface Server {
  child: ChildProcess;
  base: string;
  startMs: number;
}

async function startServer(): Promise<Server> {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [
    CLI,
    'serve',
    '--port',
    '0',
    '--quiet',
    '--max-streams',
    String(STREAMS),
  ]);
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`serve exited: ${output}`)));
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`serve: ${chunk.toString()}`));
  return { child, base, startMs: Number(process.hrtime.bigint() - started) / 1e6 };
}

async function stop(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.on('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** The server's resident memory, in MB, from /proc. */
function rssMb(server: Server): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface LoadFigure {
  label: string;
  peakMb: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  megabytesPerSecond: number;
  errors: number;
}

async function load(server: Server, label: string, url: string, seconds = SECONDS): Promise<LoadFigure> {
  // A first request outside the measure: the missions of the seed are placed once, as a warm server has them.
  await fetch(url).then((res) => res.arrayBuffer());
  let peak = rssMb(server);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server))), 500);
  // A long time-out: a 5,000-person answer waits behind 49 others on two cores, and is slow, not lost.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 300 });
  clearInterval(sampler);
  // Requests still queued when the measure ends are let finish, so the next measure starts idle.
  await waitIdle(server);
  return {
    label,
    peakMb: peak,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    megabytesPerSecond: result.throughput.average / 1e6,
    errors: result.errors + result.non2xx,
  };
}

/** Until the server answers its health check within 50 ms: what a previous load queued is done. */
async function waitIdle(server: Server): Promise<void> {
  for (;;) {
    const started = Date.now();
    await fetch(`${server.base}/healthz`).then((res) => res.arrayBuffer());
    if (Date.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Streams of `count` agents that each read half and disconnect, all at once; the server's memory
 * sampled every half second meanwhile. Resolves with the samples' peak and the time taken.
 */
async function streamsHalfway(
  server: Server,
  count: number,
): Promise<{ peakMb: number; seconds: number; lines: number; failures: string[] }> {
  const failures: string[] = [];
  let peak = rssMb(server);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server))), 500);
  const started = Date.now();
  const url = `${server.base}/v1/agents?q=lagos&seed=bench&count=${count}&format=ndjson`;
  const read = await Promise.all(
    Array.from(
      { length: STREAMS },
      (_, k) =>
        new Promise<number>((resolve) => {
          get(`${url}&client=${k}`, (res) => {
            let lines = 0;
            res.on('data', (chunk: Buffer) => {
              for (const byte of chunk) if (byte === 10) lines++;
              if (lines >= count / 2) {
                res.destroy();
                resolve(lines);
              }
            });
            res.on('error', () => resolve(lines));
            res.on('end', () => resolve(lines));
          }).on('error', (error) => {
            // Said, not thrown: the figure of the streams that did run still stands beside it.
            failures.push(
              `client ${k} after ${((Date.now() - started) / 1000).toFixed(0)} s: ${error.message}`,
            );
            resolve(0);
          });
        }),
    ),
  );
  clearInterval(sampler);
  return {
    peakMb: peak,
    seconds: (Date.now() - started) / 1000,
    lines: read.reduce((a, b) => a + b, 0),
    failures,
  };
}

const loadBefore = loadavg()[0] ?? 0;
console.log(
  `serve bench: ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}, load ${loadBefore.toFixed(2)}`,
);

if (!STREAMS_ONLY) await startsAndLoads();

/** How soon the server listens, and the loads beside their reference. */
async function startsAndLoads(): Promise<void> {
  const starts: number[] = [];
  for (let i = 0; i < 5; i++) {
    const server = await startServer();
    starts.push(server.startMs);
    await stop(server);
  }
  starts.sort((a, b) => a - b);
  console.log(
    `listening after ${starts.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${starts[2]?.toFixed(0)} ms)`,
  );

  const server = await startServer();
  // The first request reads the place index; the figures below are of a warm server.
  await fetch(`${server.base}/api/?results=1`).then((res) => res.arrayBuffer());
  console.log(`warm and idle: ${rssMb(server).toFixed(0)} MB`);
  const figures: LoadFigure[] = [];
  figures.push(await load(server, 'reference: /openapi.json (fixed text)', `${server.base}/openapi.json`));
  for (const results of [1, 100, 5000]) {
    // A 5,000-person answer takes about half a second of the server's time: a longer measure sees enough of them.
    const seconds = results === 5000 && !QUICK ? 4 * SECONDS : SECONDS;
    figures.push(
      await load(
        server,
        `/api/?results=${results}`,
        `${server.base}/api/?results=${results}&seed=bench`,
        seconds,
      ),
    );
  }
  await stop(server);
  console.log(
    '\n| Request | Requests/s | p50 ms | p99 ms | MB/s | Errors | Peak memory MB | Requests/s vs reference |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const reference = figures[0]?.requestsPerSecond ?? 1;
  for (const figure of figures) {
    console.log(
      `| ${figure.label} | ${figure.requestsPerSecond.toFixed(1)} | ${figure.p50} | ${figure.p99} | ${figure.megabytesPerSecond.toFixed(1)} | ${figure.errors} | ${figure.peakMb.toFixed(0)} | ${(figure.requestsPerSecond / reference).toFixed(4)} |`,
    );
  }
}

// The streams on a fresh server, so that nothing of the loads above is in its memory.
const fresh = await startServer();
await fetch(`${fresh.base}/api/?results=1`).then((res) => res.arrayBuffer());
const freshIdleMb = rssMb(fresh);
const streams = await streamsHalfway(fresh, STREAM_COUNT);
const afterMb = rssMb(fresh);
await new Promise((resolve) => setTimeout(resolve, 5_000));
const laterMb = rssMb(fresh);
console.log(
  `\n${STREAMS} streams of ${STREAM_COUNT.toLocaleString('en')} agents, each read halfway: ${streams.lines.toLocaleString('en')} lines in ${streams.seconds.toFixed(0)} s ` +
    `(${(streams.lines / streams.seconds).toFixed(0)} agents/s); server memory: idle ${freshIdleMb.toFixed(0)} MB ` +
    `peak while streaming ${streams.peakMb.toFixed(0)} MB, ` +
    `when the clients had gone ${afterMb.toFixed(0)} MB, 5 s later ${laterMb.toFixed(0)} MB`,
);
await stop(fresh);
for (const failure of streams.failures) console.log(`failed: ${failure}`);
console.log(`load before ${loadBefore.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)}`);
