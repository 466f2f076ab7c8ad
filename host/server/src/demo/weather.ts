import type { IntervalCalendar } from './calendar';
import { Random } from '@portal/domain';

/** Weather areas of the demo places; climate normals roughly as in the 1991-2020 statistics. */
export interface WeatherArea {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly annualMeanC: number;
  /** Half the difference between the warmest and the coldest month's mean. */
  readonly seasonalAmplitudeC: number;
}

export const WEATHER_AREAS = {
  Helsinki: { name: 'Helsinki', latitude: 60.17, longitude: 24.94, annualMeanC: 6.5, seasonalAmplitudeC: 11 },
  Tampere: { name: 'Tampere', latitude: 61.5, longitude: 23.76, annualMeanC: 5.2, seasonalAmplitudeC: 12.5 },
  Vaasa: { name: 'Vaasa', latitude: 63.1, longitude: 21.62, annualMeanC: 4.8, seasonalAmplitudeC: 12 },
  Kuopio: { name: 'Kuopio', latitude: 62.89, longitude: 27.68, annualMeanC: 4, seasonalAmplitudeC: 13.5 },
  Oulu: { name: 'Oulu', latitude: 65.01, longitude: 25.47, annualMeanC: 3, seasonalAmplitudeC: 13.5 },
} as const satisfies Record<string, WeatherArea>;

export type WeatherAreaName = keyof typeof WEATHER_AREAS;

export const WEATHER_AREA_NAMES = Object.keys(WEATHER_AREAS) as WeatherAreaName[];

/** 1 at midsummer, 0 at midwinter. */
export function summerness(dayOfYear: number): number {
  return 0.5 - 0.5 * Math.cos((2 * Math.PI * (dayOfYear + 10)) / 365.25);
}

/**
 * Hourly outdoor temperature per area on an hourly calendar: seasonal normal (coldest late January,
 * warmest late July) + a daily cycle that is large in summer and small in winter + weather. Weather is
 * a country-wide anomaly with a few days' memory (fronts, high-pressure cold spells, skewed cold in
 * winter) plus a smaller local one, so nearby areas move together as real weather does.
 */
export function generateTemperatures(seed: number, hours: IntervalCalendar): Map<WeatherAreaName, Float64Array> {
  const shared = Random.stream(seed, 'weather:shared');
  const commonPhi = Math.exp(-1 / 60);
  const common = new Float64Array(hours.count);
  let anomaly = 0;
  for (let i = 0; i < hours.count; i += 1) {
    const winter = 1 - summerness(hours.dayOfYear[i] ?? 0);
    const sd = 2.5 + 3 * winter;
    anomaly = commonPhi * anomaly + sd * Math.sqrt(1 - commonPhi * commonPhi) * shared.normal();
    // Cold spells under winter highs go deeper than mild spells go high.
    common[i] = anomaly < 0 ? anomaly * (1 + 0.5 * winter) : anomaly;
  }

  const result = new Map<WeatherAreaName, Float64Array>();
  for (const name of WEATHER_AREA_NAMES) {
    const area: WeatherArea = WEATHER_AREAS[name];
    const local = Random.stream(seed, `weather:${name}`);
    const localPhi = Math.exp(-1 / 24);
    const values = new Float64Array(hours.count);
    let localAnomaly = 0;
    for (let i = 0; i < hours.count; i += 1) {
      const dayOfYear = hours.dayOfYear[i] ?? 0;
      const summer = summerness(dayOfYear);
      const seasonal = area.annualMeanC - area.seasonalAmplitudeC * Math.cos((2 * Math.PI * (dayOfYear - 25)) / 365.25);
      const dailyAmplitude = 1 + 4 * summer;
      const daily = dailyAmplitude * Math.cos((2 * Math.PI * ((hours.localHour[i] ?? 0) - 15)) / 24);
      localAnomaly = localPhi * localAnomaly + 1.5 * Math.sqrt(1 - localPhi * localPhi) * local.normal();
      // Colder inland and north get a larger share of the cold spells.
      const continental = area.seasonalAmplitudeC / 12;
      values[i] = Math.round((seasonal + daily + (common[i] ?? 0) * continental + localAnomaly) * 10) / 10;
    }
    result.set(name, values);
  }
  return result;
}

/** Country-wide mean temperature per hour (drives electricity demand and so spot prices). */
export function nationalMean(temperatures: Map<WeatherAreaName, Float64Array>, count: number): Float64Array {
  const mean = new Float64Array(count);
  for (const series of temperatures.values()) for (let i = 0; i < count; i += 1) mean[i] = (mean[i] ?? 0) + (series[i] ?? 0);
  for (let i = 0; i < count; i += 1) mean[i] = (mean[i] ?? 0) / temperatures.size;
  return mean;
}
