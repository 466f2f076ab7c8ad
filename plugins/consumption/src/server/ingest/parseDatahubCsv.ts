/**
 * Parser for Datahub's customer export (DOMAIN): `;`-separated, decimal comma, columns found by their
 * header names, not by position. Pure: text in, readings or the first error out, so a file is checked
 * whole before anything is loaded.
 *
 * The export's quantity is active energy in kWh (DOMAIN lists no unit or product column). Reactive
 * energy (kvarh) is not part of this format; a file that does name a unit must say kWh on every line,
 * so kvarh can never be loaded as if it were kWh.
 */
import { CsvLineError } from './csvLineError';
import { cellText as cell, findColumns, normaliseHeader as normalise, readCsvTable } from './csvTable';
import { parseResolution } from './parseResolution';
import { parseUtcInstant } from './parseUtcInstant';

export { CsvLineError } from './csvLineError';

export type ParsedQuality = 'measured' | 'estimated' | 'missing';

export interface ParsedReading {
  readonly meteringPointId: string;
  readonly startUtc: Date;
  /** Interval length; from a resolution column, else the smallest step between the point's starts. */
  minutes: 15 | 60 | null;
  /** Exact decimal text with a dot (numeric(14,4)); null for a missing interval. */
  readonly kwh: string | null;
  readonly quality: ParsedQuality;
  readonly line: number;
}

type Column = 'meteringPoint' | 'startTime' | 'quantity' | 'quality' | 'resolution' | 'unit';

/** Header names seen in Datahub exports (English and Finnish UIs), compared case- and space-insensitively. */
const HEADER_ALIASES: Record<Column, readonly string[]> = {
  meteringPoint: ['metering point', 'metering point id', 'meteringpointid', 'gsrn', 'mittauspiste', 'mittauspisteen tunnus', 'käyttöpaikkatunnus'],
  startTime: ['start time', 'start time (utc)', 'start time utc', 'start', 'starttime', 'alkuaika', 'alkuaika (utc)', 'alkuhetki'],
  quantity: ['quantity', 'quantity (kwh)', 'quantity kwh', 'määrä', 'määrä (kwh)', 'kwh', 'energy'],
  quality: ['quality', 'laatu'],
  resolution: ['resolution', 'resoluutio'],
  unit: ['unit', 'unit type', 'yksikkö', 'yksikkötyyppi'],
};
const REQUIRED: readonly Column[] = ['meteringPoint', 'startTime', 'quantity', 'quality'];

const QUALITY_CODES: Record<string, ParsedQuality> = {
  measured: 'measured',
  ok: 'measured',
  mitattu: 'measured',
  '01': 'measured',
  estimated: 'estimated',
  arvioitu: 'estimated',
  estimate: 'estimated',
  '02': 'estimated',
  missing: 'missing',
  puuttuu: 'missing',
  puuttuva: 'missing',
  '03': 'missing',
};

const QUANTITY = /^\d{1,10}(?:[.,]\d{1,4})?$/;
const GSRN = /^643\d{15}$/;

function parseQuantity(text: string, quality: ParsedQuality, line: number): string | null {
  if (quality === 'missing') {
    if (text === '' || text === '-') return null;
    // A value on a missing interval is contradictory; refusing it beats guessing which half is right.
    throw new CsvLineError(line, 'quantity', `a missing interval has no quantity, got "${text}"`);
  }
  if (!QUANTITY.test(text)) throw new CsvLineError(line, 'quantity', `"${text}" is not a quantity (e.g. 1,234 with at most 4 decimals)`);
  return text.replace(',', '.');
}

/** Parses a whole file; throws CsvLineError at the first bad line. */
export function parseDatahubCsv(text: string): ParsedReading[] {
  const { header, rows } = readCsvTable(text);
  const index = findColumns(header, HEADER_ALIASES, REQUIRED);

  const readings: ParsedReading[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const meteringPointId = cell(cells[index.meteringPoint]);
    if (!GSRN.test(meteringPointId))
      throw new CsvLineError(line, 'metering point', `"${meteringPointId}" is not a Finnish metering point id (18 digits, 643...)`);
    const startUtc = parseUtcInstant(cell(cells[index.startTime]), line, 'start time');
    const qualityText = normalise(cell(cells[index.quality]));
    const quality = QUALITY_CODES[qualityText];
    if (!quality) throw new CsvLineError(line, 'quality', `"${qualityText}" is not a known quality (measured, estimated, missing)`);
    if (index.unit >= 0 && normalise(cell(cells[index.unit])) !== 'kwh') {
      throw new CsvLineError(line, 'unit', `"${cell(cells[index.unit])}": only active energy in kWh is loaded, not reactive energy or other units`);
    }
    const kwh = parseQuantity(cell(cells[index.quantity]), quality, line);
    let minutes: 15 | 60 | null = null;
    if (index.resolution >= 0) {
      minutes = parseResolution(cell(cells[index.resolution]), line);
      if (startUtc.getTime() % (minutes * 60_000) !== 0) throw new CsvLineError(line, 'start time', 'an hourly interval must start on the hour');
    }
    const key = `${meteringPointId}|${startUtc.getTime()}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new CsvLineError(line, 'start time', `the same interval is already on line ${earlier}`);
    seen.set(key, line);
    readings.push({ meteringPointId, startUtc, minutes, kwh, quality, line });
  }
  inferMinutes(readings);
  return readings;
}

/**
 * Without a resolution column, a point's interval length is its smallest step between consecutive
 * starts (15 or 60). A point with a single line keeps null; the loader asks the place's resolution.
 */
function inferMinutes(readings: ParsedReading[]): void {
  const byPoint = new Map<string, ParsedReading[]>();
  for (const reading of readings) {
    if (reading.minutes !== null) continue;
    const list = byPoint.get(reading.meteringPointId) ?? [];
    list.push(reading);
    byPoint.set(reading.meteringPointId, list);
  }
  for (const list of byPoint.values()) {
    const starts = list.map((r) => r.startUtc.getTime()).sort((a, b) => a - b);
    let step = Infinity;
    for (let i = 1; i < starts.length; i++) step = Math.min(step, (starts[i] as number) - (starts[i - 1] as number));
    if (step === Infinity) continue;
    const minutes = step / 60_000;
    if (minutes !== 15 && minutes < 60) {
      const offender = list.find((r) => r.startUtc.getTime() % (15 * 60_000) !== 0) ?? (list[1] as ParsedReading);
      throw new CsvLineError(offender.line, 'start time', `intervals ${minutes} minutes apart: expected 15 or 60`);
    }
    const resolved: 15 | 60 = minutes === 15 ? 15 : 60;
    for (const reading of list) {
      if (resolved === 60 && reading.startUtc.getTime() % 3_600_000 !== 0) {
        throw new CsvLineError(reading.line, 'start time', 'an hourly interval must start on the hour');
      }
      reading.minutes = resolved;
    }
  }
}
