// When the heat layer is on the map: one rule, read by the mission's owner (missionStore.ts).

/**
 * Spec §4: a search takes the heat layer away and puts it back once complete. Heat switched on while a
 * search runs is shown at once: the visitor asked for it.
 *
 * @example showsHeat({ heatOn: true, searching: true, switchedOnMidSearch: false }) // false
 */
export function showsHeat(state: {
  heatOn: boolean;
  searching: boolean;
  switchedOnMidSearch: boolean;
}): boolean {
  return state.heatOn && (!state.searching || state.switchedOnMidSearch);
}
