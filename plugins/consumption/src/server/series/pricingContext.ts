import { addLocalDays, localDaysRangeUtc, type EnergyPriceList, type UtcRange, type VatRateTable } from '@portal/domain';
import type { LocalPeriod } from '../../contract';

/** What pricing needs; present only when euros were asked for. */
export interface PricingContext {
  readonly prices: EnergyPriceList;
  readonly vatRates: VatRateTable;
}

export function periodRangeUtc(period: LocalPeriod): UtcRange {
  return localDaysRangeUtc(period.start, addLocalDays(period.end, -1));
}
