import type { IntervalCalendar } from './calendar';
import { Random } from '@portal/domain';
import { summerness } from './weather';

/** Kinds of electricity use the demo places have. */
export type LoadProfileName =
  'electricHeatedHouse' | 'summerCottage' | 'apartment' | 'rowHouseDistrictHeated' | 'office' | 'shop' | 'warehouse' | 'school';

interface LoadProfile {
  /** Relative use by local hour on working days and on days off (mean about 1). */
  readonly workday: readonly number[];
  readonly dayOff: readonly number[];
  /** Electric heating, kW per °C below the balance temperature. */
  readonly heatingKwPerDegree: number;
  readonly balanceC: number;
  /** Air conditioning, kW per °C above 20 °C (businesses). */
  readonly coolingKwPerDegree: number;
  /** Interval-to-interval randomness (appliances switching), as a fraction. */
  readonly jitter: number;
  readonly sauna: boolean;
}

// prettier-ignore
const HOME_WORKDAY = [0.55, 0.5, 0.48, 0.47, 0.48, 0.56, 0.85, 1.15, 1.0, 0.78, 0.72, 0.74, 0.8, 0.74, 0.74, 0.86, 1.15, 1.45, 1.6, 1.55, 1.45, 1.3, 1.02, 0.76];
// prettier-ignore
const HOME_DAY_OFF = [0.62, 0.55, 0.5, 0.48, 0.48, 0.5, 0.58, 0.75, 0.98, 1.15, 1.22, 1.25, 1.25, 1.18, 1.12, 1.15, 1.3, 1.48, 1.55, 1.5, 1.42, 1.3, 1.1, 0.82];
// prettier-ignore
const OFFICE_WORKDAY = [0.35, 0.35, 0.35, 0.35, 0.36, 0.45, 0.8, 1.35, 1.75, 1.85, 1.85, 1.8, 1.75, 1.8, 1.8, 1.7, 1.45, 1.0, 0.7, 0.55, 0.45, 0.4, 0.38, 0.36];
// prettier-ignore
const OFFICE_DAY_OFF = [0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.36, 0.38, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4, 0.38, 0.37, 0.36, 0.36, 0.35, 0.35, 0.35, 0.35];
// prettier-ignore
const SHOP_WORKDAY = [0.45, 0.45, 0.45, 0.45, 0.45, 0.5, 0.65, 0.95, 1.35, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.45, 1.4, 1.1, 0.6, 0.5];
// prettier-ignore
const SHOP_DAY_OFF = [0.45, 0.45, 0.45, 0.45, 0.45, 0.45, 0.5, 0.6, 0.9, 1.2, 1.35, 1.4, 1.45, 1.45, 1.45, 1.45, 1.4, 1.3, 1.1, 0.8, 0.6, 0.5, 0.48, 0.46];
// prettier-ignore
const WAREHOUSE_WORKDAY = [0.55, 0.55, 0.55, 0.55, 0.6, 0.95, 1.35, 1.4, 1.4, 1.4, 1.4, 1.35, 1.35, 1.4, 1.4, 1.35, 1.3, 1.2, 1.15, 1.1, 1.05, 0.9, 0.65, 0.55];
// prettier-ignore
const WAREHOUSE_DAY_OFF = [0.55, 0.55, 0.55, 0.55, 0.55, 0.55, 0.55, 0.6, 0.65, 0.65, 0.65, 0.65, 0.65, 0.65, 0.65, 0.6, 0.6, 0.55, 0.55, 0.55, 0.55, 0.55, 0.55, 0.55];
// prettier-ignore
const SCHOOL_WORKDAY = [0.3, 0.3, 0.3, 0.3, 0.3, 0.35, 0.7, 1.5, 2.0, 2.1, 2.1, 2.1, 2.0, 1.9, 1.6, 1.2, 0.9, 0.8, 0.8, 0.7, 0.5, 0.35, 0.3, 0.3];
// prettier-ignore
const SCHOOL_DAY_OFF = [0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.32, 0.32, 0.32, 0.32, 0.32, 0.32, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3];

const PROFILES: Record<LoadProfileName, LoadProfile> = {
  electricHeatedHouse: {
    workday: HOME_WORKDAY,
    dayOff: HOME_DAY_OFF,
    heatingKwPerDegree: 0.16,
    balanceC: 16,
    coolingKwPerDegree: 0,
    jitter: 0.35,
    sauna: true,
  },
  summerCottage: {
    workday: HOME_DAY_OFF,
    dayOff: HOME_DAY_OFF,
    heatingKwPerDegree: 0.12,
    balanceC: 15,
    coolingKwPerDegree: 0,
    jitter: 0.4,
    sauna: true,
  },
  apartment: { workday: HOME_WORKDAY, dayOff: HOME_DAY_OFF, heatingKwPerDegree: 0, balanceC: 0, coolingKwPerDegree: 0, jitter: 0.45, sauna: true },
  rowHouseDistrictHeated: {
    workday: HOME_WORKDAY,
    dayOff: HOME_DAY_OFF,
    heatingKwPerDegree: 0.004,
    balanceC: 10,
    coolingKwPerDegree: 0,
    jitter: 0.4,
    sauna: true,
  },
  office: {
    workday: OFFICE_WORKDAY,
    dayOff: OFFICE_DAY_OFF,
    heatingKwPerDegree: 0.01,
    balanceC: 12,
    coolingKwPerDegree: 0.06,
    jitter: 0.06,
    sauna: false,
  },
  shop: {
    workday: SHOP_WORKDAY,
    dayOff: SHOP_DAY_OFF,
    heatingKwPerDegree: 0.008,
    balanceC: 12,
    coolingKwPerDegree: 0.04,
    jitter: 0.05,
    sauna: false,
  },
  warehouse: {
    workday: WAREHOUSE_WORKDAY,
    dayOff: WAREHOUSE_DAY_OFF,
    heatingKwPerDegree: 0.02,
    balanceC: 14,
    coolingKwPerDegree: 0,
    jitter: 0.06,
    sauna: false,
  },
  school: {
    workday: SCHOOL_WORKDAY,
    dayOff: SCHOOL_DAY_OFF,
    heatingKwPerDegree: 0.006,
    balanceC: 12,
    coolingKwPerDegree: 0,
    jitter: 0.06,
    sauna: false,
  },
};

function interpolate(shape: readonly number[], hour: number): number {
  const position = hour - 0.5;
  const lower = Math.floor(position);
  const fraction = position - lower;
  const a = shape[(lower + 24) % 24] ?? 1;
  const b = shape[(lower + 25) % 24] ?? 1;
  return a + (b - a) * fraction;
}

/**
 * Whether a summer cottage is in use: the four July holiday weeks, and weekends (from Friday 17:00)
 * with a chance that is high in summer and low in winter, drawn once per ISO week.
 */
function cottageOccupied(seed: number, name: string, calendar: IntervalCalendar, i: number): boolean {
  const doy = calendar.dayOfYear[i] ?? 0;
  if (doy >= 181 && doy < 209) return true;
  const weekday = calendar.weekday[i] ?? 1;
  const weekend = weekday === 6 || weekday === 7 || (weekday === 5 && (calendar.localHour[i] ?? 0) >= 17);
  if (!weekend) return false;
  const [y, m, d] = (calendar.localDates[calendar.dayIndex[i] ?? 0] ?? '1970-01-01').split('-').map(Number);
  const epochDay = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
  const isoWeek = Math.floor((epochDay + 3) / 7);
  const month = calendar.month[i] ?? 1;
  const chance = month >= 5 && month <= 9 ? 0.75 : month === 3 || month === 4 || month === 12 ? 0.3 : 0.1;
  return Random.stream(seed, `cottage:${name}:${isoWeek}`).next() < chance;
}

export interface LoadOptions {
  readonly profile: LoadProfileName;
  /** Average non-heating load in kW (scales the hourly shape). */
  readonly baseKw: number;
  /** Multiplies the profile's heating and cooling (building size). */
  readonly thermalScale: number;
}

/**
 * Electricity use, kWh per interval: base use shaped by hour and day type, electric heating that
 * follows the outdoor temperature (with a little lag), cooling in hot weather, household saunas on
 * Saturdays and some weekday evenings, holidays away from home, and appliance-level randomness that
 * is larger at 15 minutes than at an hour.
 */
export function generateLoad(
  seed: number,
  name: string,
  options: LoadOptions,
  calendar: IntervalCalendar,
  hourlyTemperature: Float64Array,
): Float64Array {
  const profile = PROFILES[options.profile];
  const random = Random.stream(seed, `load:${name}`);
  const hoursPerInterval = calendar.minutes / 60;
  const jitter = profile.jitter * Math.sqrt(60 / calendar.minutes) * 0.5;
  const output = new Float64Array(calendar.count);
  let day = -1;
  let dayFactor = 1;
  let saunaStart = -1;
  let awayFromHome = 0;
  let laggedTemperature = hourlyTemperature[0] ?? 0;
  const lag = 1 - Math.exp(-hoursPerInterval / 6);
  const isCottage = options.profile === 'summerCottage';
  let occupied = false;

  for (let i = 0; i < calendar.count; i += 1) {
    const hour = calendar.localHour[i] ?? 0;
    const temperature = hourlyTemperature[calendar.hourIndex[i] ?? 0] ?? 0;
    laggedTemperature += (temperature - laggedTemperature) * lag;
    if (calendar.dayIndex[i] !== day) {
      day = calendar.dayIndex[i] ?? 0;
      dayFactor = Math.exp(0.12 * random.normal());
      if (awayFromHome > 0) awayFromHome -= 1;
      else if (!isCottage && profile.sauna && random.chance(summerness(calendar.dayOfYear[i] ?? 0) > 0.8 ? 0.04 : 0.006)) {
        awayFromHome = random.int(3, 12);
      }
      const saturday = calendar.weekday[i] === 6;
      const wantsSauna = profile.sauna && awayFromHome === 0 && (saturday ? random.chance(0.85) : random.chance(0.12));
      saunaStart = wantsSauna ? random.range(17, 20.5) : -1;
      if (isCottage) occupied = cottageOccupied(seed, name, calendar, i);
    }
    if (isCottage && calendar.weekday[i] === 5 && hour >= 17 && hour < 17 + hoursPerInterval) {
      occupied = cottageOccupied(seed, name, calendar, i);
    }

    const dayOff = calendar.dayOff[i] === 1;
    let kw = options.baseKw * interpolate(dayOff ? profile.dayOff : profile.workday, hour) * dayFactor;
    let heatingKw = profile.heatingKwPerDegree * options.thermalScale * Math.max(0, profile.balanceC - laggedTemperature);
    const coolingKw = profile.coolingKwPerDegree * options.thermalScale * Math.max(0, temperature - 20);
    if (isCottage && !occupied) {
      // Empty cottage: fridge and frost protection keeping +5 °C inside.
      kw = 0.06 * options.baseKw;
      heatingKw = 0.35 * profile.heatingKwPerDegree * options.thermalScale * Math.max(0, 5 - laggedTemperature);
    } else if (awayFromHome > 0) {
      kw *= 0.35;
      heatingKw *= 0.85;
    }
    kw = (kw + heatingKw + coolingKw) * Math.max(0.2, 1 + jitter * random.normal());
    if (saunaStart >= 0 && hour >= saunaStart && hour < saunaStart + 1.25 && (!isCottage || occupied)) kw += 6;
    output[i] = Math.round(kw * hoursPerInterval * 1000) / 1000;
  }
  return output;
}
