import { describe, expect, it } from 'vitest';
import { forcedProfession } from '../../../src/worker/engine/professionRule.ts';

describe('forcedProfession', () => {
  it.each([
    ['weapon dealers', 'Weapons Consultant'],
    ['WEAPONS', 'Weapons Consultant'],
    ['body', 'Body Remover'],
    ['anybody in paris', 'Body Remover'],
    ['Cleaners', 'Clean-Up Coordinator'],
    ['cyber', 'Cyber Intelligence Analyst'],
    ['cyber weapon', 'Cyber Intelligence Analyst'],
    ['weapon body', 'Body Remover'],
    ['clean body weapon', 'Clean-Up Coordinator'],
    ['weapon body clean cyber', 'Cyber Intelligence Analyst'],
    ['paris', null],
    ['', null],
  ])('%j → %j', (query, expected) => {
    expect(forcedProfession(query)).toBe(expected);
  });
});
