// Brazil's states as GeoNames names them, with their two-letter abbreviations (IBGE), for the checks
// that read Google's geocoding data, which names a Brazilian number's town as "Town - UF".

export const BRAZIL_STATE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  Acre: 'AC',
  Alagoas: 'AL',
  Amapá: 'AP',
  Amazonas: 'AM',
  Bahia: 'BA',
  Ceará: 'CE',
  'Federal District': 'DF',
  'Espírito Santo': 'ES',
  Goiás: 'GO',
  Maranhão: 'MA',
  'Mato Grosso': 'MT',
  'Mato Grosso do Sul': 'MS',
  'Minas Gerais': 'MG',
  Pará: 'PA',
  Paraíba: 'PB',
  Paraná: 'PR',
  Pernambuco: 'PE',
  Piauí: 'PI',
  'Rio de Janeiro': 'RJ',
  'Rio Grande do Norte': 'RN',
  'Rio Grande do Sul': 'RS',
  Rondônia: 'RO',
  Roraima: 'RR',
  'Santa Catarina': 'SC',
  'São Paulo': 'SP',
  Sergipe: 'SE',
  Tocantins: 'TO',
};

/** How the geocoding data may also name the Federal District's numbers. */
export const BRAZIL_STATE_OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Federal District': ['Distrito Federal', 'Brasília'],
};
