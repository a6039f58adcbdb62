import { describe, expect, it } from 'vitest';
import { FNV_OFFSET, FNV_PRIME, HASH_BITS, KeyTable } from '../../../../src/worker/engine/cities/keyTable.ts';

describe('KeyTable', () => {
  it('files cities under keys in the order they come, once per city', () => {
    const table = new KeyTable(4);
    table.addKey('paris', 0);
    table.addKey('paris', 0);
    table.addKey('lyon', 1);
    table.addKey('paris', 2);
    expect(table.lookup('paris')).toEqual([0, 2]);
    expect(table.lookup('lyon')).toEqual([1]);
    expect(table.lookup('pari')).toEqual([]);
    expect(table.lookup('parisx')).toEqual([]);
    expect(table.size).toBe(2);
  });

  it('takes keys written in place with their hash, and ignores an empty one', () => {
    const table = new KeyTable(4);
    const write = (key: string, city: number) => {
      const chars = table.beginKey(key.length);
      let hash = FNV_OFFSET;
      for (let i = 0; i < key.length; i++) {
        chars[table.keyStart + i] = key.charCodeAt(i);
        hash = Math.imul(hash ^ key.charCodeAt(i), FNV_PRIME) & HASH_BITS;
      }
      table.endKey(key.length, hash, city);
    };
    write('new york', 3);
    table.beginKey(1)[table.keyStart] = 120; // written, never ended: not a key
    write('', 4);
    write('new york', 5);
    table.addKey('york', 6);
    expect(table.lookup('new york')).toEqual([3, 5]);
    expect(table.lookup('york')).toEqual([6]);
    expect(table.lookup('x')).toEqual([]);
    expect(table.lookup('')).toEqual([]);
    expect(table.size).toBe(2);
    expect(table.maxWords(8)).toBe(2);
  });

  it('takes a key longer than twice its character buffer in one piece', () => {
    // 16 keys of room at least, ten characters each: 160; doubling alone would give 320.
    const table = new KeyTable(1);
    const long = 'a'.repeat(1_000);
    table.addKey(long, 3);
    table.addKey('b', 4);
    expect(table.lookup(long)).toEqual([3]);
    expect(table.lookup('b')).toEqual([4]);
  });

  it('grows past its first guess without losing a key', () => {
    const table = new KeyTable(1);
    for (let i = 0; i < 20_000; i++) table.addKey(`town ${i % 7_000} ${'x'.repeat(i % 13)}`, i);
    expect(table.size).toBe(20_000); // (i % 7000, i % 13) repeats only from i = 91,000
    expect(table.lookup(`town 5 ${'x'.repeat(5)}`)).toEqual([5]);
    expect(table.lookup(`town 6999 ${'x'.repeat(6999 % 13)}`)).toEqual([6999]);
    expect(table.maxWords(8)).toBe(3);
  });

  it('removes keys for good, and counts them out of its size', () => {
    const table = new KeyTable(4);
    table.addKey('of', 0);
    table.addKey('the hague', 1);
    table.remove('of');
    table.remove('of');
    table.remove('absent');
    expect(table.lookup('of')).toEqual([]);
    expect(table.size).toBe(1);
    table.remove('the hague');
    expect(table.maxWords(8)).toBe(1);
  });

  it('caps the word count it reports', () => {
    const table = new KeyTable(4);
    table.addKey('a b c d e f g h i j', 0);
    expect(table.maxWords(8)).toBe(8);
  });
});
