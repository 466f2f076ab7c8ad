import { Random } from '@portal/domain';

export const MEASURED = 0;
export const ESTIMATED = 1;
export const MISSING = 2;

export const QUALITY_NAMES = ['measured', 'estimated', 'missing'] as const;

export interface QualityOptions {
  /** Interval length, to turn hours into interval counts. */
  readonly minutes: number;
  /** Guarantee one estimated and one missing run in the last weeks, so the demo shows both. */
  readonly showcase: boolean;
}

/**
 * Quality codes per interval. Estimated runs (a meter that did not answer and was estimated by the
 * network company) are spread over the period; missing runs are rarer and mostly recent (data that
 * has not arrived). Missing intervals are stored with kwh NULL, estimated ones with a flat estimate.
 */
export function generateQuality(seed: number, name: string, count: number, options: QualityOptions): Uint8Array {
  const random = Random.stream(seed, `quality:${name}`);
  const perHour = 60 / options.minutes;
  const codes = new Uint8Array(count);
  const mark = (start: number, hours: number, code: number): void => {
    const end = Math.min(count, start + Math.round(hours * perHour));
    for (let i = Math.max(0, start); i < end; i += 1) codes[i] = code;
  };
  const days = count / (24 * perHour);
  const estimatedRuns = Math.floor((days / 365) * random.range(1, 5));
  for (let r = 0; r < estimatedRuns; r += 1) mark(random.int(0, count - 1), random.range(1, 30), ESTIMATED);
  if (random.chance(Math.min(1, days / 365) * 0.5)) mark(random.int(0, count - 1), random.range(1, 6), MISSING);
  if (options.showcase && days >= 60) {
    const recentStart = count - Math.round(45 * 24 * perHour);
    mark(recentStart + random.int(0, Math.round(10 * 24 * perHour)), random.range(4, 20), ESTIMATED);
    mark(count - Math.round(12 * 24 * perHour) + random.int(0, Math.round(7 * 24 * perHour)), random.range(2, 8), MISSING);
  }
  return codes;
}

/** Values with quality applied: missing -> null, each estimated run -> its run's mean (a flat estimate). */
export function applyQuality(values: Float64Array, codes: Uint8Array): (number | null)[] {
  const result: (number | null)[] = new Array<number | null>(values.length);
  let i = 0;
  while (i < values.length) {
    const code = codes[i] ?? MEASURED;
    if (code === MEASURED) {
      result[i] = values[i] ?? 0;
      i += 1;
      continue;
    }
    let end = i;
    while (end < values.length && codes[end] === code) end += 1;
    let sum = 0;
    for (let j = i; j < end; j += 1) sum += values[j] ?? 0;
    const flat = Math.round((sum / (end - i)) * 1000) / 1000;
    for (let j = i; j < end; j += 1) result[j] = code === MISSING ? null : flat;
    i = end;
  }
  return result;
}
