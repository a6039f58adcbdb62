// Renders the app's icons (public/icons/*.svg, drawn by hand) to the PNG sizes the web app manifest lists,
// with the same headless Chromium the browser tests use, so no image tool is needed. The PNGs are committed:
// run `npx tsx scripts/build-icons.ts` again only after changing an SVG.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

const ICONS = path.join(import.meta.dirname, '..', 'public', 'icons');

/**
 * Each SVG and the square sizes (px) it is rendered at: 192 for launchers and 512 for splash screens (the
 * manifest's), and 32 for the page's favicon (index.html), which is a PNG rather than the SVG: Chromium
 * fetches the favicon again on every change of the address (a search, a filter, a selection) and decodes
 * it in the page's main thread, where an SVG is a whole document to build (27 ms in a trace, 16 of them
 * building that document, in the middle of a search) and a 32 px PNG is next to nothing (0.5 ms).
 */
const ICON_RENDERS: readonly { svg: string; sizes: readonly number[] }[] = [
  { svg: 'icon.svg', sizes: [32, 192, 512] },
  { svg: 'icon-maskable.svg', sizes: [192, 512] },
];

/** `icon.svg` at 192 px is `icon-192.png`. */
function pngName(svg: string, size: number): string {
  return `${svg.replace(/\.svg$/, '')}-${size}.png`;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const { svg, sizes } of ICON_RENDERS) {
      const source = await readFile(path.join(ICONS, svg), 'utf8');
      const dataUrl = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
      for (const size of sizes) {
        const page = await browser.newPage({ viewport: { width: size, height: size } });
        // A transparent page, so the rounded icon's corners stay transparent in the PNG.
        await page.setContent(
          `<style>html,body{margin:0;background:transparent}</style><img src="${dataUrl}" width="${size}" height="${size}">`,
        );
        await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
        const png = await page.screenshot({ omitBackground: true });
        await writeFile(path.join(ICONS, pngName(svg, size)), png);
        await page.close();
        console.log(`${pngName(svg, size)} (${png.length} bytes)`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
