// "Export SQL" (each dialect), "Export Parquet" and "Export XLSX", checked as the other downloads are:
// byte for byte against the CLI for the same mission, and read back by readers that share no code
// with the writers (SQLite itself through sql.js, hyparquet; the workbook's readers are in
// tests/roundtrip/xlsx.test.ts). The page writes Parquet and XLSX through workers; here the shared
// writers run in this thread behind the same interface, so what is tested is what the page hands
// them (the agents, in slices, and the mission) and what it makes of the bytes.
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { V1_FIELD_ORDER, V2_ADDED_FIELDS } from '../../../fieldOrder.ts';
import { createParquetWriter, formatParquet, type ParquetOptions } from '../../../../src/shared/parquet.ts';
import type { SqlDialect } from '../../../../src/shared/sqlFormat.ts';
import type { Agent, MissionVersion } from '../../../../src/shared/types.ts';
import type { MissionKey } from '../../../../src/shared/missionKey.ts';
import { createXlsxWriter, formatXlsx, type XlsxOptions } from '../../../../src/shared/xlsx.ts';
import { AgentResults } from '../../../../src/ui/mission/agentResults.ts';
import {
  AGENTS_PER_SLICE,
  buildAgentsFile,
  EXPORT_MEDIA_TYPES,
  exportFileName,
  SQL_DIALECT_LABELS,
  type BinaryFileWriter,
  type ParquetFileWriter,
} from '../../../../src/ui/features/share/exportAgents.ts';
import { makeAgent } from '../../fakes/fakeDirectoryClient.ts';
import { bytesOf, cliBytes, keyOf, noYield, pageResults, type Mission } from './pageMission.ts';

const DIALECTS: readonly SqlDialect[] = ['postgres', 'mysql', 'sqlite'];

/** The shared Parquet writer in this thread, behind the page's interface; `log` records the calls. */
function parquetHere(log: string[] = [], extra: Partial<ParquetOptions> = {}) {
  return (options: ParquetOptions): ParquetFileWriter => {
    const writer = createParquetWriter({ ...options, ...extra });
    return {
      agents: async (agents) => {
        log.push(`agents ${agents.length}`);
        return new Uint8Array(writer.agents(agents));
      },
      end: async () => {
        log.push('end');
        return new Uint8Array(writer.end());
      },
      close: () => void log.push('close'),
    };
  };
}

/** The shared XLSX writer in this thread, behind the page's interface. */
function xlsxHere(options: XlsxOptions): BinaryFileWriter {
  const writer = createXlsxWriter(options);
  return {
    agents: async (agents) => new Uint8Array(writer.agents(agents)),
    end: async () => new Uint8Array(writer.end()),
    close: () => undefined,
  };
}

const tables = { ...noYield, openParquet: parquetHere(), openXlsx: xlsxHere };

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

/** The rows of table `agents` of an SQLite script, in id order, as SQLite itself reads them. */
function sqliteRows(script: string): Record<string, unknown>[] {
  const db = new SQL.Database();
  try {
    db.exec(script);
    const [result] = db.exec('SELECT * FROM agents ORDER BY id');
    if (!result) return [];
    return result.values.map((values) =>
      Object.fromEntries(result.columns.map((name, i) => [name, values[i]])),
    );
  } finally {
    db.close();
  }
}

async function parquetRows(bytes: Buffer): Promise<Record<string, unknown>[]> {
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return parquetReadObjects({ file });
}

/**
 * An agent as a row of its mission's table: the fields of its version in the product's order (written
 * out in tests/fieldOrder.ts), an absent native-script name as null.
 */
function rowOf(agent: Agent, version: MissionVersion): Record<string, unknown> {
  const fields = [...V1_FIELD_ORDER, 'nativeName', ...(version === 2 ? V2_ADDED_FIELDS : [])] as const;
  return Object.fromEntries(fields.map((field) => [field, agent[field] ?? null]));
}

// Tokyo: native-script names, and more agents than two slices. Paris, Texas: version 1, and a
// comma in the query that the script's comment and the file's metadata carry.
const MISSIONS: readonly Mission[] = [
  { query: 'tokyo', seed: '7', version: 2, count: 2 * AGENTS_PER_SLICE + 345 },
  { query: 'Paris, Texas', seed: '42', version: 1, count: 12 },
];

describe.each(MISSIONS)(
  'SQL, Parquet and XLSX of $query (seed $seed, version $version, $count agents)',
  (mission) => {
    let key: MissionKey;
    let agents: Agent[];
    const cli = new Map<SqlDialect | 'parquet' | 'xlsx', Buffer>();
    const page = new Map<SqlDialect | 'parquet' | 'xlsx', Blob>();

    beforeAll(async () => {
      const outputs = await Promise.all([
        ...DIALECTS.map((dialect) => cliBytes(mission, 'sql', dialect)),
        cliBytes(mission, 'parquet'),
        cliBytes(mission, 'xlsx'),
      ]);
      DIALECTS.forEach((dialect, i) => cli.set(dialect, outputs[i]!));
      cli.set('parquet', outputs[DIALECTS.length]!);
      cli.set('xlsx', outputs[DIALECTS.length + 1]!);
      const made = await pageResults(mission);
      key = keyOf(made.plan);
      agents = Array.from({ length: made.results.length }, (_, i) => made.results.agent(i));
      for (const dialect of DIALECTS) {
        page.set(dialect, await buildAgentsFile(made.results, 'sql', key, { ...tables, dialect }));
      }
      page.set('parquet', await buildAgentsFile(made.results, 'parquet', key, tables));
      page.set('xlsx', await buildAgentsFile(made.results, 'xlsx', key, tables));
    }, 180_000);

    it.each(DIALECTS)('SQL for %s is byte for byte what the CLI writes with --dialect', async (dialect) => {
      expect(agents).toHaveLength(mission.count);
      const bytes = await bytesOf(page.get(dialect)!);
      expect(bytes.length).toBe(cli.get(dialect)!.length);
      expect(bytes.equals(cli.get(dialect)!)).toBe(true);
      expect(page.get(dialect)!.type).toBe('application/sql');
    });

    it('Parquet is byte for byte what the CLI writes', async () => {
      const bytes = await bytesOf(page.get('parquet')!);
      expect(bytes.length).toBe(cli.get('parquet')!.length);
      expect(bytes.equals(cli.get('parquet')!)).toBe(true);
      expect(page.get('parquet')!.type).toBe('application/vnd.apache.parquet');
    });

    it('XLSX is byte for byte what the CLI writes', async () => {
      const bytes = await bytesOf(page.get('xlsx')!);
      expect(bytes.length).toBe(cli.get('xlsx')!.length);
      expect(bytes.equals(cli.get('xlsx')!)).toBe(true);
      expect(page.get('xlsx')!.type).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    });

    it('SQLite loads the SQLite script: one row per agent, id its place in the mission', async () => {
      const rows = sqliteRows(await page.get('sqlite')!.text());
      expect(rows).toEqual(agents.map((agent, id) => ({ id, ...rowOf(agent, key.version) })));
    });

    it('hyparquet reads the Parquet file: one row per agent, in order', async () => {
      const rows = await parquetRows(await bytesOf(page.get('parquet')!));
      expect(rows).toEqual(agents.map((agent) => rowOf(agent, key.version)));
    });
  },
);

describe('a filtered export of SQL and Parquet', () => {
  const all = Array.from({ length: 2 * AGENTS_PER_SLICE + 7 }, (_, i) =>
    makeAgent({ codename: `Agent ${i}`, agency: i % 3 === 0 ? 'Bureau 9' : 'Desk 4', lat: i / 1000 }),
  );
  const results = AgentResults.fromAgents(all);
  const mission: MissionKey = { version: 1, query: 'madrid', seed: '3', pin: 'city:3117735' };
  // Every third agent, over slice boundaries: what an agency filter keeps.
  const only = Uint32Array.from(all.flatMap((agent, i) => (agent.agency === 'Bureau 9' ? [i] : [])));
  const kept = [...only].map((i) => all[i]!);

  it('writes only the kept agents, each with its mission index as its SQL id', async () => {
    const file = await buildAgentsFile(results, 'sql', mission, { ...tables, dialect: 'sqlite' }, only);
    const rows = sqliteRows(await file.text());
    expect(rows.map((row) => row.id)).toEqual([...only]);
    expect(rows).toEqual(kept.map((agent, i) => ({ id: only[i], ...rowOf(agent, 1) })));
  });

  it('writes the kept agents as the Parquet file of those agents alone', async () => {
    const file = await bytesOf(await buildAgentsFile(results, 'parquet', mission, tables, only));
    expect((await parquetRows(file)).map((row) => row.codename)).toEqual(kept.map((agent) => agent.codename));
    expect(file.equals(formatParquet(kept, { mission }))).toBe(true);
  });
});

describe('XLSX through a writer elsewhere', () => {
  const mission: MissionKey = { version: 1, query: 'seoul', seed: '3', pin: 'city:1835848' };
  const all = Array.from({ length: 2 * AGENTS_PER_SLICE + 7 }, (_, i) =>
    makeAgent({ codename: `Agent ${i}`, agency: i % 3 === 0 ? 'Bureau 9' : 'Desk 4' }),
  );
  const results = AgentResults.fromAgents(all);

  it('writes the kept agents of a filter as the workbook of those agents alone', async () => {
    const only = Uint32Array.from(all.flatMap((agent, i) => (agent.agency === 'Bureau 9' ? [i] : [])));
    const file = await bytesOf(await buildAgentsFile(results, 'xlsx', mission, tables, only));
    expect(
      file.equals(
        Buffer.from(
          formatXlsx(
            [...only].map((i) => all[i]!),
            { mission },
          ),
        ),
      ),
    ).toBe(true);
  });

  it('is refused without a writer to write with', async () => {
    await expect(buildAgentsFile(results, 'xlsx', mission, noYield)).rejects.toThrow('No XLSX writer');
  });
});

describe('Parquet through a writer elsewhere', () => {
  const all = Array.from({ length: 3 * AGENTS_PER_SLICE + 1 }, (_, i) =>
    makeAgent({ codename: `Agent ${i}` }),
  );
  const results = AgentResults.fromAgents(all);
  const mission: MissionKey = { version: 1, query: 'madrid', seed: 'launch-demo', pin: 'city:3117735' };

  it('hands it the agents slice by slice, then ends the file and closes the writer', async () => {
    const log: string[] = [];
    let turns = 0;
    await buildAgentsFile(results, 'parquet', mission, {
      yieldToPage: async () => void turns++,
      openParquet: parquetHere(log),
    });
    expect(log).toEqual(['agents 1000', 'agents 1000', 'agents 1000', 'agents 1', 'end', 'close']);
    expect(turns).toBe(4);
  });

  it('keeps the bytes of row groups that end inside a slice, and of several groups', async () => {
    // Groups of 700 end in the middle of the page's slices of 1,000: the file is still the writer's own.
    const file = await bytesOf(
      await buildAgentsFile(results, 'parquet', mission, {
        ...noYield,
        openParquet: parquetHere([], { rowGroupSize: 700 }),
      }),
    );
    expect(file.equals(formatParquet(all, { mission, rowGroupSize: 700 }))).toBe(true);
    const metadata = parquetMetadata(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    );
    expect(metadata.row_groups.map((group) => Number(group.num_rows))).toEqual([700, 700, 700, 700, 201]);
  });

  it('writes an empty mission as a file of no rows', async () => {
    const file = await bytesOf(await buildAgentsFile(new AgentResults(0), 'parquet', mission, tables));
    expect(await parquetRows(file)).toEqual([]);
    expect(file.subarray(0, 4).toString('latin1')).toBe('PAR1');
  });

  it('stops the writer as soon as the export is aborted, and rejects with the reason', async () => {
    const log: string[] = [];
    const controller = new AbortController();
    let closed = (): void => undefined;
    const stuck: ParquetFileWriter = {
      // The second slice takes as long as a row group being encoded: until the writer is closed.
      // The visitor leaves meanwhile.
      agents: (agents) => {
        log.push(`agents ${agents.length}`);
        if (log.length === 1) return Promise.resolve(new Uint8Array(0));
        setTimeout(() => controller.abort(new Error('left the page')), 0);
        return new Promise((_, reject) => (closed = () => reject(new Error('closed'))));
      },
      end: async () => new Uint8Array(0),
      close: () => {
        log.push('close');
        closed();
      },
    };
    const aborted = buildAgentsFile(results, 'parquet', mission, {
      ...noYield,
      signal: controller.signal,
      openParquet: () => stuck,
    });
    await expect(aborted).rejects.toThrow('left the page');
    // Closed while the second slice was still being written, and never ended.
    expect(log.slice(0, 3)).toEqual(['agents 1000', 'agents 1000', 'close']);
    expect(log).not.toContain('end');
  });

  it('passes the writer’s failure on, and closes it', async () => {
    const log: string[] = [];
    const failing: ParquetFileWriter = {
      agents: async () => {
        throw new Error('Parquet: the file has ended');
      },
      end: async () => new Uint8Array(0),
      close: () => void log.push('close'),
    };
    await expect(
      buildAgentsFile(results, 'parquet', mission, { ...noYield, openParquet: () => failing }),
    ).rejects.toThrow('the file has ended');
    expect(log).toEqual(['close']);
  });

  it('is refused without a writer to write with', async () => {
    await expect(buildAgentsFile(results, 'parquet', mission, noYield)).rejects.toThrow('No Parquet writer');
  });
});

describe('SQL slices', () => {
  it('gives the page a turn after every slice, and stops when aborted', async () => {
    const many = AgentResults.fromAgents(
      Array.from({ length: AGENTS_PER_SLICE * 2 + 1 }, (_, i) => makeAgent({ codename: `Agent ${i}` })),
    );
    const mission: MissionKey = { version: 1, query: 'x', seed: '1', pin: 'city:1' };
    let turns = 0;
    const file = await buildAgentsFile(many, 'sql', mission, {
      yieldToPage: async () => void turns++,
      dialect: 'sqlite',
    });
    expect(turns).toBe(3);
    expect(sqliteRows(await file.text())).toHaveLength(AGENTS_PER_SLICE * 2 + 1);

    const controller = new AbortController();
    const aborted = buildAgentsFile(many, 'sql', mission, {
      yieldToPage: async () => controller.abort(new Error('left the page')),
      signal: controller.signal,
    });
    await expect(aborted).rejects.toThrow('left the page');
  });

  it('writes PostgreSQL’s script when no dialect is named, as the CLI does', async () => {
    const one = AgentResults.fromAgents([makeAgent()]);
    const mission: MissionKey = { version: 1, query: 'x', seed: '1', pin: 'city:1' };
    const text = await (await buildAgentsFile(one, 'sql', mission, noYield)).text();
    expect(text).toContain("SET client_encoding = 'UTF8';");
    expect(text).toBe(
      await (await buildAgentsFile(one, 'sql', mission, { ...noYield, dialect: 'postgres' })).text(),
    );
  });
});

describe('exportFileName', () => {
  const tokyo = { query: 'Tokyo', seed: '7', count: 100 };

  it('names an SQL file after its dialect, the one the script loads into', () => {
    expect(DIALECTS.map((dialect) => exportFileName(tokyo, 'sql', { dialect }))).toEqual([
      'agents-tokyo-seed-7-n100-postgres.sql',
      'agents-tokyo-seed-7-n100-mysql.sql',
      'agents-tokyo-seed-7-n100-sqlite.sql',
    ]);
    expect(exportFileName(tokyo, 'sql')).toBe('agents-tokyo-seed-7-n100-postgres.sql');
    expect(SQL_DIALECT_LABELS).toEqual({ postgres: 'PostgreSQL', mysql: 'MySQL', sqlite: 'SQLite' });
  });

  it('says "filtered" before the dialect, and nothing of a dialect for other formats', () => {
    expect(exportFileName(tokyo, 'sql', { dialect: 'sqlite', filtered: true })).toBe(
      'agents-tokyo-seed-7-n100-filtered-sqlite.sql',
    );
    expect(exportFileName(tokyo, 'parquet')).toBe('agents-tokyo-seed-7-n100.parquet');
    expect(exportFileName(tokyo, 'parquet', { dialect: 'mysql', filtered: true })).toBe(
      'agents-tokyo-seed-7-n100-filtered.parquet',
    );
    expect(exportFileName({ ...tokyo, count: 12 }, 'csv', { dialect: 'mysql' })).toBe(
      'agents-tokyo-seed-7.csv',
    );
    expect(EXPORT_MEDIA_TYPES.parquet).toBe('application/vnd.apache.parquet');
  });
});
