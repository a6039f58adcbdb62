// A mission's agents as an Office Open XML workbook (.xlsx): one sheet, "Agents", for people who open
// files in Excel, LibreOffice Calc, Numbers or Google Sheets. Unlike a CSV, which a spreadsheet
// guesses at, every cell says what it is: text cells for the text fields, so a postcode keeps its
// leading zero (Seoul's 01349, Boston's 02134) and a phone number is never read as a sum or a
// number; a date cell for birthDate; numbers for lat, lng and age. The header row is bold and frozen.
//
// Streamed: a workbook is a ZIP archive of XML parts, and the sheet's rows go through the archive's
// deflate stream a slice at a time, so a million agents are never one string or one buffer. The
// archive is written by fflate's streaming `Zip` and `ZipDeflate` (MIT, no dependencies, plain
// JavaScript that runs alike in Node, a page and a worker, a few kB in a bundle); the SpreadsheetML
// parts are written here, since they are a few fixed strings and one row template. exceljs's
// streaming writer was the alternative: it is built on Node's streams and file system, so the page
// would need shims for both, and it brings a dozen dependencies for features this sheet does not use.
//
// Same bytes for the same agents: the archive's timestamps are fixed, and the text goes to the
// deflate stream in slices cut by content (every ~64K characters, at a row's end), never by how the
// caller hands the agents over, so the CLI and the page write the same file.
import { Zip, ZipDeflate } from 'fflate';
import { checkFields } from './formats.ts';
import { AGENT_FIELD_SPECS, type AgentField, type CellKind } from './agentFields.ts';
import { missionFields } from './missionVersions.ts';
import type { Agent } from './types.ts';
import type { MissionKey } from './missionKey.ts';
import { concatBytes } from './concatBytes.ts';

/** A worksheet's rows, the most Excel and Calc open (ECMA-376 leaves it to them; both stop here). */
export const XLSX_MAX_ROWS = 1_048_576;
/** Agents a workbook holds below its header row. */
export const XLSX_MAX_AGENTS = XLSX_MAX_ROWS - 1;

/**
 * Agents whose cells size the columns. A column's width is fixed in the sheet's XML before its first
 * row, and a stream cannot look ahead to the millionth agent, so the widths fit the header and the
 * first agents: later agents of the same mission have text of the same kinds, and a longer cell
 * simply runs over its neighbour or is cut, as in any spreadsheet. These agents are held until the
 * widths are known.
 */
export const XLSX_WIDTH_SAMPLE = 1_000;

export interface XlsxOptions {
  /** The mission: its version sets the default columns, and it is recorded in the file's properties. */
  mission?: MissionKey;
  /** The columns, in order (see WriterOptions.fields); every field of the mission's version without it. */
  fields?: readonly AgentField[];
}

/**
 * A streaming workbook writer. Each call returns the bytes of the file completed since the previous
 * call (often none); the caller writes them out in order, and the bytes `end` returns complete the
 * file. Agents go in the order of the file.
 */
export interface AgentXlsxWriter {
  agent(agent: Agent): Uint8Array;
  agents(agents: readonly Agent[]): Uint8Array;
  end(): Uint8Array;
}

/** Indices into styles.xml's cellXfs. */
const STYLE = { number: 0, text: 1, date: 2, header: 3 } as const;

/** Text handed to the deflate stream at a time: large enough that a push is cheap, small enough to hold. */
const PUSH_CHARS = 65_536;

/** ZIP's sizes and offsets are 32 bits (fflate writes no ZIP64): the sheet's XML must stay below 4 GiB. */
const ZIP_MAX_BYTES = 0xffff_ffff;

/**
 * Every part's modification time. A fixed time keeps the bytes the same from run to run; ZIP stores
 * local time fields, which fflate reads from the Date in the zone of the moment, so the date is built
 * from local fields when the part is written, giving the same fields in every zone.
 */
const partTime = (): Date => new Date(1980, 0, 1, 12, 0, 0);

const NO_BYTES = new Uint8Array(0);

/**
 * A writer of one workbook. Throws, as createFormatWriter does, for fields that do not apply to the
 * mission, and on the agent that would not fit in a worksheet (more than XLSX_MAX_AGENTS).
 *
 * @example
 *   const xlsx = createXlsxWriter({ mission, fields: ["fullName", "postcode", "birthDate"] });
 *   const parts = [xlsx.agents(agents), xlsx.end()]; // the file, in order
 */
export function createXlsxWriter(options: XlsxOptions = {}): AgentXlsxWriter {
  const version = options.mission?.version ?? 1;
  const fields = options.fields === undefined ? missionFields(version) : checkFields(options.fields, version);
  const columns = fields.map((field, i) => ({
    field,
    kind: AGENT_FIELD_SPECS[field].cell,
    letters: columnLetters(i),
  }));
  const archive = openArchive();
  archive.addWhole('[Content_Types].xml', CONTENT_TYPES);
  archive.addWhole('_rels/.rels', PACKAGE_RELS);
  archive.addWhole('docProps/core.xml', coreProperties(options.mission));
  archive.addWhole('xl/workbook.xml', WORKBOOK);
  archive.addWhole('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  archive.addWhole('xl/styles.xml', STYLES);
  const sheet = archive.addStream('xl/worksheets/sheet1.xml');

  /** The first agents, held until the columns' widths are known; null once the rows have begun. */
  let sample: Agent[] | null = [];
  let text = '';
  let rows = 0;
  let ended = false;

  function startRows(held: readonly Agent[]): void {
    text = sheetStart(columns, held);
    for (const agent of held) addRow(agent);
  }

  function addRow(agent: Agent): void {
    rows++;
    text += rowXml(columns, agent, rows + 1);
    if (text.length >= PUSH_CHARS) {
      sheet.push(text, false);
      text = '';
    }
  }

  function add(agent: Agent): void {
    if (ended) throw new Error('XLSX: the file has ended');
    if (rows + (sample?.length ?? 0) >= XLSX_MAX_AGENTS) throw new Error(tooManyRows());
    if (sample === null) {
      addRow(agent);
    } else {
      sample.push(agent);
      if (sample.length === XLSX_WIDTH_SAMPLE) {
        startRows(sample);
        sample = null;
      }
    }
  }

  return {
    agent(agent) {
      add(agent);
      return archive.take();
    },
    agents(agents) {
      for (const agent of agents) add(agent);
      return archive.take();
    },
    end() {
      if (ended) throw new Error('XLSX: the file has ended');
      ended = true;
      if (sample !== null) startRows(sample);
      sample = null;
      sheet.push(`${text}</sheetData></worksheet>`, true);
      text = '';
      archive.end();
      return archive.take();
    },
  };
}

/**
 * A whole workbook of the agents, for a download held in memory. Throws before writing anything when
 * there are more agents than a worksheet has rows.
 *
 * @example new TextDecoder().decode(formatXlsx(agents).slice(0, 2)) === "PK"
 */
export function formatXlsx(agents: readonly Agent[], options: XlsxOptions = {}): Uint8Array {
  if (agents.length > XLSX_MAX_AGENTS) throw new Error(tooManyRows());
  const xlsx = createXlsxWriter(options);
  return concatBytes([xlsx.agents(agents), xlsx.end()]);
}

function tooManyRows(): string {
  return `XLSX: a worksheet holds at most ${XLSX_MAX_ROWS.toLocaleString('en')} rows, the header and ${XLSX_MAX_AGENTS.toLocaleString('en')} agents; write more agents as several workbooks (the command line's --shard)`;
}

interface Archive {
  /** A small part, compressed and complete at once. */
  addWhole(name: string, xml: string): void;
  /** The part written last, a slice of text at a time; `final` on the last slice. */
  addStream(name: string): { push(xml: string, final: boolean): void };
  end(): void;
  /** The archive's bytes made since the last take. */
  take(): Uint8Array;
}

/**
 * fflate's Zip, with its output gathered for `take`. fflate reports a failure through the callback
 * from inside its own try/catch, so the failure is kept and thrown once the call returns.
 */
function openArchive(): Archive {
  const made: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure ??= error;
    else made.push(chunk);
  });
  const encoder = new TextEncoder();
  const check = (): void => {
    if (failure !== null) throw failure;
  };
  const open = (name: string): ZipDeflate => {
    const part = new ZipDeflate(name, { level: 6 });
    part.mtime = partTime();
    zip.add(part);
    return part;
  };
  return {
    addWhole(name, xml) {
      open(name).push(encoder.encode(xml), true);
      check();
    },
    addStream(name) {
      const part = open(name);
      let bytes = 0;
      return {
        push(xml, final) {
          const chunk = encoder.encode(xml);
          bytes += chunk.length;
          if (bytes > ZIP_MAX_BYTES) {
            throw new Error(
              'XLSX: the sheet would exceed the 4 GiB a ZIP part holds; write fewer fields or agents',
            );
          }
          part.push(chunk, final);
          check();
        },
      };
    },
    end() {
      zip.end();
      check();
    },
    take() {
      if (made.length === 0) return NO_BYTES;
      const bytes = concatBytes(made);
      made.length = 0;
      return bytes;
    },
  };
}

interface Column {
  field: AgentField;
  kind: CellKind;
  letters: string;
}

/**
 * The sheet up to its first agent: the frozen header (ECMA-376 §18.3.1.66: a pane split below row 1,
 * its bottom part the one that scrolls), the columns' widths, and the bold header row.
 */
function sheetStart(columns: readonly Column[], sample: readonly Agent[]): string {
  const widths = columns
    .map(({ field, kind }, i) => {
      const width = columnWidth(field, kind, sample);
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  const header = columns
    .map(
      ({ field, letters }) =>
        `<c r="${letters}1" s="${STYLE.header}" t="inlineStr"><is><t>${field}</t></is></c>`,
    )
    .join('');
  return (
    `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}">` +
    '<sheetViews><sheetView tabSelected="1" workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols>` +
    `<sheetData><row r="1">${header}</row>`
  );
}

/**
 * One agent's row. An absent value (nativeName of a Latin-script name) and an empty one (a postcode
 * where the country has none) are both an empty cell, as a spreadsheet user expects of "nothing";
 * a cell is left out rather than written empty.
 */
function rowXml(columns: readonly Column[], agent: Agent, row: number): string {
  let out = `<row r="${row}">`;
  for (const { field, kind, letters } of columns) {
    const value = agent[field];
    if (value === undefined || value === '') continue;
    const ref = `${letters}${row}`;
    if (kind === 'number' && typeof value === 'number' && Number.isFinite(value)) {
      out += `<c r="${ref}"><v>${value}</v></c>`;
      continue;
    }
    const serial = kind === 'date' ? dateSerial(String(value)) : null;
    out +=
      serial === null ? textCell(ref, String(value)) : `<c r="${ref}" s="${STYLE.date}"><v>${serial}</v></c>`;
  }
  return `${out}</row>`;
}

/**
 * An inline string with the Text number format (@), so a cell edited later stays text too. Leading or
 * trailing white space, tabs and line breaks are kept by xml:space="preserve".
 */
function textCell(ref: string, value: string): string {
  const space = /^\s|\s$|[\t\n]/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" s="${STYLE.text}" t="inlineStr"><is><t${space}>${cellText(value)}</t></is></c>`;
}

/**
 * What a cell's text needs: XML's three markup characters, and ECMA-376's escape (§22.9.2.19,
 * ST_Xstring) for the characters XML 1.0 cannot carry (control characters, U+FFFE, U+FFFF, a lone
 * surrogate) and for a carriage return, which an XML parser would turn into a line feed: each becomes
 * `_xHHHH_`, its UTF-16 code unit in hexadecimal, as Excel writes them (LibreOffice drops a CR written
 * as `&#13;` but reads `_x000D_`). Text that already reads like such an escape has its underscore
 * escaped (`_x005F_`), so a reader gives it back as written.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what must be escaped
const CELL_ESCAPED = /[&<>\u0000-\u0008\u000b-\u001f\ufffe\uffff]|\p{Surrogate}|_(?=x[0-9A-Fa-f]{4}_)/u;
const CELL_ESCAPED_ALL = new RegExp(CELL_ESCAPED.source, 'gu');
const MARKUP: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * A cell's text, escaped for the sheet's XML.
 *
 * @example cellText("a<b & _x0041_\r\u0001") === "a&lt;b &amp; _x005F_x0041__x000D__x0001_"
 */
export function cellText(value: string): string {
  if (!CELL_ESCAPED.test(value)) return value;
  return value.replace(
    CELL_ESCAPED_ALL,
    (char) => MARKUP[char] ?? `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
  );
}

/** Text in plain XML (the file's properties): markup escaped, characters XML 1.0 forbids replaced. */
function xmlText(value: string): string {
  return value
    .replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Surrogate}/gu, '\ufffd'); // eslint-disable-line no-control-regex
}

const DAY_MS = 86_400_000;
/** Serial 0 of the 1900 date system as Excel counts from March 1900 on (it keeps Lotus's 29 Feb 1900). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
/** The first day whose serial the epoch above gives right: 61, 1 March 1900. */
const FIRST_SERIAL_DAY = Date.UTC(1900, 2, 1);

/**
 * A "YYYY-MM-DD" date as its serial number in the 1900 date system (ECMA-376 §18.17.4.1), or null
 * for text that is no such date or a day before 1 March 1900, whose serials the system's phantom
 * 29 February 1900 makes ambiguous between programs: those stay text.
 *
 * @example dateSerial("2000-01-01") === 36526; dateSerial("1900-03-01") === 61; dateSerial("1900-02-28") === null
 */
export function dateSerial(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || time < FIRST_SERIAL_DAY) return null;
  return (time - SERIAL_EPOCH) / DAY_MS;
}

/** Width bounds, in characters of the default font: a column wide enough to click, none wider than a screen's third. */
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/**
 * A column's width in characters: its widest cell among the header and the sample, plus room for
 * the cell's margins, within MIN_WIDTH … MAX_WIDTH. The header counts a little wider, being bold.
 */
function columnWidth(field: AgentField, kind: CellKind, sample: readonly Agent[]): number {
  let widest = Math.ceil(displayWidth(field) * 1.1);
  for (const agent of sample) {
    const value = agent[field];
    if (value === undefined) continue;
    const shown = kind === 'date' && dateSerial(String(value)) !== null ? 10 : displayWidth(String(value));
    if (shown > widest) widest = shown;
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
}

/**
 * How many character widths text takes on screen: East Asian wide characters (Hangul, kana, CJK
 * ideographs, full-width forms) take two, as in a terminal; a line break ends a line.
 */
function displayWidth(text: string): number {
  let widest = 0;
  for (const line of text.split('\n')) {
    let width = 0;
    for (const char of line) width += WIDE.test(char) ? 2 : 1;
    if (width > widest) widest = width;
  }
  return widest;
}

const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{1f300}-\u{1faff}\u{20000}-\u{3fffd}]/u;

/**
 * A column's letters: A … Z, AA … AZ, … (bijective base 26).
 *
 * @example columnLetters(0) === "A"; columnLetters(25) === "Z"; columnLetters(26) === "AA"
 */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES =
  `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '</Types>';

const PACKAGE_RELS =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELS_NS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '</Relationships>';

const WORKBOOK =
  `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}">` +
  '<workbookPr/><bookViews><workbookView activeTab="0"/></bookViews>' +
  '<sheets><sheet name="Agents" sheetId="1" r:id="rId1"/></sheets>' +
  '</workbook>';

const WORKBOOK_RELS =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELS_NS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIPS_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/**
 * The four cell formats, in STYLE's order: General (numbers), Text (@, built-in format 49), the date
 * as ISO 8601 writes it (format 164, the first custom id), and the header: bold Text.
 */
const STYLES =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** The file's properties: what made it, and the mission, as JSON like Parquet's metadata entry. */
function coreProperties(mission: MissionKey | undefined): string {
  const description =
    mission === undefined
      ? ''
      : `<dc:description>${xmlText(
          JSON.stringify({
            version: mission.version,
            query: mission.query,
            seed: mission.seed,
            place: mission.pin,
          }),
        )}</dc:description>`;
  return (
    `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/">' +
    '<dc:title>Agents</dc:title><dc:creator>The Silent Directory</dc:creator>' +
    `${description}</cp:coreProperties>`
  );
}
