import type { MapSourceDataEvent } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { watchBasemapHealth } from '../../../../src/ui/features/map/basemapHealth.ts';
import type { BasemapState, WatchedMap } from '../../../../src/ui/features/map/basemapHealth.ts';

type Listener = (event: never) => void;

/** Just enough of a MapLibre map: named events, and the layout call the watch makes. */
function fakeMap() {
  const listeners = new Map<string, Set<Listener>>();
  const hidden: string[] = [];
  const map: WatchedMap = {
    on(type: string, listener: Listener) {
      const set = listeners.get(type) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(type, set);
      return map;
    },
    off(type: string, listener: Listener) {
      listeners.get(type)?.delete(listener);
      return map;
    },
    getLayer: (id: string) => ({ id }),
    setLayoutProperty(layerId: string) {
      hidden.push(layerId);
      return map;
    },
  };
  const fire = (type: string, event: object) => {
    for (const listener of listeners.get(type) ?? []) (listener as (event: object) => void)(event);
  };
  return {
    map,
    hidden,
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    tileError: (sourceId: string) =>
      fire('error', { type: 'error', sourceId, error: new Error('Failed to fetch') }),
    sourceData: (event: Partial<MapSourceDataEvent>) => fire('sourcedata', event),
  };
}

function recordingLog() {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    log: {
      warn: (...parts: unknown[]) => warnings.push(parts.join(' ')),
      error: (...parts: unknown[]) => errors.push(parts.join(' ')),
    },
  };
}

const OFFLINE = ['land', 'borders', 'labels'];
const ESSENTIAL = ['land', 'borders'];
const REMOTE = { sourceId: 'remote', layerId: 'remote-layer' };

describe('watchBasemapHealth', () => {
  it('reports a failing remote basemap once, as a warning, and switches it off at the limit', () => {
    const fake = fakeMap();
    const { log, warnings, errors } = recordingLog();
    watchBasemapHealth(fake.map, {
      offlineSourceIds: OFFLINE,
      essentialSourceIds: ESSENTIAL,
      remoteRaster: REMOTE,
      failureLimit: 3,
      onStateChange: () => undefined,
      log,
    });
    fake.tileError('remote');
    fake.tileError('remote');
    expect(fake.hidden).toEqual([]);
    fake.tileError('remote');
    fake.tileError('remote');
    expect(fake.hidden).toEqual(['remote-layer']);
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toContain('switched off');
  });

  it('keeps a remote basemap that has loaded tiles, however many others fail', () => {
    const fake = fakeMap();
    const { log } = recordingLog();
    watchBasemapHealth(fake.map, {
      offlineSourceIds: OFFLINE,
      essentialSourceIds: ESSENTIAL,
      remoteRaster: REMOTE,
      failureLimit: 2,
      onStateChange: () => undefined,
      log,
    });
    fake.sourceData({ sourceId: 'remote', tile: {}, isSourceLoaded: false });
    for (let index = 0; index < 10; index++) fake.tileError('remote');
    expect(fake.hidden).toEqual([]);
  });

  it('is ready once land and borders have loaded, and an error if an offline source fails', () => {
    const fake = fakeMap();
    const states: BasemapState[] = [];
    const { log, errors } = recordingLog();
    watchBasemapHealth(fake.map, {
      offlineSourceIds: OFFLINE,
      essentialSourceIds: ESSENTIAL,
      remoteRaster: null,
      failureLimit: 3,
      onStateChange: (state) => states.push(state),
      log,
    });
    fake.sourceData({ sourceId: 'land', isSourceLoaded: true });
    fake.sourceData({ sourceId: 'labels', isSourceLoaded: true });
    fake.sourceData({ sourceId: 'borders', isSourceLoaded: false });
    expect(states).toEqual([]);
    fake.sourceData({ sourceId: 'borders', isSourceLoaded: true });
    expect(states).toEqual(['ready']);

    fake.tileError('labels');
    expect(states).toEqual(['ready', 'error']);
    expect(errors).toHaveLength(1);
  });

  it('unsubscribes everything it subscribed', () => {
    const fake = fakeMap();
    const stop = watchBasemapHealth(fake.map, {
      offlineSourceIds: OFFLINE,
      essentialSourceIds: ESSENTIAL,
      remoteRaster: REMOTE,
      failureLimit: 3,
      onStateChange: () => undefined,
      log: recordingLog().log,
    });
    expect(fake.listenerCount()).toBe(2);
    stop();
    expect(fake.listenerCount()).toBe(0);
  });
});
