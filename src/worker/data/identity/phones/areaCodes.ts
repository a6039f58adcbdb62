// Fixed-line area codes of big cities and regions, as the leading digits of the national
// significant number (without the trunk prefix 0; Italy keeps its 0). Numbering plans are
// public; only numbers that libphonenumber's metadata accepts are ever built from these.

export interface AreaCodes {
  /** GeoNames city name, lower case. */
  city?: Readonly<Record<string, readonly string[]>>;
  /** GeoNames region (admin1) name, lower case. */
  region?: Readonly<Record<string, readonly string[]>>;
}

export const AREA_CODES: Readonly<Record<string, AreaCodes>> = {
  FR: {
    region: {
      'île-de-france': ['1'],
      normandy: ['2'],
      brittany: ['2'],
      'pays de la loire': ['2'],
      'centre-val de loire': ['2'],
      'hauts-de-france': ['3'],
      'grand est': ['3'],
      'bourgogne-franche-comté': ['3'],
      'auvergne-rhône-alpes': ['4'],
      "provence-alpes-côte d'azur": ['4'],
      corsica: ['4'],
      occitanie: ['4', '5'],
      'new aquitaine': ['5'],
    },
  },
  IN: {
    city: {
      delhi: ['11'],
      'new delhi': ['11'],
      mumbai: ['22'],
      kolkata: ['33'],
      chennai: ['44'],
      bengaluru: ['80'],
      hyderabad: ['40'],
      pune: ['20'],
      ahmedabad: ['79'],
      jaipur: ['141'],
      lucknow: ['522'],
    },
  },
  BR: {
    region: {
      'são paulo': ['11', '19'],
      'rio de janeiro': ['21'],
      'minas gerais': ['31'],
      bahia: ['71'],
      paraná: ['41'],
      'rio grande do sul': ['51'],
      pernambuco: ['81'],
      ceará: ['85'],
      'federal district': ['61'],
      goiás: ['62'],
      amazonas: ['92'],
      pará: ['91'],
      'santa catarina': ['48'],
    },
  },
  MX: {
    city: {
      'mexico city': ['55'],
      guadalajara: ['33'],
      monterrey: ['81'],
      puebla: ['222'],
      tijuana: ['664'],
      'león de los aldama': ['477'],
    },
  },
  JP: {
    city: {
      tokyo: ['3'],
      osaka: ['6'],
      nagoya: ['52'],
      sapporo: ['11'],
      fukuoka: ['92'],
      yokohama: ['45'],
      kyoto: ['75'],
      kobe: ['78'],
      kawasaki: ['44'],
      hiroshima: ['82'],
      sendai: ['22'],
    },
  },
  CN: {
    city: {
      beijing: ['10'],
      shanghai: ['21'],
      guangzhou: ['20'],
      shenzhen: ['755'],
      chengdu: ['28'],
      wuhan: ['27'],
      tianjin: ['22'],
      chongqing: ['23'],
      'xi’an': ['29'],
      nanjing: ['25'],
      hangzhou: ['571'],
    },
  },
  IT: {
    city: {
      rome: ['06'],
      milan: ['02'],
      naples: ['081'],
      turin: ['011'],
      palermo: ['091'],
      genoa: ['010'],
      bologna: ['051'],
      florence: ['055'],
    },
  },
  ES: {
    region: {
      madrid: ['91'],
      catalonia: ['93'],
      valencia: ['96'],
      andalusia: ['95'],
      'basque country': ['94'],
      aragon: ['976'],
      galicia: ['981', '986'],
    },
  },
  RU: {
    city: {
      moscow: ['495', '499'],
      'saint petersburg': ['812'],
      novosibirsk: ['383'],
      yekaterinburg: ['343'],
      kazan: ['843'],
    },
  },
  KR: {
    city: { seoul: ['2'], busan: ['51'], incheon: ['32'], daegu: ['53'], daejeon: ['42'], gwangju: ['62'] },
  },
  TR: {
    city: {
      istanbul: ['212', '216'],
      ankara: ['312'],
      i̇zmir: ['232'],
      izmir: ['232'],
      bursa: ['224'],
      antalya: ['242'],
    },
  },
  AR: { city: { 'buenos aires': ['11'], córdoba: ['351'], rosario: ['341'], mendoza: ['261'] } },
  CO: { city: { bogotá: ['601'], medellín: ['604'], cali: ['602'], barranquilla: ['605'] } },
  PK: {
    city: {
      karachi: ['21'],
      lahore: ['42'],
      islamabad: ['51'],
      rawalpindi: ['51'],
      faisalabad: ['41'],
      peshawar: ['91'],
    },
  },
  EG: { city: { cairo: ['2'], giza: ['2'], alexandria: ['3'] } },
  ID: { city: { jakarta: ['21'], surabaya: ['31'], bandung: ['22'], medan: ['61'] } },
  NL: {
    city: { amsterdam: ['20'], rotterdam: ['10'], 'the hague': ['70'], utrecht: ['30'], eindhoven: ['40'] },
  },
  BE: { city: { brussels: ['2'], antwerpen: ['3'], gent: ['9'], liège: ['4'], charleroi: ['71'] } },
  CH: { city: { zürich: ['44'], genève: ['22'], basel: ['61'], bern: ['31'], lausanne: ['21'] } },
  AT: { city: { vienna: ['1'], graz: ['316'], linz: ['732'], salzburg: ['662'] } },
  PL: {
    city: { warsaw: ['22'], kraków: ['12'], łódź: ['42'], wrocław: ['71'], poznań: ['61'], gdańsk: ['58'] },
  },
  SE: { city: { stockholm: ['8'], göteborg: ['31'], malmö: ['40'], uppsala: ['18'] } },
  PH: { region: { 'national capital region': ['2'] } },
  TH: { city: { bangkok: ['2'] } },
  VN: { city: { hanoi: ['24'], 'ho chi minh city': ['28'] } },
  NG: { city: { lagos: ['1'] } },
  ZA: {
    city: { johannesburg: ['11'], 'cape town': ['21'], durban: ['31'], pretoria: ['12'], soweto: ['11'] },
  },
  PT: { city: { lisbon: ['21'], porto: ['22'] } },
  GR: { city: { athens: ['21'], thessaloníki: ['231'] } },
  UA: { city: { kyiv: ['44'], kharkiv: ['57'], odesa: ['48'] } },
  IR: { city: { tehran: ['21'], mashhad: ['51'], isfahan: ['31'] } },
  SA: { city: { riyadh: ['11'], jeddah: ['12'], mecca: ['12'], dammam: ['13'] } },
  KE: { city: { nairobi: ['20'] } },
  CL: { city: { santiago: ['2'] } },
  PE: { city: { lima: ['1'] } },
  IE: { city: { dublin: ['1'], cork: ['21'], galway: ['91'] } },
  NZ: { city: { auckland: ['9'], wellington: ['4'], christchurch: ['3'] } },
};
