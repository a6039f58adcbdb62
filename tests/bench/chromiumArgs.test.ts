// The test browser's --disable-features replaces Playwright's own (Chromium reads the last one), so it
// must repeat every feature Playwright turns off, whatever Playwright version is installed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../e2e/chromium.ts';

/** The feature names in playwright-core's own `disabledFeatures = [ … ]`, read from its bundle. */
function playwrightDisabledFeatures(): string[] {
  // Its exports name the bundle without the extension; its folder is found from its package.json.
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (list === undefined) throw new Error("playwright-core's disabledFeatures list was not found");
  // String literals only: its comments hold quotes too.
  const code = list.replace(/\/\/[^\n]*/g, '');
  return [...code.matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
}

describe('the test browser’s switches', () => {
  it('turn off every feature Playwright turns off, and the omnibox popup, in one --disable-features', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs).toContain('PaintHolding');
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const ours = switches[0]!.slice('--disable-features='.length).split(',');
    expect(ours).toEqual(expect.arrayContaining([...theirs, 'WebUIOmniboxPopup']));
  });
});
