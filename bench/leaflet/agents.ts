// Agents as the app this product replaced made them: faker, on the page's main thread, all of them before
// anything is drawn. The fields are the ones the product's table shows, so both pages make the same
// amount of identity per agent.
import { faker } from '@faker-js/faker';
import type { Place } from './geocode.ts';

export interface LeafletAgent {
  codename: string;
  fullName: string;
  profession: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  agency: string;
  lat: number;
  lng: number;
}

/** Spread like the product's city missions: within about 15 km of the place. */
const RADIUS_KM = 15;

export function makeAgents(place: Place, count: number, seed: number): LeafletAgent[] {
  faker.seed(seed);
  const agents: LeafletAgent[] = [];
  for (let i = 0; i < count; i++) {
    const [lat, lng] = faker.location.nearbyGPSCoordinate({
      origin: [place.lat, place.lng],
      radius: RADIUS_KM,
      isMetric: true,
    });
    agents.push({
      codename: `${faker.word.adjective()} ${faker.animal.type()}`.toUpperCase(),
      fullName: faker.person.fullName(),
      profession: faker.person.jobTitle(),
      address: faker.location.streetAddress(),
      city: place.name,
      phone: faker.phone.number(),
      email: faker.internet.email(),
      agency: faker.company.name(),
      lat,
      lng,
    });
  }
  return agents;
}
