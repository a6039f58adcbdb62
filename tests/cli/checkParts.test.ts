// The merge step's reasoning on manifests alone (the files are checked in arrayJobs.test.ts): parts
// 1 … N once each, one mission, agents 0 … count with no gap or overlap. Ranges here are written by
// hand: 100 agents in 4 parts are 0–25, 25–50, 50–75, 75–100.
import { describe, expect, it } from 'vitest';
import { manifestProblems } from '../../src/cli/checkParts.ts';
import { MANIFEST_KIND, MANIFEST_LAYOUT, type PartManifest } from '../../src/cli/partManifest.ts';

const RANGES: readonly (readonly [number, number])[] = [
  [0, 25],
  [25, 50],
  [50, 75],
  [75, 100],
];

function manifest(part: number, [from, to]: readonly [number, number], change: Partial<PartManifest> = {}) {
  const value: PartManifest = {
    kind: MANIFEST_KIND,
    layout: MANIFEST_LAYOUT,
    tool: { name: 'the-silent-directory', version: '0.1.0' },
    mission: { query: 'lyon', seed: '7', version: 2, place: 'city:2996944', count: 100 },
    format: { name: 'csv', dialect: null, fields: null, table: null, drop: null, bom: false },
    part,
    parts: 4,
    agents: { from, to, count: to - from },
    file: { name: `agents-part-0000${part}-of-00004.csv`, bytes: 1, sha256: '0' },
    ...change,
  };
  return { path: `_p${part}.manifest.json`, manifest: value };
}

const whole = () => RANGES.map((range, i) => manifest(i + 1, range));

describe('manifestProblems', () => {
  it('four parts that tile 0–100: no problem, in any order', () => {
    expect(manifestProblems(whole())).toEqual([]);
    expect(manifestProblems([...whole()].reverse())).toEqual([]);
  });

  it('none at all is a problem', () => {
    expect(manifestProblems([])).toEqual(['no part manifest found.']);
  });

  it('the second part missing: said, with the agents nobody has', () => {
    const parts = whole().filter((entry) => entry.manifest.part !== 2);
    expect(manifestProblems(parts)).toEqual(['part 2 of 4 is missing.', 'agents 25–50 are in no part.']);
  });

  it('the last two missing: one line for the run', () => {
    expect(manifestProblems(whole().slice(0, 2))).toEqual([
      'parts 3–4 of 4 are missing.',
      'agents 50–100 are in no part.',
    ]);
  });

  it('a part twice: names both manifests', () => {
    const copy = { ...manifest(3, [50, 75]), path: '_copy.manifest.json' };
    expect(manifestProblems([...whole(), copy])).toEqual([
      'part 3 is there 2 times: _p3.manifest.json, _copy.manifest.json.',
    ]);
  });

  it('overlapping ranges: the agents in two parts', () => {
    const parts = whole();
    parts[1] = manifest(2, [25, 60]);
    expect(manifestProblems(parts)).toEqual([
      'agents 50–60 are in both part 2 (_p2.manifest.json) and part 3 (_p3.manifest.json).',
    ]);
  });

  it('a part of another mission (another seed) is not counted as this one', () => {
    const parts = whole();
    const other = manifest(4, [75, 100]);
    other.manifest.mission = { ...other.manifest.mission, seed: '8' };
    parts[3] = other;
    expect(manifestProblems(parts)).toEqual([
      'part 4 (_p4.manifest.json) is of another mission or format than part 1 (_p1.manifest.json): seed "8", not "7".',
      'part 4 of 4 is missing.',
      'agents 75–100 are in no part.',
    ]);
  });

  it('a stray first part is named as the stray: the others agree', () => {
    const parts = whole();
    const stray = manifest(1, [0, 25]);
    stray.manifest.mission = { ...stray.manifest.mission, seed: '8' };
    parts[0] = stray;
    expect(manifestProblems(parts)[0]).toBe(
      'part 1 (_p1.manifest.json) is of another mission or format than part 2 (_p2.manifest.json): seed "8", not "7".',
    );
  });

  it('a part of another N, or another format, is of another run', () => {
    const parts = whole();
    parts[2] = manifest(3, [50, 75], { parts: 5 });
    parts[3] = manifest(4, [75, 100], {
      format: { name: 'ndjson', dialect: null, fields: null, table: null, drop: null, bom: null },
    });
    const problems = manifestProblems(parts);
    expect(problems[0]).toContain('parts 5, not 4');
    expect(problems[1]).toContain('format ndjson, not csv');
  });

  it('a CSV part written with a BOM is of another run: its bytes would not concatenate', () => {
    const parts = whole();
    parts[1] = manifest(2, [25, 50], {
      format: { name: 'csv', dialect: null, fields: null, table: null, drop: null, bom: true },
    });
    expect(manifestProblems(parts)[0]).toContain('bom true, not false');
  });

  it('a part of nested agents is of another run than parts of plain ones', () => {
    const plain = {
      name: 'ndjson' as const,
      dialect: null,
      fields: null,
      table: null,
      drop: null,
      bom: null,
    };
    const parts = whole().map((part, k) => manifest(k + 1, [k * 25, k * 25 + 25], { format: plain }));
    expect(manifestProblems(parts)).toEqual([]);
    parts[2] = manifest(3, [50, 75], { format: { ...plain, nest: true } });
    expect(manifestProblems(parts)[0]).toContain('nest true, not false');
  });

  it('agents past the count, and a count that is not to − from', () => {
    const parts = whole();
    parts[3] = manifest(4, [75, 101]);
    parts[0] = { ...parts[0]!, manifest: { ...parts[0]!.manifest, agents: { from: 0, to: 25, count: 24 } } };
    expect(manifestProblems(parts)).toEqual([
      'part 1 (_p1.manifest.json): agents 0–25 do not hold 24.',
      "part 4 (_p4.manifest.json): agents 75–101 go past the mission's 100.",
    ]);
  });
});
