import { foldAscii } from '../text.ts';

/**
 * ASCII slug for email local parts and domains: folded, words joined by `separator`.
 *
 * @example toEmailSlug("Zoë O'Brien", ".") === "zoe.obrien"
 */
export function toEmailSlug(text: string, separator: string): string {
  return foldAscii(text).split(' ').filter(Boolean).join(separator);
}
