import type { VatCategory } from '@portal/domain';
import type { MeteredLocation } from '../location/meteredLocation';

/**
 * Where a place's energy series lives and how it is taxed. Table and column names are constants of
 * this module, never request input, so interpolating them into SQL is safe.
 */
export interface ReadingSource {
  readonly table: 'meter_readings' | 'dh_readings';
  /** Interval length in minutes as SQL (dh_readings is hourly and has no column for it). */
  readonly minutesSql: string;
  readonly meteringPointId: string;
  readonly meterMinutes: 15 | 60;
  /** Electricity energy has had its own VAT rate; heat is 'general'. */
  readonly vatCategory: VatCategory;
  /** Contract types whose energy price applies. */
  readonly contractTypes: readonly string[];
}

export function readingSourceOf(location: MeteredLocation): ReadingSource {
  if (location.utilityType === 'DISTRICT_HEATING') {
    return {
      table: 'dh_readings',
      minutesSql: '60',
      meteringPointId: location.meteringPointId,
      meterMinutes: 60,
      vatCategory: 'general',
      contractTypes: ['DISTRICT_HEATING'],
    };
  }
  return {
    table: 'meter_readings',
    minutesSql: 'minutes',
    meteringPointId: location.meteringPointId,
    meterMinutes: location.resolutionMinutes,
    vatCategory: 'electricity_energy',
    contractTypes: ['ELECTRICITY', 'ELECTRICITY_AND_NETWORK'],
  };
}
