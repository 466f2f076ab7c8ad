import type { EnergyUnit } from '@portal/ui';
import type { PriceUnit } from '../../contract/common';

/** The unit label a price in the answer's unit carries. */
export const unitLabel = (unit: PriceUnit): EnergyUnit => (unit === 'KWH' ? 'c/kWh' : '€/MWh');

/** Whether a period is on at `nowMs` (start inclusive, end exclusive). */
export const isCurrent = (period: { start: string; end: string }, nowMs: number) =>
  Date.parse(period.start) <= nowMs && nowMs < Date.parse(period.end);
