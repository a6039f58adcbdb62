// The UI's import rules (STYLE.md "In this project"), checked on the source text: the worker is
// reached through one module and its types only, and the login never pulls in the map.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const UI = path.join(ROOT, 'src/ui');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `import … from '…'` and `import('…')` of a file, with whether it is type-only. */
function importsOf(file: string): { specifier: string; typeOnly: boolean; dynamic: boolean }[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: { specifier: string; typeOnly: boolean; dynamic: boolean }[] = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
    found.push({ specifier: match[3] ?? '', typeOnly: match[2] !== undefined, dynamic: false });
  }
  for (const match of text.matchAll(/^\s*import\s+'([^']+)'/gm)) {
    found.push({ specifier: match[1] ?? '', typeOnly: false, dynamic: false });
  }
  for (const match of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
    found.push({ specifier: match[1] ?? '', typeOnly: false, dynamic: true });
  }
  return found;
}

function resolveImport(from: string, specifier: string): string | null {
  return specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
}

// The map is someone else's folder; these rules are about the screens around it.
const MAP = path.join(UI, 'features/map');
const files = sourceFiles(UI).filter((file) => !file.startsWith(MAP + path.sep));

describe('UI import boundaries', () => {
  it('imports nothing but types from src/worker', () => {
    const offenders = files.flatMap((file) =>
      importsOf(file)
        .filter(({ specifier, typeOnly }) => {
          const target = resolveImport(file, specifier);
          return target !== null && target.startsWith(path.join(ROOT, 'src/worker')) && !typeOnly;
        })
        .map(({ specifier }) => `${path.relative(ROOT, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('creates the directory worker in workerClient.ts only, the map its index worker, and the share feature its Parquet and XLSX writers', () => {
    const creators = sourceFiles(UI)
      .filter((file) => /new\s+Worker\s*\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file))
      .sort();
    expect(creators).toEqual([
      'src/ui/features/map/pointIndexer.ts',
      'src/ui/features/share/parquetWorker.ts',
      'src/ui/features/share/xlsxWorker.ts',
      'src/ui/workerBridge/workerClient.ts',
    ]);
    const directoryWorker = sourceFiles(UI).filter((file) =>
      /worker\/entry\.ts/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(directoryWorker.map((file) => path.relative(ROOT, file))).toEqual([
      'src/ui/workerBridge/workerClient.ts',
    ]);
  });

  /**
   * The WebGL libraries (MapLibre, deck.gl, luma.gl) that `start` and the modules it statically imports
   * (values, not types), transitively, import: "via … file → package"; `seen` collects the files walked.
   */
  function webglReachedFrom(start: string, seen = new Set<string>()): string[] {
    const webgl = /^(maplibre-gl|@deck\.gl\/|@luma\.gl\/)/;
    const reached: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { specifier, typeOnly, dynamic } of importsOf(file)) {
        if (typeOnly || dynamic) continue;
        if (webgl.test(specifier))
          reached.push(`${path.relative(ROOT, start)} … ${path.relative(ROOT, file)} → ${specifier}`);
        const target = resolveImport(file, specifier);
        if (target !== null && /\.tsx?$/.test(target) && fs.existsSync(target)) visit(target);
      }
    };
    visit(start);
    return reached;
  }

  it('reaches MapLibre and deck.gl only through a lazy import', () => {
    // The screens may import the map's light modules (its sketch and the arithmetic it shares with the
    // map), but nothing they load before a lazy import may reach the WebGL libraries: they are most of the
    // app's weight, and only the map's own chunks download them.
    const seen = new Set<string>();
    expect(files.flatMap((file) => webglReachedFrom(file, seen))).toEqual([]);
    // The walk did reach into the map's folder (the sketch), so the rule was applied there too.
    expect([...seen].some((file) => file.startsWith(MAP + path.sep))).toBe(true);
  });

  it('finds the WebGL libraries where they are imported: the map controller reaches MapLibre and deck.gl', () => {
    const reached = webglReachedFrom(path.join(MAP, 'agentMapController.ts'));
    expect(reached.some((line) => line.endsWith('→ maplibre-gl'))).toBe(true);
    expect(reached.some((line) => / → @deck\.gl\//.test(line))).toBe(true);
  });

  it('keeps the login screen free of the worker client and the map', () => {
    // Walks the login route's static imports: none may lead to the worker or the map.
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { specifier, typeOnly, dynamic } of importsOf(file)) {
        const target = resolveImport(file, specifier);
        if (target === null || typeOnly || dynamic || !fs.existsSync(target)) continue;
        if (/\.tsx?$/.test(target)) visit(target);
      }
    };
    visit(path.join(UI, 'app/routes/LoginRoute.tsx'));
    const reached = [...seen].map((file) => path.relative(ROOT, file));
    expect(reached.filter((file) => /ui\/(features\/map|workerBridge)\/|src\/worker\//.test(file))).toEqual(
      [],
    );
    expect(reached.length).toBeGreaterThan(1); // the walk really followed imports
  });
});
