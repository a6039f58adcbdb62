// `silent-directory serve [--port 8080] [--host 127.0.0.1]`: the API server as a program. It listens
// at once and reads the place index on the first request that needs it (or just after listening),
// so it starts in a fraction of a second; SIGTERM and SIGINT let the streams in flight finish.
import process from 'node:process';
import { placeIndexFrom, usePackagedLand } from '../lib/citiesData.ts';
import { createApiServer, DEFAULT_MAX_STREAMS } from './server.ts';

export const SERVE_HELP = `silent-directory serve: invented people over HTTP

  silent-directory serve [--port 8080] [--host 127.0.0.1] [--public-url URL] [--max-streams ${DEFAULT_MAX_STREAMS}] [--quiet]

  GET /api/?results=50&nat=de&seed=abc   randomuser.me's API 1.4 (json, pretty, csv, yaml, xml)
  GET /v1/agents?q=lyon&count=1000000&format=parquet
                                          a mission streamed in any format of the data tool
  GET /v1/agents/7?q=lyon&seed=abc        one agent
  GET /v1/places?q=東京                    how a query resolves
  GET /openapi.json, /healthz

  --port N          the port to listen on (default 8080; 0 picks a free one)
  --host ADDRESS    the address to listen on (default 127.0.0.1; 0.0.0.0 in a container)
  --public-url URL  the origin clients reach, for the people's picture URLs (default: the request's Host)
  --max-streams N   most /v1/agents streams at once (default ${DEFAULT_MAX_STREAMS})
  --quiet           no request log on standard output
`;

interface ServeOptions {
  port: number;
  host: string;
  publicUrl: string | undefined;
  maxStreams: number;
  quiet: boolean;
}

class ServeUsageError extends Error {}

/**
 * The options, checked; throws ServeUsageError with a one-line message.
 *
 * @example parseServeOptions(["--port", "9000"]).port === 9000
 */
export function parseServeOptions(argv: readonly string[]): ServeOptions {
  const options: ServeOptions = {
    port: 8080,
    host: '127.0.0.1',
    publicUrl: undefined,
    maxStreams: DEFAULT_MAX_STREAMS,
    quiet: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag = '', inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/su) : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new ServeUsageError(`${flag} needs a value.`);
      return next;
    };
    if (flag === '--port') {
      const text = value();
      if (!/^\d{1,5}$/u.test(text) || Number(text) > 65_535)
        throw new ServeUsageError('--port must be from 0 to 65535.');
      options.port = Number(text);
    } else if (flag === '--host') options.host = value();
    else if (flag === '--public-url') {
      const text = value();
      if (!/^https?:\/\/[^\s/]+\/?$/u.test(text)) {
        throw new ServeUsageError('--public-url must be an origin, such as https://people.example.org.');
      }
      options.publicUrl = text;
    } else if (flag === '--max-streams') {
      const text = value();
      if (!/^\d{1,4}$/u.test(text) || Number(text) < 1)
        throw new ServeUsageError('--max-streams must be from 1 to 9999.');
      options.maxStreams = Number(text);
    } else if (flag === '--quiet') options.quiet = true;
    else throw new ServeUsageError(`unknown option ${JSON.stringify(arg.slice(0, 40))}; see --help.`);
  }
  return options;
}

/** Runs the server until SIGTERM or SIGINT; a usage error exits 2 with one line on standard error. */
export function runServeAsProgram(argv: readonly string[], name = 'silent-directory serve'): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(SERVE_HELP);
    return;
  }
  let options: ServeOptions;
  try {
    options = parseServeOptions(argv);
  } catch (error) {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
    return;
  }
  const log = options.quiet ? undefined : (line: string) => process.stdout.write(`${line}\n`);
  const api = createApiServer({
    ...(log !== undefined ? { log } : {}),
    maxStreams: options.maxStreams,
    ...(options.publicUrl !== undefined ? { publicUrl: options.publicUrl } : {}),
  });
  api.server.on('error', (error: NodeJS.ErrnoException) => {
    const why = error.code === 'EADDRINUSE' ? `port ${options.port} is in use` : error.message;
    process.stderr.write(`${name}: cannot listen on ${options.host}:${options.port}: ${why}.\n`);
    process.exitCode = 1;
  });
  api.server.listen(options.port, options.host, () => {
    const address = api.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : options.port;
    process.stdout.write(
      `${name}: listening on http://${options.host}:${port}/ (randomuser.me's API at /api/, ours at /v1/)\n`,
    );
    // The indexes are read now, after listening, so the first request finds them ready.
    void Promise.all([placeIndexFrom(), usePackagedLand()]).catch((error: unknown) => {
      process.stderr.write(`${name}: the place data could not be read: ${String(error)}\n`);
    });
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${name}: ${signal}: finishing the requests in flight\n`);
    void api.shutDown().then(() => {
      process.stdout.write(`${name}: stopped\n`);
      process.exit(process.exitCode ?? 0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
