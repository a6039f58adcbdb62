// The streaming contract of the Parquet writer: bytes come out as each row group is written, so what
// the writer holds stays within one group, and the pieces put together are the whole file. What the
// bytes mean is checked by real readers in tests/roundtrip/parquet.test.ts.
import { parquetMetadata } from 'hyparquet';
import { describe, expect, it } from 'vitest';
import { createParquetWriter, formatParquet, PARQUET_ROW_GROUP_SIZE } from '../../src/shared/parquet.ts';
import type { Agent } from '../../src/shared/types.ts';

const agentAt = (i: number): Agent => ({
  fullName: `Agent ${i}`,
  codename: 'Silent Viper',
  profession: 'Cryptographer',
  nationality: 'France',
  city: 'Paris',
  address: `${i} Harbour Street, Paris, France`,
  email: `agent${i}@section-zero.example`,
  phone: '+33 1 23 45 67 89',
  agency: 'Section Zero',
  lat: 48.8 + i / 1e6,
  lng: 2.3,
  countryCode: 'FR',
});
const AGENTS = Array.from({ length: 230 }, (_, i) => agentAt(i));
const MAGIC = [0x50, 0x41, 0x52, 0x31]; // "PAR1", at both ends of every Parquet file

function concat(parts: readonly Uint8Array[]): Uint8Array {
  return new Uint8Array(parts.flatMap((part) => [...part]));
}

describe('createParquetWriter', () => {
  it('hands out each row group as soon as it is full, and nothing in between', () => {
    const writer = createParquetWriter({ rowGroupSize: 50 });
    const sizes = AGENTS.map((agent) => writer.agent(agent).length);
    // The first call gives the file's magic number; then a group at every 50th agent.
    expect(sizes[0]).toBe(MAGIC.length);
    const groupEnds = sizes.flatMap((size, i) => (size > 0 && i > 0 ? [i + 1] : []));
    expect(groupEnds).toEqual([50, 100, 150, 200]);
    expect(writer.end().length).toBeGreaterThan(0);
  });

  it('gives the same file whether fed one agent, arrays or everything at once', () => {
    const whole = formatParquet(AGENTS, { rowGroupSize: 64 });
    const one = createParquetWriter({ rowGroupSize: 64 });
    expect(concat([...AGENTS.map((agent) => one.agent(agent)), one.end()])).toEqual(whole);
    const arrays = createParquetWriter({ rowGroupSize: 64 });
    const parts = [arrays.agents(AGENTS.slice(0, 7)), arrays.agents(AGENTS.slice(7, 150)), arrays.agents([])];
    expect(concat([...parts, arrays.agents(AGENTS.slice(150)), arrays.end()])).toEqual(whole);
    expect([...whole.slice(0, 4)]).toEqual(MAGIC);
    expect([...whole.slice(-4)]).toEqual(MAGIC);
    expect(parquetMetadata(whole).row_groups.map((group) => Number(group.num_rows))).toEqual([
      64, 64, 64, 38,
    ]);
  });

  it('makes row groups of PARQUET_ROW_GROUP_SIZE agents by default', () => {
    const writer = createParquetWriter();
    writer.agent(AGENTS[0]!);
    const filler = Array.from({ length: PARQUET_ROW_GROUP_SIZE - 2 }, () => AGENTS[1]!);
    expect(writer.agents(filler).length).toBe(0);
    expect(writer.agent(AGENTS[2]!).length).toBeGreaterThan(0);
  });

  it('refuses a row group of no agents, fields the mission lacks, and agents after the end', () => {
    for (const rowGroupSize of [0, -1, 1.5, NaN]) {
      expect(() => createParquetWriter({ rowGroupSize })).toThrow(
        'a row group holds a whole number of agents',
      );
    }
    expect(() => createParquetWriter({ fields: ['age'] })).toThrow(
      '"age" is a field of mission version 2 only',
    );
    const writer = createParquetWriter();
    writer.end();
    expect(() => writer.agent(AGENTS[0]!)).toThrow('Parquet: the file has ended');
    expect(() => writer.end()).toThrow('Parquet: the file has ended');
  });
});
