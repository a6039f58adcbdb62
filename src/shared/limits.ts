// Every limit on how much a mission asks for, in one place: how many agents each caller may ask for,
// and how long the text that names a mission may be. The page, the worker, the command line and the
// library each read their own ceiling here, so the three ceilings are seen side by side.

/** Spec §9: the agents of one search typed on the page; also the command line's and the library's default count. */
export const PROFILES_PER_SEARCH = 12;

/** The counts the dashboard offers (issue 5). */
export const AGENT_COUNT_CHOICES = [12, 100, 1_000, 10_000, 100_000] as const;

/**
 * Most agents the dashboard shows for one search (a link asking for more gets the default): the
 * largest count it offers, which the map and the table are measured to hold without a stall.
 */
export const MAX_DASHBOARD_AGENTS = 100_000;

/**
 * Most agents one search of the worker makes, and the number space of agent indexes in a profile
 * link (`i=`): the engine's default ceiling. A page holds this many in memory; the dashboard asks for
 * at most MAX_DASHBOARD_AGENTS.
 */
export const MAX_AGENTS_PER_SEARCH = 1_000_000;

/**
 * Most agents one call of the library or the command line makes: they stream to a file, so the
 * ceiling is the time a run takes (minutes at this size), not memory.
 */
export const MAX_STREAMED_AGENTS = 100_000_000;

/** Longest query a search runs with (and the search box takes); longer text is cut. */
export const MAX_QUERY_LENGTH = 200;

/** Largest numeric seed: a seed of digits up to this is that unsigned 32-bit number. */
export const MAX_SEED = 0xffff_ffff;

/** Longest text seed, in characters (code points). */
export const MAX_SEED_LENGTH = 100;

/** A pin is at most this long; a longer `place=` is not a pin (a link's other parts still work). */
export const MAX_PLACE_PIN_LENGTH = 300;
