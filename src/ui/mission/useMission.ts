// React's handle on the mission owner: one store per dashboard visit, read as a snapshot, opened
// (replay, restore or wait) when the dashboard mounts and closed, its search cancelled, when it goes.
// The page's own effects (session memory, the address, paints) are supplied here; what features know
// (the search runner, the filter's matcher) is handed in by the route that composes them.
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createMissionStore,
  type MissionIntents,
  type MissionSnapshot,
  type MissionStoreDeps,
} from './missionStore.ts';
import { sessionMemory } from './sessionMemory.ts';
import { afterNextPaint } from '../lib/timer.ts';

export interface MissionHandle extends MissionIntents {
  mission: MissionSnapshot;
}

/** What the route hands the owner: the features' logic and its way to the address bar. */
export type MissionFeatures = Pick<MissionStoreDeps, 'runner' | 'matcher' | 'replacePath'>;

/**
 * The mission on screen and the intents that change it. `runner` plays searches (the search
 * feature's), `matcher` narrows a finished mission (the filter feature's); `replacePath` puts a path
 * in the address bar without a new history entry. Read once, when the dashboard mounts.
 */
export function useMission({ runner, matcher, replacePath }: MissionFeatures): MissionHandle {
  const [store] = useState(() =>
    createMissionStore({
      runner,
      matcher,
      memory: sessionMemory,
      search: window.location.search,
      replacePath,
      afterPaint: afterNextPaint,
    }),
  );
  const mission = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    store.open();
    return () => store.close();
  }, [store]);
  return {
    mission,
    setDraft: store.setDraft,
    setCount: store.setCount,
    search: store.search,
    choosePlace: store.choosePlace,
    toggleHeat: store.toggleHeat,
    toggleChain: store.toggleChain,
    sortBy: store.sortBy,
    prepareFilter: store.prepareFilter,
    setFilter: store.setFilter,
    select: store.select,
    highlight: store.highlight,
  };
}
