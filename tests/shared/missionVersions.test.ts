// What each mission version contains, against what the versions promise (MISSION_VERSIONS' doc: 1 is
// the first release's agents, 2 adds fields and places agents on land denser towards the centre, 3
// keeps version 2's fields and makes identities from the agent's own city, with emails and phones
// unique within the mission), and the field order written out in tests/fieldOrder.ts.
import { describe, expect, it } from 'vitest';
import { AGENT_FIELD_SPECS } from '../../src/shared/agentFields.ts';
import { hasPlaceExtras, missionFields, MISSION_VERSION_CONTENTS } from '../../src/shared/missionVersions.ts';
import { LATEST_MISSION_VERSION, MISSION_VERSIONS } from '../../src/shared/types.ts';
import { V1_FIELD_ORDER, V2_ADDED_FIELDS } from '../fieldOrder.ts';

describe('MISSION_VERSION_CONTENTS', () => {
  it('has one row per mission version, and no other', () => {
    expect(Object.keys(MISSION_VERSION_CONTENTS).map(Number)).toEqual([...MISSION_VERSIONS]);
  });

  it('gives version 1 the spec’s fields and nativeName, version 2 those and the fields it added', () => {
    expect(missionFields(1)).toEqual([...V1_FIELD_ORDER, 'nativeName']);
    expect(missionFields(2)).toEqual([...V1_FIELD_ORDER, 'nativeName', ...V2_ADDED_FIELDS]);
    // Version 3 changes what the fields hold, not which.
    expect(missionFields(3)).toEqual(missionFields(2));
  });

  it('gives each version its predecessor’s fields first, then exactly the fields dated to it', () => {
    MISSION_VERSIONS.forEach((version, at) => {
      const before = at === 0 ? [] : missionFields(MISSION_VERSIONS[at - 1]!);
      const fields = missionFields(version);
      expect(fields.slice(0, before.length), `version ${version}`).toEqual(before);
      const added = fields.slice(before.length);
      expect(
        added.every((field) => AGENT_FIELD_SPECS[field].since === version),
        `version ${version}`,
      ).toBe(true);
      expect(added.length, `version ${version}`).toBe(
        Object.values(AGENT_FIELD_SPECS).filter((spec) => spec.since === version).length,
      );
    });
  });

  it('gives place extras (ages, time zones, land) to version 2 and later, not to version 1', () => {
    expect(MISSION_VERSIONS.filter(hasPlaceExtras)).toEqual([2, 3, 4]);
    // A version with ages has the field that says it, and a version without has not.
    for (const version of MISSION_VERSIONS) {
      expect(missionFields(version).includes('age'), `version ${version}`).toBe(hasPlaceExtras(version));
    }
  });

  it('counts ages on a real calendar day, never earlier for a later version', () => {
    const dates = MISSION_VERSIONS.flatMap((version) => {
      const extras = MISSION_VERSION_CONTENTS[version].placeExtras;
      return extras === null ? [] : [extras.referenceDate];
    });
    expect(dates).toHaveLength(3);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    expect([...dates].sort()).toEqual(dates);
  });

  it('keeps the first release’s area codes and example-shaped mobiles for version 1 alone', () => {
    const firstRelease = MISSION_VERSIONS.filter(
      (version) => MISSION_VERSION_CONTENTS[version].areaCodes === 'first-release',
    );
    expect(firstRelease).toEqual([1]);
    expect(MISSION_VERSIONS.filter((version) => !MISSION_VERSION_CONTENTS[version].regionalMobiles)).toEqual([
      1,
    ]);
  });

  it('makes identities from the agent’s own city from version 3 on', () => {
    expect(MISSION_VERSIONS.filter((version) => MISSION_VERSION_CONTENTS[version].cityIdentities)).toEqual([
      3, 4,
    ]);
  });

  it('links agents from version 4 on, and releases every version but the newest preview', () => {
    expect(MISSION_VERSIONS.filter((version) => MISSION_VERSION_CONTENTS[version].linked)).toEqual([4]);
    // A preview is the newest version only: a released version never follows one.
    const previews = MISSION_VERSIONS.filter((version) => MISSION_VERSION_CONTENTS[version].preview);
    expect(previews.every((version) => version === MISSION_VERSIONS.at(-1))).toBe(true);
    expect(MISSION_VERSION_CONTENTS[LATEST_MISSION_VERSION].preview).toBe(false);
  });
});
