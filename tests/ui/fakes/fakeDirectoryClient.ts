// A stand-in for the worker: answers searches from an in-memory generator and lets a test decide
// when each agent, or each run of agents, "arrives" (as one columnar chunk, like the worker sends
// them), so the search script's pacing, batching and cancellation can be observed.
import { ChunkTextWriter } from '../../../src/shared/chunkText.ts';
import {
  LATEST_MISSION_VERSION,
  type Agent,
  type AgentChunk,
  type IndexStats,
  type Resolution,
  type SearchPlan,
  type SearchRequest,
  type SearchSummary,
} from '../../../src/shared/types.ts';
import type { DirectoryClient, SearchListener } from '../../../src/ui/workerBridge/directoryClient.ts';
import type { AgentDossier } from '../../../src/shared/dossier.ts';

export function makeAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    fullName: 'Ada Moreau',
    codename: 'Silent Viper',
    profession: 'Cartographer',
    nationality: 'France',
    city: 'Paris',
    address: '12 Rue de Rivoli, 75001 Paris',
    email: 'ada.moreau@example.org',
    phone: '+33 1 23 45 67 89',
    agency: 'Bureau 9',
    lat: 48.8566,
    lng: 2.3522,
    countryCode: 'FR',
    ...overrides,
  };
}

/**
 * A version 2 agent: makeAgent's, with every field version 2 adds. Born 1990-04-12, so 36 on the
 * version's reference date (2026-11-26); the phone is in ARCEP's range reserved for drama (01 99 00).
 */
export function makeV2Agent(overrides: Partial<Agent> = {}): Agent {
  return makeAgent({
    phone: '+33 1 99 00 12 34',
    sex: 'female',
    birthDate: '1990-04-12',
    age: 36,
    username: 'ada.moreau',
    timeZone: 'Europe/Paris',
    street: '12 Rue de Rivoli',
    postcode: '75001',
    region: 'Île-de-France',
    phoneKind: 'fiction',
    ...overrides,
  });
}

/** A running search the test can drive by hand. */
export interface FakeSearch {
  request: SearchRequest;
  signal: AbortSignal;
  listener: SearchListener;
  plan: SearchPlan;
  /** Sends agent `index` (made by the client's generator) to the listener, as a chunk of one. */
  deliver(index: number): void;
  /** Sends agents `start` to `end` (exclusive) to the listener as one chunk. */
  deliverRange(start: number, end: number): void;
  /** Resolves the search's summary with `delivered` agents. */
  finish(delivered?: number): void;
  fail(error: unknown): void;
}

export interface FakeClientOptions {
  /** `instant`: plan, all agents and the summary are sent as soon as the search starts. */
  mode?: 'instant' | 'manual';
  /** Seed drawn when the request has none; the plan reports it as its digits, like the worker. */
  drawnSeed?: number;
  /** Agents actually made (the plan still announces request.count). */
  available?: number;
  /** How the plan says the query was understood; Paris, with two other places, by default. */
  resolution?: Resolution;
}

/** The fake's Paris: GeoNames 2988507, with Paris, Texas and Paris, Tennessee as other places. */
export const PARIS_RESOLUTION: Resolution = {
  kind: 'city',
  label: 'Paris, France',
  pin: 'city:2988507',
  rule: 'name',
  places: 1,
  alternatives: [
    { kind: 'city', label: 'Paris, United States', pin: 'city:4717560' },
    { kind: 'city', label: 'Paris, United States', pin: 'city:4647963' },
  ],
};

/** A pinned request is placed where its pin says, like the worker does with a pin it knows. */
function resolutionFor(request: SearchRequest, fallback: Resolution): Resolution {
  if (request.place === undefined) return fallback;
  return { ...fallback, label: `Pinned ${request.place}`, pin: request.place, rule: 'pinned' };
}

/** Gives each agent a codename naming its search and position, and the keyword profession rule. */
function agentFor(request: SearchRequest, index: number): Agent {
  const query = request.query.toLowerCase();
  const profession = query.includes('weapon') ? 'Weapons Consultant' : `Profession ${index}`;
  return makeAgent({ codename: `${request.query}#${index}`, profession });
}

/** The agents, in order from position `start`, as the one chunk the worker would send for them. */
export function agentChunk(start: number, agents: readonly Agent[]): AgentChunk {
  const positions = new Float64Array(agents.length * 2);
  agents.forEach((agent, i) => {
    positions[i * 2] = agent.lng;
    positions[i * 2 + 1] = agent.lat;
  });
  const text = new ChunkTextWriter(agents.length);
  for (const agent of agents) text.add(agent);
  return { start, length: agents.length, positions, ...text.take() };
}

export class FakeDirectoryClient implements DirectoryClient {
  readonly searches: FakeSearch[] = [];
  prepareCalls = 0;

  constructor(private readonly options: FakeClientOptions = {}) {}

  prepare(): Promise<IndexStats> {
    this.prepareCalls++;
    return Promise.resolve({ cities: 3, skipped: 0, loadMs: 1 });
  }

  /** Agent `index` of a mission: the agent a fake search of that query sends at that position. */
  agent(request: SearchRequest, index: number): Promise<Agent> {
    return Promise.resolve(makeAgent({ codename: `${request.query} ${index}` }));
  }

  /** The fake makes agents that stand alone: no dossier, as the worker answers a version 1–3 mission. */
  dossier(request: SearchRequest): Promise<AgentDossier> {
    return Promise.reject(new Error(`Mission version ${request.version ?? 3} has agents only.`));
  }

  /** Nor other tables. */
  table(request: SearchRequest): Promise<Uint8Array> {
    return Promise.reject(new Error(`Mission version ${request.version ?? 3} has agents only.`));
  }

  search(request: SearchRequest, listener: SearchListener, signal: AbortSignal): Promise<SearchSummary> {
    const count = request.count ?? 12;
    const plan: SearchPlan = {
      query: request.query,
      // Reported as the worker reports it: as text, the version settled (the latest when not asked).
      seed: String(request.seed ?? this.options.drawnSeed ?? 42),
      version: request.version ?? LATEST_MISSION_VERSION,
      count,
      place: {
        name: 'Paris',
        country: 'France',
        countryCode: 'FR',
        admin1: '',
        lat: 48.85,
        lon: 2.35,
        source: 'index',
      },
      resolution: resolutionFor(request, this.options.resolution ?? PARIS_RESOLUTION),
      forcedProfession: null,
    };
    return new Promise<SearchSummary>((resolve, reject) => {
      const search: FakeSearch = {
        request: { ...request },
        signal,
        listener,
        plan,
        deliver: (index) => search.deliverRange(index, index + 1),
        deliverRange: (first, end) => {
          const agents = Array.from({ length: end - first }, (_, i) => agentFor(request, first + i));
          listener.onChunk(agentChunk(first, agents));
        },
        finish: (delivered = count) => resolve({ ...plan, delivered, cancelled: false }),
        fail: reject,
      };
      this.searches.push(search);
      listener.onPlan(plan);
      if (this.options.mode !== 'manual') {
        const available = Math.min(count, this.options.available ?? count);
        for (let i = 0; i < available; i++) search.deliver(i);
        search.finish(available);
      }
    });
  }
}
