// The people of one /api/ request: which mission each comes from, which of its agents, made into
// randomuser.me's user objects. The list a seed names is fixed: person k of page p is person
// (p − 1) × results + k of it, whatever else the request says, so pages of one seed never overlap
// and a client that asks for 10 then 20 sees the first 10 again.
import { deriveSeed } from '../../worker/engine/random.ts';
import { seedNumber } from '../../worker/engine/seed.ts';
import { countryName } from '../../worker/engine/countries.ts';
import { normaliseSeedText } from '../../shared/seedText.ts';
import type { Agent } from '../../shared/types.ts';
import { PEOPLE_REFERENCE_DATE, servedMission, type ServedMission } from '../missions.ts';
import { MAX_GENDER_DEPTH, type RandomUserQuery } from './params.ts';
import { toRandomUser, type RandomUser } from './person.ts';

/** Every this many people, the server lets other requests in: a 5,000-person page is not one block. */
const PEOPLE_PER_TURN = 250;

/**
 * The people asked for, in order.
 *
 * @example (await peopleOf(query, "abc", "http://localhost:8080")).length === query.results
 */
export async function peopleOf(query: RandomUserQuery, seed: string, origin: string): Promise<RandomUser[]> {
  const missionSeed = normaliseSeedText(seed);
  const pick = await sourcePicker(query.source, missionSeed);
  const people: RandomUser[] = [];
  const first = (query.page - 1) * query.results;
  const person = async (listIndex: number): Promise<Agent> => {
    const { mission, index } = pick(listIndex);
    const made = (await mission).agent(index);
    return made instanceof Promise ? await made : made;
  };
  const push = async (agent: Agent, listIndex: number): Promise<void> => {
    const context = {
      seed: missionSeed,
      index: listIndex,
      referenceDate: PEOPLE_REFERENCE_DATE,
      origin,
      password: query.password,
    };
    people.push(toRandomUser(agent, context));
    if (people.length % PEOPLE_PER_TURN === 0) await nextTurn();
  };
  if (query.gender === undefined) {
    for (let k = 0; k < query.results; k++) await push(await person(first + k), first + k);
    return people;
  }
  // With gender, the list is the seed's people of that sex, in order. The bound stops a list that
  // held none of them (no country's agents are all of one sex) from running forever.
  let skipped = 0;
  for (let i = 0; people.length < query.results && i < 4 * MAX_GENDER_DEPTH; i++) {
    const agent = await person(i);
    if (agent.sex !== query.gender) continue;
    if (skipped < first) skipped++;
    else await push(agent, i);
  }
  return people;
}

type Picker = (listIndex: number) => { mission: Promise<ServedMission>; index: number };

/**
 * Which mission person i of the list comes from, and its agent there. With nationalities, person
 * i's is drawn from the list by the seed, and the person is agent i of that country's mission
 * (the same agents `silent-directory agents --query Germany --place country:DE --seed …` writes).
 */
async function sourcePicker(source: RandomUserQuery['source'], seed: string): Promise<Picker> {
  if (source.kind === 'place') {
    const mission = servedMission({
      query: source.query === '' ? (source.pin ?? '') : source.query,
      seed,
      place: source.pin,
    });
    // Awaited here so that a place no mission comes of fails the request before any person is made.
    await mission;
    return (index) => ({ mission, index });
  }
  const missions = source.nats.map((code) =>
    servedMission({ query: countryName(code), seed, place: `country:${code}` }),
  );
  await Promise.all(missions);
  const natSeed = deriveSeed(seedNumber(seed), 0x6e61_7473);
  return (index) => ({
    mission: missions[
      missions.length === 1 ? 0 : deriveSeed(natSeed, index) % missions.length
    ] as Promise<ServedMission>,
    index,
  });
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
