// Version 3 agents of real missions: contact details unique by construction, counted here rather
// than trusted; the phone range's size said in the plan; and the places' own facts (districts,
// postcode ranges, area codes, name frequencies) from published lists written out in this file,
// never read from the generator's tables.
import { describe, expect, it } from 'vitest';
import { offlineMission, type OfflineMission } from './offlineMission.ts';

function mission(query: string, count: number, seed = 2, version: 2 | 3 = 3): Promise<OfflineMission> {
  return offlineMission(query, version, count, seed);
}

const distinct = (values: readonly string[]): number => new Set(values).size;

describe('version 3: contact details no two agents share', () => {
  it('gives 200,000 agents in Tokyo 200,000 emails and 200,000 usernames', async () => {
    const { agents } = await mission('tokyo', 200_000);
    expect(distinct(agents.map((agent) => agent.email))).toBe(200_000);
    expect(distinct(agents.map((agent) => agent.username!))).toBe(200_000);
  });

  it('where version 2 repeated them: 10,000 agents in Germany', async () => {
    const v2 = await mission('germany', 10_000, 2, 2);
    const v3 = await mission('germany', 10_000, 2, 3);
    // The issue's own figure: version 2 repeated emails there.
    expect(distinct(v2.agents.map((agent) => agent.email))).toBeLessThan(10_000);
    expect(distinct(v3.agents.map((agent) => agent.email))).toBe(10_000);
  });

  it("gives each of 20,000 agents in Seoul a number of their own (the plan's range is larger)", async () => {
    const { plan, agents } = await mission('seoul', 20_000);
    expect(plan.phoneCapacity).toBeGreaterThanOrEqual(20_000);
    expect(distinct(agents.map((agent) => agent.phone))).toBe(20_000);
  });

  it("uses every number of New York's fiction range before any repeats, and says how many there are", async () => {
    // NANPA's fiction numbers: 555-0100 to 555-0199, a hundred in each area code.
    const { plan, agents } = await mission('new york', 1_000);
    const capacity = plan.phoneCapacity!;
    expect(capacity % 100).toBe(0);
    expect(capacity).toBeLessThan(1_000);
    const uses = new Map<string, number>();
    for (const agent of agents) uses.set(agent.phone, (uses.get(agent.phone) ?? 0) + 1);
    expect(uses.size).toBe(capacity);
    const most = Math.max(...uses.values());
    const least = Math.min(...uses.values());
    expect(most - least).toBeLessThanOrEqual(1);
    for (const phone of uses.keys()) expect(phone).toMatch(/^\+1 \d{3} 555 01\d\d$/);
  });

  it('shapes emails as name, number, reserved domain', async () => {
    const { agents } = await mission('paris', 500);
    for (const agent of agents) expect(agent.email).toMatch(/^[a-z]+(\.[a-z]+)?\d+@[a-z0-9-]+\.example$/);
  });
});

// Each city's own facts, written here from the public lists named, independently of the tables.
const SEOUL_GU = [
  // Seoul Metropolitan Government: the 25 autonomous districts.
  'Jongno-gu',
  'Jung-gu',
  'Yongsan-gu',
  'Seongdong-gu',
  'Gwangjin-gu',
  'Dongdaemun-gu',
  'Jungnang-gu',
  'Seongbuk-gu',
  'Gangbuk-gu',
  'Dobong-gu',
  'Nowon-gu',
  'Eunpyeong-gu',
  'Seodaemun-gu',
  'Mapo-gu',
  'Yangcheon-gu',
  'Gangseo-gu',
  'Guro-gu',
  'Geumcheon-gu',
  'Yeongdeungpo-gu',
  'Dongjak-gu',
  'Gwanak-gu',
  'Seocho-gu',
  'Gangnam-gu',
  'Songpa-gu',
  'Gangdong-gu',
];

/** The districts an address names: the words before ", Seoul". */
function seoulDistrict(address: string): string {
  return /, ([A-Za-z-]+-gu), Seoul /.exec(address)?.[1] ?? '';
}

describe("version 3: addresses of the agent's own city", () => {
  it("names only Seoul's own 25 gu, never Busan's or Daegu's, with Seoul's 01–08 postcodes and area code 2", async () => {
    const { agents } = await mission('seoul', 2_000);
    const districts = new Set(agents.map((agent) => seoulDistrict(agent.address)));
    for (const district of districts) expect(SEOUL_GU).toContain(district);
    // Most of the 25 appear in 2,000 agents.
    expect(districts.size).toBeGreaterThan(20);
    for (const agent of agents) {
      // Korea Post: Seoul's five-digit codes run from 01000 to 08999.
      expect(agent.postcode).toMatch(/^0[1-8]\d{3}$/);
      if (/^\+82 [1-9]\d? /.test(agent.phone) && !agent.phone.startsWith('+82 1'))
        expect(agent.phone.startsWith('+82 2 ')).toBe(true);
    }
  });

  it("keeps Madrid's postcodes in the city's own 28001–28055 and its landlines on 91", async () => {
    const { agents } = await mission('madrid', 2_000);
    for (const agent of agents) {
      const code = Number(agent.postcode);
      expect(code >= 28001 && code <= 28055, agent.postcode).toBe(true);
      if (/^\+34 [89]/.test(agent.phone)) expect(agent.phone.startsWith('+34 91')).toBe(true);
    }
  });

  it("gives Málaga's landlines the province's 952 or 951, never Córdoba's 957 or Granada's 958", async () => {
    const { agents } = await mission('málaga', 2_000);
    const landlines = agents.filter((agent) => /^\+34 9/.test(agent.phone));
    expect(landlines.length).toBeGreaterThan(100);
    for (const agent of landlines) expect(agent.phone).toMatch(/^\+34 95[12]/);
    // Correos: Málaga city's codes are 29001–29018 and a few outer ones (29140, 29190, 29590).
    for (const agent of agents) expect(agent.postcode).toMatch(/^29\d{3}$/);
  });

  it("writes Paris's codes 75001–75020 (and 75116), and Paris's 01 landlines", async () => {
    const { agents } = await mission('paris', 2_000);
    for (const agent of agents) {
      expect(agent.postcode).toMatch(/^750(0[1-9]|1[0-9]|20)$|^75116$/);
      if (/^\+33 [1-5] /.test(agent.phone)) expect(agent.phone.startsWith('+33 1 ')).toBe(true);
    }
  });

  it("writes Warszawa as Poles do, with the city's 00–04 codes and its 22 landlines", async () => {
    const { agents } = await mission('warsaw', 1_000);
    for (const agent of agents) {
      expect(agent.address).toContain(' Warszawa, Poland');
      expect(agent.city).toBe('Warsaw');
      // Poczta Polska: 00-001 to 04-999, and Wesoła's 05-07x (part of the city since 2002).
      expect(agent.postcode).toMatch(/^0[0-4]-\d{3}$|^05-07\d$/);
      if (/^\+48 \d\d \d{3} \d\d \d\d$/.test(agent.phone))
        expect(agent.phone.startsWith('+48 22 ')).toBe(true);
    }
  });

  it('gives Mumbai its own 4000xx–4001xx PINs and the 22 area code', async () => {
    const { agents } = await mission('mumbai', 1_000);
    for (const agent of agents) {
      expect(agent.postcode).toMatch(/^400[01]\d\d$/);
      if (/^\+91 \d{2,4} /.test(agent.phone) && !/^\+91 [6-9]\d{4} /.test(agent.phone))
        expect(agent.phone.startsWith('+91 22 ')).toBe(true);
      // Districts of other cities the issue found: Delhi's, Chennai's, Bangalore's.
      expect(agent.address).not.toMatch(/Rajouri Garden|Anna Nagar|Whitefield/);
    }
  });

  it("keeps São Paulo's CEPs in the capital's own 01000–05999 and 08000–08499", async () => {
    const { agents } = await mission('são paulo', 1_000);
    for (const agent of agents) {
      const prefix = Number(agent.postcode!.slice(0, 5));
      expect((prefix >= 1000 && prefix <= 5999) || (prefix >= 8000 && prefix <= 8499), agent.postcode).toBe(
        true,
      );
      expect(agent.address).not.toMatch(/Boa Viagem|Savassi|Barra da Tijuca/);
    }
  });

  it("names Lagos's areas, never Abuja's Wuse or Maitama", async () => {
    const { agents } = await mission('lagos', 1_000);
    for (const agent of agents) expect(agent.address).not.toMatch(/Wuse|Maitama|Garki/);
  });

  it("gives Reykjavík the capital's own 101–116 codes", async () => {
    const { agents } = await mission('reykjavik', 1_000);
    for (const agent of agents) expect(Number(agent.postcode)).toBeGreaterThanOrEqual(101);
    for (const agent of agents) expect(Number(agent.postcode)).toBeLessThanOrEqual(116);
  });
});

describe('version 3: names as the place has them', () => {
  it('names most of Reykjavík by patronymic, -son for men and -dóttir for women', async () => {
    const { agents } = await mission('reykjavik', 1_000);
    const patronymic = agents.filter((agent) =>
      agent.sex === 'male' ? agent.fullName.endsWith('son') : agent.fullName.endsWith('dóttir'),
    );
    // Statistics Iceland: about 96% of Icelanders carry a patronymic.
    expect(patronymic.length).toBeGreaterThan(900);
    for (const agent of agents) {
      if (agent.sex === 'male') expect(agent.fullName).not.toMatch(/dóttir$/);
      else expect(agent.fullName).not.toMatch(/son$/);
    }
  });

  it("gives Seoul Korea's concentration of family names: Kim, Lee and Park for nearly half", async () => {
    // Statistics Korea, census 2015: Kim 21.5%, Lee 14.7%, Park 8.4% (44.6% together).
    const { agents } = await mission('seoul', 5_000);
    const share = (family: string) =>
      agents.filter((agent) => agent.fullName.startsWith(`${family} `)).length / 5_000;
    expect(share('Kim')).toBeGreaterThan(0.17);
    expect(share('Kim')).toBeLessThan(0.27);
    expect(share('Kim') + share('Lee') + share('Park')).toBeGreaterThan(0.38);
  });

  it("meets Paris's commonest adult names among 5,000 Parisians", async () => {
    // INSEE's prénoms of people born 1946–1990: Marie, Nathalie, Isabelle, Sylvie, Catherine; Jean,
    // Philippe, Michel, Alain, Pierre.
    const { agents } = await mission('paris', 5_000);
    const given = new Set(agents.map((agent) => agent.fullName.split(' ')[0]));
    for (const name of [
      'Marie',
      'Nathalie',
      'Isabelle',
      'Sylvie',
      'Catherine',
      'Jean',
      'Philippe',
      'Michel',
      'Alain',
      'Pierre',
    ])
      expect(given).toContain(name);
  });

  it('gives Polish women the feminine of their family name: never -ski, -cki or -dzki', async () => {
    const { agents } = await mission('warsaw', 2_000);
    for (const agent of agents) {
      const family = agent.fullName.split(' ').at(-1)!;
      if (agent.sex === 'female') expect(family).not.toMatch(/(ski|cki|dzki)$/);
      else expect(family).not.toMatch(/(ska|cka|dzka)$/);
    }
  });

  it('gives 100,000 Germans at least 50,000 distinct full names', async () => {
    const { agents } = await mission('germany', 100_000);
    expect(distinct(agents.map((agent) => agent.fullName))).toBeGreaterThan(50_000);
  });

  it("keeps a Mumbai name within one community: never 'Abdul Tiwari' or 'Lakshmi Qureshi'", async () => {
    // Given names used almost only by Muslims, and family names used almost only by Hindu
    // communities (Marathi, Hindi-belt, Gujarati, Tamil, Malayali), and the other way round.
    const muslimGiven = [
      'Mohammed',
      'Mohammad',
      'Abdul',
      'Imran',
      'Salman',
      'Javed',
      'Irfan',
      'Fatima',
      'Ayesha',
      'Shabana',
      'Rukhsana',
      'Nasreen',
    ];
    const hinduFamily = [
      'Patil',
      'Deshmukh',
      'Kulkarni',
      'Joshi',
      'Pawar',
      'Shinde',
      'Jadhav',
      'Sharma',
      'Tiwari',
      'Mishra',
      'Gupta',
      'Desai',
      'Mehta',
      'Iyer',
      'Nair',
    ];
    const hinduGiven = [
      'Sunita',
      'Santosh',
      'Rahul',
      'Priya',
      'Ramesh',
      'Suresh',
      'Anita',
      'Lakshmi',
      'Ganesh',
      'Vijay',
    ];
    const muslimFamily = ['Khan', 'Shaikh', 'Ansari', 'Qureshi', 'Siddiqui', 'Sayyed', 'Pathan'];
    const { agents } = await mission('mumbai', 5_000);
    let muslims = 0;
    for (const agent of agents) {
      const words = agent.fullName.split(' ');
      const [given, family] = [words[0]!, words.at(-1)!];
      if (muslimGiven.includes(given)) {
        muslims++;
        expect(hinduFamily, agent.fullName).not.toContain(family);
      }
      if (hinduGiven.includes(given)) expect(muslimFamily, agent.fullName).not.toContain(family);
    }
    // Census 2011: a fifth of Greater Mumbai is Muslim, so such names are met.
    expect(muslims).toBeGreaterThan(50);
  });
});
