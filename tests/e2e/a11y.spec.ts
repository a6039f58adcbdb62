// Accessibility (issue 7): axe-core on every screen in the states a visitor meets them, against WCAG 2.1
// A and AA, contrast included. Serious and critical findings fail; the rest are attached to the report.
// The keyboard-only journey is in keyboard.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  agentRows,
  heading,
  heatButton,
  mapRegion,
  openDashboard,
  otherPlaces,
  search,
  waitForCompletion,
  waitForMap,
} from './dashboard.ts';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is; returns its serious and critical findings, one line per element. Where axe
 * cannot tell the contrast (text over the map, whose pixels it cannot read), the contrast is worked out
 * here instead, against the worst map there could be (see worstCaseContrast).
 */
async function seriousFindings(page: Page, testInfo: TestInfo, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  await testInfo.attach(`axe ${name}`, {
    body: JSON.stringify({ violations: results.violations, incomplete: results.incomplete }, null, 2),
    contentType: 'application/json',
  });
  expect(results.passes.length, 'axe ran its checks').toBeGreaterThan(10);
  const findings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    );
  const undecided = results.incomplete
    .filter((check) => check.id === 'color-contrast')
    .flatMap((check) => check.nodes.map((node) => node.target.join(' ')));
  const lowContrast = await page.evaluate(worstCaseContrast, undecided);
  return [...findings, ...lowContrast.map((line) => `color-contrast (worst case over the map) ${line}`)];
}

/**
 * For each selector: the text colour against its own background, composited (translucent panels) over a
 * pure black and a pure white backdrop, the two extremes the map under it could show, or the page's own
 * background where there is no map. Returns the elements below WCAG AA: 4.5:1, or 3:1 for large text.
 * Runs in the page.
 */
function worstCaseContrast(selectors: string[]): string[] {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, css.startsWith('rgba') ? a : 1];
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    const mix = (i: 0 | 1 | 2) => top[i] * a + under[i] * (1 - a);
    return [mix(0), mix(1), mix(2), 1];
  };
  const luminance = ([r, g, b]: Rgba): number => {
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (x: Rgba, y: Rgba) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const failures: string[] = [];
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const layers: Rgba[] = [];
    // Up to the element that holds the map too: its background is under the map, the backdrop's place.
    const map = document.querySelector('[aria-label="Map"]');
    for (
      let node: Element | null = element;
      node && !(map && node.contains(map));
      node = node.parentElement
    ) {
      const background = parse(getComputedStyle(node).backgroundColor);
      if (background[3] > 0) layers.push(background);
      if (background[3] === 1) break;
    }
    const style = getComputedStyle(element);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const needed = large ? 3 : 4.5;
    const backdrops: Rgba[] = [
      [0, 0, 0, 1],
      [255, 255, 255, 1],
    ];
    for (const backdrop of backdrops) {
      const background = layers.reduceRight((under, layer) => over(layer, under), backdrop);
      const contrast = ratio(over(parse(style.color), background), background);
      if (contrast < needed)
        failures.push(`${selector}: ${contrast.toFixed(2)}:1 over ${backdrop.join(',')}`);
    }
  }
  return failures;
}

test('the login screen has no serious accessibility findings', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'ENTER DIRECTORY' })).toBeVisible();
  expect(await seriousFindings(page, testInfo, 'login')).toEqual([]);
});

test('the dashboard, after a search with the heat map on, has no serious accessibility findings', async ({
  page,
}, testInfo) => {
  await openDashboard(page);
  await waitForMap(page);
  expect(await seriousFindings(page, testInfo, 'dashboard idle')).toEqual([]);
  await search(page, 'paris');
  await waitForCompletion(page);
  // The scan covers the resolved place and its buttons for the other Parises.
  await expect(page.getByText('Resolved: Paris, France', { exact: true })).toBeVisible();
  await expect(otherPlaces(page).getByRole('button').first()).toBeVisible();
  await heatButton(page).click();
  await expect(mapRegion(page)).toHaveAttribute('data-heat', 'on');
  expect(await seriousFindings(page, testInfo, 'dashboard after a search')).toEqual([]);
});

test('the profile, with an agent and without one, has no serious accessibility findings', async ({
  page,
}, testInfo) => {
  await openDashboard(page, { q: 'paris', seed: 42 });
  await waitForCompletion(page);
  await agentRows(page).first().getByRole('link').click();
  await expect(heading(page)).toHaveText(/^Agent Profile — /);
  expect(await seriousFindings(page, testInfo, 'profile')).toEqual([]);

  // A new page: going to /profile from /profile would keep the history state, and the agent with it.
  const direct = await page.context().newPage();
  await direct.goto('/profile');
  await expect(heading(direct)).toHaveText('No Agent Data');
  expect(await seriousFindings(direct, testInfo, 'no agent data')).toEqual([]);
});
