// The areas of mutation testing (docs/TESTING.md): each area's mutants are tested against the tests of its
// own folder, the folder that mirrors it in tests/. Two reasons:
// - a module's behaviour should be stated by its own tests, not only noticed by a distant end-to-end one;
// - on this 2-core machine a mutant covered by every suite that builds a city index (most of them) would
//   rerun them all, and the whole scope would take days instead of hours.
// Each area keeps its own incremental file, so a run of one area never discards another's results.
import process from 'node:process';

/** @type {Record<string, { mutate: string[]; tests: string[] }>} */
export const MUTATION_AREAS = {
  shared: {
    mutate: ['src/shared/**/*.ts'],
    tests: ['tests/shared/**/*.test.ts'],
  },
  cities: {
    mutate: ['src/worker/engine/cities/**/*.ts'],
    tests: ['tests/worker/engine/cities/**/*.test.ts'],
  },
  resolve: {
    mutate: ['src/worker/engine/resolve/**/*.ts'],
    tests: ['tests/worker/engine/resolve/**/*.test.ts', 'tests/worker/engine/nonPlaceWords.test.ts'],
  },
  identity: {
    mutate: ['src/worker/engine/identity/**/*.ts'],
    tests: ['tests/worker/engine/identity/**/*.test.ts'],
  },
  // The engine's own top level, in three parts so that each finishes (and keeps its incremental
  // results) within a working session on the 2-core machine: a whole run of the top level took over
  // three hours and was lost twice when the session ended. The golden missions are the engine's
  // end-to-end statement, so they belong to every part's tests.
  // One agent: randomness, seeds, text, the agent itself and its profession's rules.
  'engine-agents': {
    mutate: [
      'src/worker/engine/random.ts',
      'src/worker/engine/seed.ts',
      'src/worker/engine/text.ts',
      'src/worker/engine/generateAgent.ts',
      'src/worker/engine/professionRule.ts',
      'src/worker/engine/countries.ts',
    ],
    // A version 4 agent (its household's draws, its keys) is stated by the linked area's agent tests.
    tests: [
      'tests/worker/engine/*.test.ts',
      'tests/golden/**/*.test.ts',
      'tests/worker/engine/linked/linkedAgents.test.ts',
    ],
  },
  // A mission: its plan, its run, its linked entry points and the errors it says.
  'engine-missions': {
    mutate: [
      'src/worker/engine/mission.ts',
      'src/worker/engine/missionData.ts',
      'src/worker/engine/missionError.ts',
      'src/worker/engine/runMission.ts',
    ],
    // A linked mission's entry points here (its agents, dossiers, tables) are stated by the linked
    // area's tests of them.
    tests: [
      'tests/worker/engine/*.test.ts',
      'tests/golden/**/*.test.ts',
      'tests/worker/engine/linked/linkedAgents.test.ts',
      'tests/worker/engine/linked/dossier.test.ts',
      'tests/worker/engine/linked/tableFile.test.ts',
    ],
  },
  // What crosses the engine's edges: agents in chunks for the page, the binary snapshot, the
  // geocoder's answers read.
  'engine-io': {
    mutate: [
      'src/worker/engine/agentChunks.ts',
      'src/worker/engine/binarySnapshot.ts',
      'src/worker/engine/geocoderResponse.ts',
    ],
    tests: ['tests/worker/engine/*.test.ts', 'tests/golden/**/*.test.ts'],
  },
  // A linked mission's model (version 4): chains, households, the rows each agent owns, dossiers.
  linked: {
    mutate: ['src/worker/engine/linked/**/*.ts'],
    // The household split's UN figures are stated beside their data, in tests/worker/data/.
    tests: ['tests/worker/engine/linked/**/*.test.ts', 'tests/worker/data/householdSizes.test.ts'],
  },
  // Where land is: the packed data's decoder and index, one place's square. The build's tests
  // (tests/scripts/build-land.test.ts) hold it to synthetic rings across the antimeridian and the pole.
  land: {
    mutate: ['src/worker/engine/land/**/*.ts'],
    tests: ['tests/worker/engine/land/**/*.test.ts', 'tests/scripts/build-land.test.ts'],
  },
  // The map's decisions: what it draws and when, where the camera goes, what the status says. Plain
  // functions the controller applies to MapLibre and deck.gl, so Node tests state them; the drawing
  // itself is the browser tests'.
  map: {
    mutate: [
      'src/ui/features/map/mapDecisions.ts',
      'src/ui/features/map/fitPlan.ts',
      'src/ui/features/map/points.ts',
      'src/ui/features/map/mapStatus.ts',
    ],
    tests: ['tests/ui/features/map/**/*.test.ts'],
  },
  // The mission on the page: its owner, the search script that fills it, and the pure logic the
  // owner and the table are given (the filter's coding and matching, the table's row order). The
  // owner's tests run the real filter, so its mutants are stated by both.
  mission: {
    mutate: [
      'src/ui/mission/missionStore.ts',
      'src/ui/features/search/searchScript.ts',
      'src/ui/features/filter/agentFilter.ts',
      'src/ui/features/results/rowOrder.ts',
    ],
    tests: [
      'tests/ui/mission/**/*.test.ts',
      'tests/ui/features/search/**/*.test.ts',
      'tests/ui/features/filter/**/*.test.ts',
      'tests/ui/features/results/rowOrder.test.ts',
    ],
  },
};

/** The area named by MUTATION_AREA; the runner script sets it for each area in turn. */
export function mutationArea() {
  const name = process.env.MUTATION_AREA;
  const area = name === undefined ? undefined : MUTATION_AREAS[name];
  if (name === undefined || area === undefined) {
    throw new Error(
      `MUTATION_AREA must name one of: ${Object.keys(MUTATION_AREAS).join(', ')} (npm run test:mutation runs them all)`,
    );
  }
  return { name, ...area };
}
