import type { IntervalCalendar } from './calendar';
import { Random } from '@portal/domain';

export interface DistrictHeatingBuilding {
  /** Space heating, kW per °C below 17 °C (the usual heating-degree-day base in Finland). */
  readonly kwPerDegree: number;
  /** Average domestic hot water load, kW. */
  readonly hotWaterKw: number;
  /** Return temperature at full load; 30-35 °C is a well-tuned building, 45+ needs a look (DOMAIN). */
  readonly returnAtFullLoadC: number;
}

export interface DistrictHeatingSeries {
  readonly kwh: Float64Array;
  readonly supplyC: Float64Array;
  readonly returnC: Float64Array;
}

// prettier-ignore
const HOT_WATER_SHAPE = [0.3, 0.2, 0.2, 0.2, 0.3, 0.8, 1.8, 2.2, 1.6, 1.0, 0.8, 0.8, 0.9, 0.8, 0.7, 0.8, 1.1, 1.4, 1.6, 1.6, 1.5, 1.3, 0.9, 0.5];

/**
 * Hourly district heating: space heating from the (lagged) outdoor temperature, hot water with
 * morning and evening peaks. Supply temperature follows the network's outdoor-temperature curve
 * (about 70 °C in summer to 115 °C in hard frost); the return temperature rises at low load (summer,
 * when hot water circulation dominates), so the cooling is large in winter and small in summer.
 */
export function generateDistrictHeating(
  seed: number,
  name: string,
  building: DistrictHeatingBuilding,
  hours: IntervalCalendar,
  hourlyTemperature: Float64Array,
): DistrictHeatingSeries {
  const random = Random.stream(seed, `dh:${name}`);
  const kwh = new Float64Array(hours.count);
  const supplyC = new Float64Array(hours.count);
  const returnC = new Float64Array(hours.count);
  const designLoadKw = building.kwPerDegree * (17 + 29) + building.hotWaterKw;
  let lagged = hourlyTemperature[0] ?? 0;
  for (let i = 0; i < hours.count; i += 1) {
    const outdoor = hourlyTemperature[i] ?? 0;
    lagged += (outdoor - lagged) * (1 - Math.exp(-1 / 8));
    const morningBoost = (hours.localHour[i] ?? 0) >= 5 && (hours.localHour[i] ?? 0) < 8 ? 1.12 : 1;
    const space = building.kwPerDegree * Math.max(0, 17 - lagged) * morningBoost;
    const hotWater = building.hotWaterKw * (HOT_WATER_SHAPE[Math.floor(hours.localHour[i] ?? 0)] ?? 1);
    const load = Math.max(0, (space + hotWater) * (1 + 0.08 * random.normal()));
    kwh[i] = Math.round(load * 1000) / 1000;

    const supply = Math.min(115, Math.max(70, 72 + 1.3 * (8 - outdoor))) + 0.8 * random.normal();
    const loadFraction = Math.min(1, load / designLoadKw);
    const ret = building.returnAtFullLoadC + 14 * (1 - loadFraction) ** 2 + 0.1 * (supply - 70) + 0.8 * random.normal();
    supplyC[i] = Math.round(supply * 10) / 10;
    returnC[i] = Math.round(Math.min(supply - 5, ret) * 10) / 10;
  }
  return { kwh, supplyC, returnC };
}
