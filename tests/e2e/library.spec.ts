// The library as a web page and a web worker import it (issue 21: "running in Node and in browsers and
// workers"): the packaged bundle (dist-package/lib/ and data/ from `npm run build:package`) served under /__lib/ of the
// test server, imported with no bundler, gives the agents the packaged command line prints for the
// same mission, and a part of the mission equals the same slice of the whole. The browser takes the
// cities file from the package's data/ beside the bundle, and decodes the land itself (the snapshots
// are read in Node only).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { ROOT } from './cli.ts';
import { expect, test } from './fixtures.ts';

const run = promisify(execFile);
const MISSION = { query: 'tokyo', seed: 1, count: 6, version: 2 } as const;

/** The packaged CLI's agents for MISSION: the reference, made in Node from the same bundle. */
let expected: unknown[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await run('npm', ['run', '--silent', 'build:package'], { cwd: ROOT });
  const { stdout } = await run(
    'node',
    [
      path.join(ROOT, 'dist-package/lib/cli.js'),
      'agents',
      ...['--query', MISSION.query, '--seed', String(MISSION.seed), '--count', String(MISSION.count)],
      ...['--mission-version', String(MISSION.version), '--offline', '--format', 'json'],
    ],
    { cwd: ROOT, maxBuffer: 16 << 20 },
  );
  expected = JSON.parse(stdout) as unknown[];
});

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
};

/** Serves the package's lib/ and data/ under /__lib/, and a page and a worker script that import it. */
async function servePackage(page: Page): Promise<void> {
  await page.route('**/__lib/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    const file = pathname.slice('/__lib/'.length);
    if (file === 'page.html') {
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>library</title>' });
      return;
    }
    if (file === 'worker.js') {
      await route.fulfill({
        contentType: 'text/javascript',
        body: [
          "import { generateAgents, resolvePlace } from './lib/index.js';",
          'self.onmessage = async ({ data }) => {',
          '  try {',
          '    const agents = await generateAgents(data);',
          '    const plan = await resolvePlace(data.query);',
          '    self.postMessage({ agents, label: plan.resolution.label });',
          '  } catch (error) {',
          '    self.postMessage({ error: String(error) });',
          '  }',
          '};',
        ].join('\n'),
      });
      return;
    }
    if (!/^(lib|data)\/[\w.-]+$/.test(file)) {
      await route.fulfill({ status: 404, body: '' });
      return;
    }
    try {
      const body = await readFile(path.join(ROOT, 'dist-package', file));
      await route.fulfill({ body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404, body: '' });
    }
  });
  await page.goto('/__lib/page.html');
}

test.describe('the library in a browser', () => {
  // One worker for both tests: beforeAll builds the package, and two builds at once would write lib/ together.
  test.describe.configure({ mode: 'serial' });

  test('a page imports it and gets the command line’s agents, whole and in parts', async ({ page }) => {
    await servePackage(page);
    const result = await page.evaluate(async (mission) => {
      type Library = {
        generateAgents(options: object): Promise<unknown[]>;
        streamAgents(options: object): AsyncIterable<unknown>;
        resolvePlace(query: string): Promise<{ resolution: { label: string } }>;
      };
      const library = (await import('/__lib/lib/index.js' as string)) as Library;
      const whole = await library.generateAgents(mission);
      const part: unknown[] = [];
      for await (const agent of library.streamAgents({ ...mission, from: 2, to: 5 })) part.push(agent);
      const plan = await library.resolvePlace('porto');
      return { whole, part, label: plan.resolution.label };
    }, MISSION);
    expect(result.whole).toHaveLength(MISSION.count);
    expect(result.whole).toEqual(expected);
    expect(result.part).toEqual(expected.slice(2, 5));
    expect(result.label).toBe('Porto, Portugal');
  });

  test('a module worker imports it and gets the same agents', async ({ page }) => {
    await servePackage(page);
    const result = await page.evaluate(async (mission) => {
      const worker = new Worker('/__lib/worker.js', { type: 'module' });
      const answer = await new Promise<unknown>((resolve) => {
        worker.onmessage = ({ data }) => resolve(data);
        worker.onerror = (event) => resolve({ error: event.message });
        worker.postMessage(mission);
      });
      worker.terminate();
      return answer as { agents?: unknown[]; label?: string; error?: string };
    }, MISSION);
    expect(result.error).toBeUndefined();
    expect(result.agents).toEqual(expected);
    expect(result.label).toBe('Tokyo, Japan');
  });
});
