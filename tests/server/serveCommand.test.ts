// `serve` as a program: it says where it listens, refuses bad options with one line and exit code 2,
// and on SIGTERM finishes the streams in flight before it exits.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseServeOptions } from '../../src/server/serveCommand.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
// Node itself with tsx's loader, as `npm run serve` runs it: the tsx command would stand between
// the test and the server and cut its streams on SIGTERM.
const NODE_ARGS = ['--import', 'tsx', 'src/server/serve.ts'];

function serve(args: string[]): { child: ChildProcess; port: Promise<number>; output: () => string } {
  const child = spawn(process.execPath, [...NODE_ARGS, ...args], { cwd: ROOT });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', () => reject(new Error(`exited before listening: ${output}`)));
  });
  return { child, port, output: () => output };
}

describe('silent-directory serve', () => {
  it('refuses a bad option with one line and exit code 2', () => {
    const result = spawnSync(process.execPath, [...NODE_ARGS, '--port', '99999'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('npm run serve: --port must be from 0 to 65535.\n');
    expect(() => parseServeOptions(['--colour'])).toThrow('unknown option "--colour"');
    expect(() => parseServeOptions(['--public-url', 'people.example.org'])).toThrow(
      '--public-url must be an origin',
    );
    expect(parseServeOptions(['--port=9000', '--host', '0.0.0.0'])).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
    });
  });

  it('finishes a stream in flight on SIGTERM, then exits 0', async () => {
    const { child, port, output } = serve(['--port', '0', '--quiet']);
    const listening = await port;
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const count = 100_000;
    const body = await new Promise<string>((resolve, reject) => {
      get(`http://127.0.0.1:${listening}/v1/agents?q=lyon&seed=1&count=${count}&format=ndjson`, (res) => {
        let text = '';
        res.setEncoding('utf8');
        // Told to stop once the stream has begun.
        res.once('data', () => child.kill('SIGTERM'));
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
        res.on('error', reject);
      }).on('error', reject);
    });
    expect(body.trim().split('\n')).toHaveLength(count);
    expect(await exited).toBe(0);
    expect(output()).toContain('SIGTERM: finishing the requests in flight');
    expect(output()).toContain('stopped');
  });
});
