// libphonenumber's full metadata and example numbers: a module of its own, so that the worker can
// ask for them (missionData.ts) without the phone generator's code.

/**
 * The full metadata (about 145 KB) and the example numbers, loaded only when a mission needs them, or
 * ahead of one by the worker (missionData.ts).
 *
 * @example const [lib, examples] = await loadPhoneMetadata()
 */
export function loadPhoneMetadata() {
  return Promise.all([import('libphonenumber-js/max'), import('libphonenumber-js/mobile/examples')]);
}
