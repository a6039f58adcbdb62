// The one sentence that says a mission has more agents than its place has phone numbers, for the
// command line's stderr and the page's export message alike.

/**
 * @example phoneCapacityNote("New York City", 1000) === "New York City has 1,000 phone numbers that can reach no one; beyond 1,000 agents, numbers repeat (docs/PHONES.md)."
 */
export function phoneCapacityNote(place: string, capacity: number): string {
  const count = capacity.toLocaleString('en');
  return `${place} has ${count} phone numbers that can reach no one; beyond ${count} agents, numbers repeat (docs/PHONES.md).`;
}
