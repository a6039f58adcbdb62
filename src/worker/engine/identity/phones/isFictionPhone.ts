// Whether a number lies in a range reserved for fiction. Written from the regulators'
// lists directly, apart from the generators, so the audit checks them rather than echoes them.

const AU_MOBILES =
  '570006|570156|570157|570158|570159|570110|570313|570737|571266|571491|571804|572549|572665|572983|573770|' +
  '573087|574118|574632|575254|575789|576398|576801|577426|577644|578957|578148|578888|579212|579760|579455';

/** Digits after "+" (calling code included) that fall in a fiction range, by country. */
const FICTION_DIGITS: Readonly<Record<string, RegExp>> = {
  // NANP: 555-0100 to 555-0199 behind any area code (first digit 2–9).
  US: /^1[2-9]\d\d55501\d\d$/,
  CA: /^1[2-9]\d\d55501\d\d$/,
  // Ofcom drama numbers.
  GB: new RegExp(
    '^44(?:7700900\\d{3}|2079460\\d{3}|11[3-8]4960\\d{3}|1[2-6]14960\\d{3}|1914980\\d{3}|2896496\\d{3}|' +
      '2920180\\d{3}|1632960\\d{3}|8081570\\d{3}|9098790\\d{3}|3069990\\d{3})$',
  ),
  // ACMA: thirty listed mobiles and (0X) 5550 xxxx / 7010 xxxx for X in 2, 3, 7, 8.
  AU: new RegExp(`^61(?:491(?:${AU_MOBILES})|[2378](?:5550|7010)\\d{4})$`),
  // Bundesnetzagentur: Berlin, Frankfurt, Hamburg, Cologne, Munich.
  DE: /^49(?:3023125|6990009|4066969|2214710|8999998)\d{3}$/,
};

/**
 * True when `number` (international format, any spacing) is in a range the country's
 * regulator reserves for drama and fiction. Countries without such a range answer false.
 *
 * @example isFictionPhone("+44 20 7946 0123", "GB") // true
 */
export function isFictionPhone(number: string, countryCode: string): boolean {
  const pattern = FICTION_DIGITS[countryCode.toUpperCase()];
  if (pattern === undefined || !number.trimStart().startsWith('+')) return false;
  return pattern.test(number.replace(/\D/g, ''));
}
