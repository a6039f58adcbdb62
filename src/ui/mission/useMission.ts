// React's handle on the mission owner: one store per dashboard visit, read as a snapshot, opened
// (replay, restore or wait) when the dashboard mounts and closed, its search cancelled, when it goes.
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createMissionStore,
  type MissionIntents,
  type MissionSnapshot,
  type SearchRunner,
} from './missionStore.ts';
import { sessionMemory } from './sessionMemory.ts';
import { afterNextPaint } from '../lib/timer.ts';

export interface MissionHandle extends MissionIntents {
  mission: MissionSnapshot;
}

/**
 * The mission on screen and the intents that change it. `runner` plays searches (the search
 * feature's); `replacePath` puts a path in the address bar without a new history entry.
 */
export function useMission(runner: SearchRunner, replacePath: (path: string) => void): MissionHandle {
  const [store] = useState(() =>
    createMissionStore({
      runner,
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
    sortBy: store.sortBy,
    prepareFilter: store.prepareFilter,
    setFilter: store.setFilter,
    select: store.select,
    highlight: store.highlight,
  };
}
