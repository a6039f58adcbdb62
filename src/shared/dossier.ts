// What a profile shows of an agent's place in a linked mission (version 4): its agency, the chain
// above and below it, its cell, its household and its operations, each other agent named by its
// index in the mission, so the page can link to that agent's profile. Made by the worker
// (engine/linked/dossier.ts), read by the page.

/** Another agent of the mission, as a link to its profile names it. */
export interface AgentRef {
  /** Its index in the mission: its `id`, and the `i=` of its agent link. */
  readonly index: number;
  readonly codename: string;
  readonly fullName: string;
}

export interface DossierAgency {
  readonly id: number;
  readonly name: string;
  readonly kind: string;
  readonly headquarters: string;
  readonly founded: string;
  readonly director: AgentRef;
}

export interface DossierCell {
  readonly id: number;
  readonly codename: string;
  readonly city: string;
  readonly leader: AgentRef;
}

export interface DossierHousehold {
  readonly id: number;
  readonly address: string;
  readonly size: number;
  /** Every member, the agent among them, head first. */
  readonly members: readonly AgentRef[];
}

export interface DossierOperation {
  readonly id: number;
  readonly codename: string;
  readonly targetCity: string;
  readonly targetCountryCode: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly status: string;
  /** The agent's role in it. */
  readonly role: string;
}

/** An agent's relations in its linked mission. */
export interface AgentDossier {
  readonly agency: DossierAgency;
  /** Who runs the agent; null for a director. */
  readonly handler: AgentRef | null;
  /** The agents it runs, in index order; none for a field agent. */
  readonly handles: readonly AgentRef[];
  /** Its cell; null above the cells' level. */
  readonly cell: DossierCell | null;
  readonly household: DossierHousehold;
  /** The operations it is assigned to, in id order. */
  readonly operations: readonly DossierOperation[];
}
