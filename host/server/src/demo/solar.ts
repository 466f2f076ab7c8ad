import type { IntervalCalendar } from './calendar';
import { Random } from '@portal/domain';
import { summerness } from './weather';

const DEG = Math.PI / 180;

export interface SolarPlant {
  readonly kWp: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly tiltDeg: number;
  /** 0 = due south, negative east, positive west. */
  readonly azimuthFromSouthDeg: number;
}

/**
 * Sun position for a UTC instant: declination from the day of year, hour angle from UTC time and
 * longitude (equation of time included, it shifts solar noon by up to ±16 minutes).
 * Returns the cosine of the zenith angle and the azimuth measured from south (west positive).
 */
export function sunPosition(utcMs: number, latitudeDeg: number, longitudeDeg: number): { cosZenith: number; azimuthFromSouth: number } {
  const date = new Date(utcMs);
  const dayOfYear = (utcMs - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000;
  const gamma = (2 * Math.PI * dayOfYear) / 365;
  const declination = 23.44 * DEG * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365);
  const equationOfTimeMin =
    229.18 * (0.000075 + 0.001868 * Math.cos(gamma) - 0.032077 * Math.sin(gamma) - 0.014615 * Math.cos(2 * gamma) - 0.040849 * Math.sin(2 * gamma));
  const utcHours = date.getUTCHours() + date.getUTCMinutes() / 60 + date.getUTCSeconds() / 3600;
  const solarHours = utcHours + longitudeDeg / 15 + equationOfTimeMin / 60;
  const hourAngle = (solarHours - 12) * 15 * DEG;
  const latitude = latitudeDeg * DEG;
  const cosZenith = Math.sin(latitude) * Math.sin(declination) + Math.cos(latitude) * Math.cos(declination) * Math.cos(hourAngle);
  const azimuthFromSouth = Math.atan2(Math.sin(hourAngle), Math.cos(hourAngle) * Math.sin(latitude) - Math.tan(declination) * Math.cos(latitude));
  return { cosZenith, azimuthFromSouth };
}

/** Plane-of-array irradiance, W/m², under a clear sky (simple air-mass model plus isotropic diffuse). */
export function clearSkyIrradiance(plant: SolarPlant, utcMs: number): number {
  const { cosZenith, azimuthFromSouth } = sunPosition(utcMs, plant.latitude, plant.longitude);
  if (cosZenith <= 0.01) return 0;
  const airMass = 1 / (cosZenith + 0.50572 * Math.pow(96.07995 - Math.acos(cosZenith) / DEG, -1.6364));
  const direct = 1353 * Math.pow(0.7, Math.pow(airMass, 0.678));
  const tilt = plant.tiltDeg * DEG;
  const sinZenith = Math.sqrt(1 - cosZenith * cosZenith);
  const cosIncidence = cosZenith * Math.cos(tilt) + sinZenith * Math.sin(tilt) * Math.cos(azimuthFromSouth - plant.azimuthFromSouthDeg * DEG);
  const diffuse = 0.1 * direct * cosZenith * ((1 + Math.cos(tilt)) / 2);
  return Math.max(0, direct * Math.max(0, cosIncidence) + diffuse);
}

/**
 * Inverter output, kWh per interval. Clouds: a day-to-day clearness with a few days' memory (sunnier
 * in late spring and summer) and hour-to-hour variation on partly cloudy days. Panels under snow in
 * winter produce almost nothing until a thaw. `hourlyTemperature` is the area's hourly series on
 * the grid that starts where `calendar` starts.
 */
export function generateSolarProduction(
  seed: number,
  name: string,
  plant: SolarPlant,
  calendar: IntervalCalendar,
  hourlyTemperature: Float64Array,
): Float64Array {
  const random = Random.stream(seed, `solar:${name}`);
  const stepMs = calendar.minutes * 60_000;
  const hoursPerInterval = calendar.minutes / 60;
  const output = new Float64Array(calendar.count);
  let day = -1;
  let clearnessAnomaly = 0;
  let clearness = 0.5;
  let snowCovered = false;
  let hourFactor = 1;
  let lastHour = -1;
  for (let i = 0; i < calendar.count; i += 1) {
    const temperature = hourlyTemperature[calendar.hourIndex[i] ?? 0] ?? 0;
    if (calendar.dayIndex[i] !== day) {
      day = calendar.dayIndex[i] ?? 0;
      const summer = summerness(calendar.dayOfYear[i] ?? 0);
      clearnessAnomaly = 0.6 * clearnessAnomaly + 0.8 * random.normal();
      clearness = Math.min(1, Math.max(0.03, 0.25 + 0.35 * summer + 0.25 * clearnessAnomaly));
      const month = calendar.month[i] ?? 1;
      const snowSeason = month >= 11 || month <= 3;
      if (snowSeason && temperature < -2 && random.chance(0.25)) snowCovered = true;
      if (snowCovered && (temperature > 3 || random.chance(month === 3 ? 0.25 : 0.05))) snowCovered = false;
    }
    const hour = calendar.hourIndex[i] ?? 0;
    if (hour !== lastHour) {
      lastHour = hour;
      hourFactor = clearness > 0.85 ? 1 : Math.min(1, Math.max(0.05, clearness + 0.3 * random.normal()));
    }
    const mid = calendar.startUtc.getTime() + i * stepMs + stepMs / 2;
    const irradiance = clearSkyIrradiance(plant, mid);
    if (irradiance === 0) continue;
    const cloudFactor = 0.2 + 0.8 * hourFactor;
    const snowFactor = snowCovered ? 0.05 : 1;
    const cellTemperature = temperature + irradiance * cloudFactor * 0.03;
    const thermal = 1 - 0.004 * (cellTemperature - 25);
    const kw = plant.kWp * (irradiance / 1000) * cloudFactor * snowFactor * thermal * 0.86;
    output[i] = Math.round(Math.max(0, kw) * hoursPerInterval * 1000) / 1000;
  }
  return output;
}
