// Version 4 ties a street to its district: a street runs through some districts of a city and its
// addresses carry those districts' codes. The expectations are facts of the cities, not of the data
// file: ul. Marszałkowska is in Warsaw's Śródmieście, whose codes are 00-xxx; Nepean Sea Road is on
// Malabar Hill (PIN 400006); Juhu Tara Road runs from Santacruz West (400054) to Juhu (400049);
// Seoul's Teheran-ro runs from Gangnam Station to Samseong, all in Gangnam-gu (Korea Post's block 06000–06499);
// Paris's rue Mouffetard is in the 5th arrondissement (75005), the Champs-Élysées in the 8th (75008), and
// rue de Passy in the south of the 16th, whose code is 75016 (75116 is the north's).
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../../../src/shared/types.ts';
import { offlineMission } from '../../offlineMission.ts';

const agentsOf = async (query: string, version: 3 | 4, count = 3000): Promise<Agent[]> =>
  (await offlineMission(query, version, count, 7)).agents;

/** The agents whose street line names `street` (after a house number, or before one). */
const on = (agents: readonly Agent[], street: string) =>
  agents.filter((agent) => (agent.street as string).includes(street));

describe('streets in their districts (version 4)', () => {
  it('writes ul. Marszałkowska only with Śródmieście’s 00- codes', async () => {
    const agents = await agentsOf('warsaw', 4);
    const marszalkowska = on(agents, 'ul. Marszałkowska');
    expect(marszalkowska.length).toBeGreaterThan(0);
    for (const agent of marszalkowska) expect(agent.postcode, agent.address).toMatch(/^00-\d{3}$/);
    // Every address names a street as Warsaw writes them: ul., al. or pl., never pl. Marszałkowska.
    for (const agent of agents) expect(agent.street, agent.address).toMatch(/^(ul|al|pl)\. /);
    expect(agents.some((agent) => (agent.street as string).startsWith('pl. Marszałkowska'))).toBe(false);
  });

  it('puts Mumbai’s roads in their localities, with their PIN codes', async () => {
    const agents = await agentsOf('mumbai', 4);
    const nepean = on(agents, 'Nepean Sea Road');
    const juhuTara = on(agents, 'Juhu Tara Road');
    expect(nepean.length).toBeGreaterThan(0);
    expect(juhuTara.length).toBeGreaterThan(0);
    for (const agent of nepean) expect(agent.address).toContain('Malabar Hill');
    for (const agent of nepean) expect(agent.postcode).toBe('400006');
    for (const agent of juhuTara) expect(['400049', '400054']).toContain(agent.postcode);
  });

  it('keeps Seoul’s Teheran-ro in Gangnam-gu, with its codes', async () => {
    const teheran = on(await agentsOf('seoul', 4), 'Teheran-ro');
    expect(teheran.length).toBeGreaterThan(0);
    for (const agent of teheran) {
      expect(agent.address).toContain('Gangnam-gu');
      expect(Number(agent.postcode)).toBeGreaterThanOrEqual(6000);
      expect(Number(agent.postcode)).toBeLessThan(6500);
    }
  });

  it('puts Paris’s streets in their arrondissements, with their codes', async () => {
    const agents = await agentsOf('paris', 4, 12_000);
    const expectations: [string, string[]][] = [
      ['Rue Mouffetard', ['75005']],
      ['Avenue des Champs-Élysées', ['75008']],
      ['Rue de Passy', ['75016']],
      ['Rue Oberkampf', ['75011']],
    ];
    for (const [street, codes] of expectations) {
      const found = on(agents, street);
      expect(found.length, street).toBeGreaterThan(0);
      for (const agent of found) expect(codes, agent.address).toContain(agent.postcode);
    }
    // A village's square has no place in Paris: every street is one of the city's.
    expect(on(agents, "Place de l'Église")).toEqual([]);
  });

  it('puts Berlin’s streets in their Bezirke, with codes of the Bezirk', async () => {
    // The Kurfürstendamm runs through Charlottenburg-Wilmersdorf (codes 10585–10629, 10707–10719 and
    // 14050–14059 there); the Schönhauser Allee through Prenzlauer Berg, in Pankow, whose codes are
    // 10405–10439 (Pankow's north is 131xx).
    const agents = await agentsOf('berlin', 4, 12_000);
    const inRanges = (code: string, ranges: [number, number][]) =>
      ranges.some(([from, to]) => Number(code) >= from && Number(code) <= to);
    const kudamm = on(agents, 'Kurfürstendamm');
    const schoenhauser = on(agents, 'Schönhauser Allee');
    expect(kudamm.length).toBeGreaterThan(0);
    expect(schoenhauser.length).toBeGreaterThan(0);
    for (const agent of kudamm) {
      const ranges: [number, number][] = [
        [10585, 10629],
        [10707, 10719],
        [14050, 14059],
      ];
      expect(inRanges(agent.postcode as string, ranges), agent.address).toBe(true);
    }
    for (const agent of schoenhauser)
      expect(inRanges(agent.postcode as string, [[10405, 10439]]), agent.address).toBe(true);
    // Mitte's codes differ by part: Müllerstraße is in Wedding (13347–13359), not in Mitte's 101xx.
    const mueller = on(agents, 'Müllerstraße');
    expect(mueller.length).toBeGreaterThan(0);
    for (const agent of mueller)
      expect(inRanges(agent.postcode as string, [[13347, 13359]]), agent.address).toBe(true);
  });

  it('writes New York’s addresses as the Postal Service does: the borough’s post office, its streets', async () => {
    // USPS names Manhattan's post office "New York", the Bronx's "Bronx", Brooklyn's "Brooklyn"; Queens'
    // addresses name the neighbourhood ("Flushing, NY 11354"). Brooklyn's ZIP codes are 112xx, the
    // Bronx's 104xx, Manhattan's 100xx–102xx; West 125th Street is Harlem's (10027), and its numbers
    // end near 600.
    const agents = await agentsOf('new york', 4, 6000);
    const towns = new Set(agents.map((agent) => /, ([A-Za-z .]+), NY \d{5}/u.exec(agent.address)?.[1]));
    expect(towns.has('New York City')).toBe(false);
    for (const town of ['New York', 'Brooklyn', 'Bronx', 'Staten Island', 'Flushing', 'Astoria'])
      expect(towns.has(town), town).toBe(true);
    for (const agent of agents) {
      const code = agent.postcode as string;
      if (agent.address.includes(', Brooklyn, NY ')) expect(code.startsWith('112'), agent.address).toBe(true);
      if (agent.address.includes(', Bronx, NY ')) expect(code.startsWith('104'), agent.address).toBe(true);
      if (agent.address.includes(', New York, NY ')) expect(/^10[0-2]/u.test(code), agent.address).toBe(true);
    }
    const harlem = on(agents, 'West 125th Street');
    expect(harlem.length).toBeGreaterThan(0);
    for (const agent of harlem) {
      expect(Number(agent.postcode)).toBeGreaterThanOrEqual(10026);
      expect(Number(agent.postcode)).toBeLessThanOrEqual(10040);
      expect(Number(/^\d+/u.exec(agent.street as string)?.[0])).toBeLessThan(800);
    }
  });

  it('puts Madrid’s streets in their distritos: Serrano in Salamanca, Bravo Murillo never in Retiro', async () => {
    // Calle de Serrano runs through the Salamanca distrito (28001, 28006); Calle de Bravo Murillo through
    // Chamberí and Tetuán (28003, 28010, 28020, 28039), nowhere near Retiro's 28007 and 28009.
    const agents = await agentsOf('madrid', 4, 8000);
    const serrano = on(agents, 'Calle de Serrano');
    const bravo = on(agents, 'Calle de Bravo Murillo');
    expect(serrano.length).toBeGreaterThan(0);
    expect(bravo.length).toBeGreaterThan(0);
    for (const agent of serrano) expect(['28001', '28006'], agent.address).toContain(agent.postcode);
    for (const agent of bravo) expect(['28007', '28009'], agent.address).not.toContain(agent.postcode);
  });

  it('leaves version 3 as it was released: any of the city’s roads in any locality', async () => {
    // Version 3 replays byte for byte (tests/golden); its Mumbai drew the city's roads anywhere.
    const agents = await agentsOf('mumbai', 3);
    const postcodes = new Set(on(agents, 'Nepean Sea Road').map((agent) => agent.postcode));
    expect(postcodes.size).toBeGreaterThan(1);
  });
});
