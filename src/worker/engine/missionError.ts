// The one error a mission throws on purpose: a request no mission can come of. Its own module so that
// the parts of a mission (placing it, planning it) can throw it without importing the whole runner.

/** Thrown for a request no mission can come of; its message is fit to show a person. */
export class MissionError extends Error {
  override name = 'MissionError';
}
