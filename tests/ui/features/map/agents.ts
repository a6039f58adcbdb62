// A minimal Agent for map tests: the map only reads lat and lng, so the rest is filler.
import type { Agent } from '../../../../src/shared/types.ts';

export function agentAt(lat: number, lng: number, index = 0): Agent {
  return {
    fullName: `Agent ${index}`,
    codename: `Silent Fox ${index}`,
    profession: 'Courier',
    nationality: 'France',
    city: 'Paris',
    address: '1 Rue de Rivoli, 75001 Paris',
    email: `agent${index}@example.test`,
    phone: '+33 1 00 00 00 00',
    agency: 'Bureau',
    lat,
    lng,
    countryCode: 'FR',
  };
}

/** Twelve agents scattered around Paris, deterministic. */
export function parisAgents(count = 12): Agent[] {
  return Array.from({ length: count }, (_, index) =>
    agentAt(48.8566 + ((index % 4) - 1.5) * 0.02, 2.3522 + (Math.floor(index / 4) - 1) * 0.03, index),
  );
}
