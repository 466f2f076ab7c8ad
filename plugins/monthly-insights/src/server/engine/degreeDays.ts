import { parseLocalDate, type LocalDate } from '@portal/domain';

/**
 * Heating degree days (lämmitystarveluku) as the Finnish Meteorological Institute defines them: a day's
 * degree days are 17 °C minus the day's mean outdoor temperature, counted only when the mean is below
 * the heating limit: +10 °C in spring (January–June) and +12 °C in autumn (July–December); otherwise 0.
 * Temperatures are in 1/100 °C (outdoor_temperatures numeric(5,2)), so the result is exact hundredths.
 */
export const HDD_BASE_HUNDREDTHS = 1700n;

export function heatingDegreeDaysHundredths(date: LocalDate, meanHundredths: bigint): bigint {
  const { month } = parseLocalDate(date);
  const limit = month <= 6 ? 1000n : 1200n;
  return meanHundredths < limit ? HDD_BASE_HUNDREDTHS - meanHundredths : 0n;
}
