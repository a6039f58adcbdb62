// The cities the engine benchmarks generate in: a mix of countries, so per-country work (names,
// address formats, phone plans) is part of every figure. Shared so both benches measure one mix.
export const ENGINE_MIX = [
  'Tokyo',
  'Paris',
  'São Paulo',
  'Lagos',
  'Mumbai',
  'New York City',
  'Cairo',
  'Moscow',
  'Berlin',
  'Sydney',
] as const;
