import { describe, expect, it } from 'vitest';
import { changedStatus, STARTING_STATUS } from '../../../../src/ui/features/map/mapStatus.ts';

describe('changedStatus: the map reports only what differs', () => {
  it('says nothing for a change that repeats what is already reported, or for no change at all', () => {
    expect(changedStatus(STARTING_STATUS, { ready: false, basemap: 'loading', markers: 0 })).toBeNull();
    expect(changedStatus(STARTING_STATUS, {})).toBeNull();
  });

  it('reports a change of any one field, the others kept', () => {
    expect(changedStatus(STARTING_STATUS, { basemap: 'error' })).toEqual({
      ...STARTING_STATUS,
      basemap: 'error',
    });
    // The last field of the status, with the first left as it was.
    expect(changedStatus(STARTING_STATUS, { ready: false, heat: true })).toEqual({
      ...STARTING_STATUS,
      heat: true,
    });
  });

  it('leaves the status it was given as it was', () => {
    const before = { ...STARTING_STATUS };
    changedStatus(STARTING_STATUS, { markers: 12, lines: 12 });
    expect(STARTING_STATUS).toEqual(before);
  });
});
