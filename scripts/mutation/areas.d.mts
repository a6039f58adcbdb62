// Types for areas.mjs, which stays plain JavaScript because stryker.config.mjs imports it under Node.
export interface MutationArea {
  mutate: string[];
  tests: string[];
}
export declare const MUTATION_AREAS: Record<string, MutationArea>;
export declare function mutationArea(): MutationArea & { name: string };
