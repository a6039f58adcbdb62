// Spec §5: a keyword in the query gives every agent the same profession.
/** In spec order: when several keywords match, the later one wins. */
const KEYWORD_PROFESSIONS: readonly (readonly [keyword: string, profession: string])[] = [
  ['weapon', 'Weapons Consultant'],
  ['body', 'Body Remover'],
  ['clean', 'Clean-Up Coordinator'],
  ['cyber', 'Cyber Intelligence Analyst'],
];

/**
 * The profession forced by the query, or null when professions stay random. Matching is a
 * case-insensitive substring test, as the spec says ("weapons", "Cleaners" and "anybody" count).
 *
 * @example forcedProfession("Cyber weapons") === "Cyber Intelligence Analyst"
 * @example forcedProfession("paris") === null
 */
export function forcedProfession(query: string): string | null {
  const lower = query.toLowerCase();
  let profession: string | null = null;
  for (const [keyword, forced] of KEYWORD_PROFESSIONS) {
    if (lower.includes(keyword)) profession = forced;
  }
  return profession;
}
