// Version 3's phones: every number a place's plan can give, laid out as one numbered space, so
// that agent i gets the number at a position no other agent of the mission gets (see
// uniqueNumbers.ts). Where the space is smaller than the mission (a regulator's fiction range of
// a hundred or a thousand numbers), numbers are reused as evenly as the space allows, and the
// mission says so (phoneCapacity).
/** Numbers made of one of `heads` followed by one of `endings`: heads.length × endings.length of them. */
export interface PhoneBlock {
  heads: readonly string[];
  endings: readonly string[];
}

export interface PhoneSpace {
  blocks: readonly PhoneBlock[];
  /** How many distinct numbers the blocks hold. */
  capacity: number;
  /** The number at a position, 0 … capacity − 1. */
  at(position: number): string;
}

/**
 * The space of the given blocks, in order.
 *
 * @example phoneSpace([{ heads: ["+1 212 555 01"], endings: ["00", "01"] }]).at(1) === "+1 212 555 0101"
 */
export function phoneSpace(blocks: readonly PhoneBlock[]): PhoneSpace {
  const kept = blocks.filter((block) => block.heads.length > 0 && block.endings.length > 0);
  if (kept.length === 0) throw new Error('A phone space needs a block with numbers.');
  const starts: number[] = [];
  let capacity = 0;
  for (const block of kept) {
    starts.push(capacity);
    capacity += block.heads.length * block.endings.length;
  }
  const at = (position: number): string => {
    let b = kept.length - 1;
    while (b > 0 && (starts[b] as number) > position) b--;
    const block = kept[b] as PhoneBlock;
    const offset = position - (starts[b] as number);
    const size = block.endings.length;
    return (block.heads[(offset / size) | 0] as string) + (block.endings[offset % size] as string);
  };
  return { blocks: kept, capacity, at };
}
