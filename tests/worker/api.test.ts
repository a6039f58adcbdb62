// The facade through the real Comlink path, over a MessageChannel, as the UI uses it.
import { readFileSync } from 'node:fs';
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCitiesFile } from '../../scripts/lib/citiesFile.ts';
import { textValue } from '../../src/shared/chunkText.ts';
import { type Agent, type AgentChunk, type SearchPlan } from '../../src/shared/types.ts';
import { AGENT_TEXT_FIELDS, AGENT_V2_FIELDS, AGENT_V4_FIELDS } from '../../src/shared/agentFields.ts';
import { downloadCities } from '../../src/ui/workerBridge/citiesDownload.ts';
import { createWorkerApi } from '../../src/worker/api.ts';
import { loadCities } from '../../src/worker/engine/cities/loadCities.ts';
import { runMission } from '../../src/worker/engine/runMission.ts';
import { exposeWorkerApi, type ExposedWorkerApi } from '../../src/worker/exposeWorkerApi.ts';

const FIXTURE = readFileSync(new URL('../fixtures/cities.fixture.json', import.meta.url), 'utf8');
const FIXTURE_RECORDS = parseCitiesFile(FIXTURE).length;
const CONFIG = { citiesUrl: 'https://app.test/cities.json', geocoderUrl: '', geocoderTimeoutMs: 3000 };

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

function connect(fetchImpl: typeof fetch): Comlink.Remote<ExposedWorkerApi> {
  const channel = new MessageChannel();
  channels.push(channel);
  // The same wrapper the worker entry uses, so listener release is tested too.
  exposeWorkerApi(
    createWorkerApi({ fetch: fetchImpl, now: () => performance.now(), entropy: () => 0.5 }),
    channel.port1,
  );
  return Comlink.wrap<ExposedWorkerApi>(channel.port2);
}

const serveFixture: typeof fetch = async () => new Response(FIXTURE, { status: 200 });

/** A server that sends `text` in parts of 997 bytes, as a network would, splitting records. */
function inParts(text: string): typeof fetch {
  const bytes = new TextEncoder().encode(text);
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let start = 0; start < bytes.length; start += 997)
            controller.enqueue(bytes.slice(start, start + 997));
          controller.close();
        },
      }),
      { status: 200 },
    );
}

/** The agents in a chunk, rebuilt field by field (independently of the UI's store). */
function agentsOf(chunk: AgentChunk): Agent[] {
  return Array.from({ length: chunk.length }, (_, i) => {
    const agent = { lat: chunk.positions[i * 2 + 1], lng: chunk.positions[i * 2] } as Record<string, unknown>;
    for (const field of AGENT_TEXT_FIELDS) agent[field] = textValue(chunk, i, field);
    if (agent['nativeName'] === '') delete agent['nativeName'];
    // Version 4's keys travel as digits, '' where an agent (of an earlier version, or a director) has none.
    const keys = new Set<string>(AGENT_V4_FIELDS.filter((field) => agent[field] === ''));
    for (const field of AGENT_V4_FIELDS) if (!keys.has(field)) agent[field] = Number(agent[field]);
    const kept = Object.fromEntries(Object.entries(agent).filter(([key]) => !keys.has(key)));
    // A version 2 agent has every field (its age as digits); a version 1 agent none of them.
    if (kept['sex'] !== '') return { ...kept, age: Number(kept['age']) } as unknown as Agent;
    const v2 = new Set<string>(AGENT_V2_FIELDS);
    return Object.fromEntries(Object.entries(kept).filter(([key]) => !v2.has(key))) as unknown as Agent;
  });
}

/**
 * A listener that keeps what it is sent. The summary follows the last chunk without waiting for the page
 * to take it in, on another port (the listener's proxy has its own): `all(summary)` waits for every agent
 * the summary counts, as the page does.
 */
function listener() {
  const plans: SearchPlan[] = [];
  const agents: Agent[] = [];
  const chunks: { start: number; length: number }[] = [];
  return {
    plans,
    agents,
    chunks,
    all: (summary: { delivered: number }) => vi.waitFor(() => expect(agents).toHaveLength(summary.delivered)),
    proxy: Comlink.proxy({
      onPlan: (p: SearchPlan) => void plans.push(p),
      onChunk: (chunk: AgentChunk) => {
        chunks.push({ start: chunk.start, length: chunk.length });
        agents.push(...agentsOf(chunk));
      },
    }),
  };
}

describe('WorkerApi over Comlink', () => {
  it('loads the cities once and streams the spec search back agent by agent', async () => {
    const api = connect(serveFixture);
    const stats = await api.init(CONFIG);
    expect(stats).toMatchObject({ cities: FIXTURE_RECORDS, skipped: 0 });
    expect(FIXTURE_RECORDS).toBeGreaterThan(100);
    const { plans, agents, chunks, all, proxy } = listener();
    const summary = await api.search({ query: 'agents in rome', seed: 5 }, proxy);
    await all(summary);
    expect(plans[0]!.place).toMatchObject({ name: 'Rome', countryCode: 'IT', source: 'index' });
    expect(agents).toHaveLength(12);
    expect(chunks).toEqual(Array.from({ length: 12 }, (_, start) => ({ start, length: 1 })));
    expect(summary).toMatchObject({ seed: '5', delivered: 12, cancelled: false });
  });

  it("streams a bulk search in a few ordered chunks holding exactly the engine's agents", async () => {
    const api = connect(serveFixture);
    await api.init(CONFIG);
    const { agents, chunks, all, proxy } = listener();
    const summary = await api.search({ query: 'tokyo', seed: 9, count: 20_000, offline: true }, proxy);
    expect(summary).toMatchObject({ delivered: 20_000, cancelled: false });
    await all(summary);
    expect(chunks.length).toBeLessThan(20);
    let next = 0;
    for (const chunk of chunks) {
      expect(chunk.start).toBe(next);
      next += chunk.length;
    }
    expect(next).toBe(20_000);
    // The same mission run in-process, agent by agent, with no chunking in between.
    const direct: Agent[] = [];
    await runMission(
      { index: loadCities(FIXTURE).index, geocode: async () => null, entropy: () => 0.5 },
      { query: 'tokyo', seed: 9, count: 20_000, offline: true },
      { onPlan: () => undefined, onAgent: (agent) => void direct.push(agent) },
      () => true,
    );
    expect(agents).toEqual(direct);
  });

  it('loads a cities file that arrives in many small parts', async () => {
    const api = connect(inParts(FIXTURE));
    expect(await api.init(CONFIG)).toMatchObject({ cities: FIXTURE_RECORDS, skipped: 0 });
    const { plans, proxy } = listener();
    await api.search({ query: 'München', seed: 3 }, proxy);
    expect(plans[0]!.place).toMatchObject({ name: 'Munich', countryCode: 'DE', source: 'index' });
  });

  it('scans a cities file the page downloads and hands over part by part, without fetching it itself', async () => {
    const noFetch: typeof fetch = () => Promise.reject(new Error('the worker should not fetch'));
    const api = connect(noFetch);
    const cities = downloadCities(CONFIG.citiesUrl, inParts(FIXTURE));
    expect(await api.init(CONFIG, Comlink.transfer(cities, [cities]))).toMatchObject({
      cities: FIXTURE_RECORDS,
      skipped: 0,
    });
    const { plans, proxy } = listener();
    await api.search({ query: 'München', seed: 3 }, proxy);
    expect(plans[0]!.place).toMatchObject({ name: 'Munich', source: 'index' });
  });

  it("fetches the file itself for the next search when the page's download failed", async () => {
    const api = connect(serveFixture);
    const notFound: typeof fetch = async () => new Response('missing', { status: 404 });
    const cities = downloadCities(CONFIG.citiesUrl, notFound);
    expect(await api.init(CONFIG, Comlink.transfer(cities, [cities]))).toMatchObject({ cities: 0 });
    const { plans, proxy } = listener();
    await api.search({ query: 'München', seed: 3 }, proxy);
    expect(plans[0]!.place).toMatchObject({ name: 'Munich', source: 'index' });
  });

  it('cancels a running search when a newer one starts', async () => {
    const api = connect(serveFixture);
    await api.init(CONFIG);
    const first = listener();
    const second = listener();
    // Big enough to travel in several chunks: a search of up to 2,048 agents is made and sent whole.
    const running = api.search({ query: 'paris', seed: 1, count: 10_000 }, first.proxy);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const replacing = api.search({ query: 'tokyo', seed: 2 }, second.proxy);
    const [firstSummary, secondSummary] = await Promise.all([running, replacing]);
    expect(firstSummary.cancelled).toBe(true);
    expect(first.agents.length).toBeLessThan(10_000);
    expect(secondSummary).toMatchObject({ delivered: 12, cancelled: false });
    await second.all(secondSummary);
    expect(second.agents.every((agent) => agent.city === 'Tokyo')).toBe(true);
  });

  it('stops on cancel()', async () => {
    const api = connect(serveFixture);
    await api.init(CONFIG);
    const { agents, proxy } = listener();
    // Big enough to travel in several chunks: the worker reads a cancel() between two of them.
    const running = api.search({ query: 'paris', seed: 1, count: 10_000 }, proxy);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api.cancel();
    expect((await running).cancelled).toBe(true);
    expect(agents.length).toBeLessThan(10_000);
  });

  it('survives a missing cities file: searches say why instead of hanging', async () => {
    const api = connect(async () => new Response('not found', { status: 404 }));
    expect(await api.init(CONFIG)).toMatchObject({ cities: 0 });
    // The name survives Comlink, so the UI can tell a refusal written for people from a crash.
    await expect(api.search({ query: 'paris' }, listener().proxy)).rejects.toMatchObject({
      name: 'MissionError',
      message: 'City index unavailable — try a city name when back online.',
    });
  });

  it('tries a failed cities load again on the next search, instead of keeping the failure', async () => {
    let calls = 0;
    const flaky: typeof fetch = async () =>
      ++calls === 1 ? new Response('offline', { status: 503 }) : new Response(FIXTURE, { status: 200 });
    const api = connect(flaky);
    expect(await api.init(CONFIG)).toMatchObject({ cities: 0 });
    const { agents, all, proxy } = listener();
    const summary = await api.search({ query: 'agents in rome', seed: 1 }, proxy);
    await all(summary);
    expect(calls).toBe(2);
    expect(summary.place).toMatchObject({ name: 'Rome', source: 'index' });
    expect(agents).toHaveLength(12);
  });

  it("releases each search's listener proxy when the search ends, closing its port", async () => {
    const api = connect(serveFixture);
    await api.init(CONFIG);
    let released = 0;
    const proxy = Comlink.proxy({
      onPlan: () => undefined,
      onChunk: () => undefined,
      [Comlink.finalizer]: () => void released++,
    });
    await api.search({ query: 'paris', seed: 1 }, proxy);
    await expect.poll(() => released).toBe(1);
    await api.search({ query: '   ' }, proxy).catch(() => undefined);
    await expect.poll(() => released).toBe(2);
  });

  it('refuses bad requests with a plain message', async () => {
    const api = connect(serveFixture);
    await api.init(CONFIG);
    await expect(api.search({ query: '   ' }, listener().proxy)).rejects.toThrow('The query is empty.');
  });
});
