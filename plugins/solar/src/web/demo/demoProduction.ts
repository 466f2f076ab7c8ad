import { Random, helsinkiParts, localDateOf } from '@portal/domain';

/**
 * What the demo roof (DEMO-PV, 8.4 kWp facing south at 30° on the demo house near Vaasa) produces in
 * one 15-minute interval, kWh: the sun's height from the date and the UTC instant (so DST days need no
 * special case), a clear-sky beam on the tilted plane plus diffuse light, and a seeded sky per local
 * day — cloudier in the dark half of the year. About 830 kWh per kWp a year, as in Ostrobothnia.
 */
export const DEMO_KWP = 8.4;
const LATITUDE = (63.096 * Math.PI) / 180;
const LONGITUDE_DEG = 21.616;
const TILT = (30 * Math.PI) / 180;
/**
 * kW per kWp at 1 relative unit of light: tuned so a year gives about 830 kWh per kWp (PVGIS for
 * Ostrobothnia at 30°); the simple clear sky below leaves out part of the diffuse light.
 */
const CALIBRATION = 1.18;
const QUARTER_MS = 15 * 60_000;
const SEED = 1_000_000;

function dayOfYear(ms: number): number {
  const date = new Date(ms);
  return Math.floor((ms - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

/** How clear the local day's sky is, 0.1–1 (seeded: every visit shows the same weather). */
function skyOf(localDate: string, month: number): number {
  const darkHalf = (1 + Math.cos(((month - 1) / 12) * 2 * Math.PI)) / 2; // 1 in January, 0 in July
  const draw = Random.stream(SEED, `sky:${localDate}`).range(0, 1);
  return 0.1 + 0.9 * draw ** (0.6 + 1.6 * darkHalf);
}

/** Relative power (kW per kWp) at the UTC instant `ms`, before the sky. */
function clearSkyPower(ms: number): number {
  const declination = ((23.44 * Math.PI) / 180) * Math.sin((2 * Math.PI * (284 + dayOfYear(ms))) / 365);
  const utcHours = (ms % 86_400_000) / 3_600_000;
  const hourAngle = ((utcHours + LONGITUDE_DEG / 15 - 12) * 15 * Math.PI) / 180;
  const sinElevation = Math.sin(LATITUDE) * Math.sin(declination) + Math.cos(LATITUDE) * Math.cos(declination) * Math.cos(hourAngle);
  if (sinElevation <= 0) return 0;
  // A south-facing plane tilted by TILT sees the sun as a horizontal plane at latitude − TILT does.
  const cosIncidence = Math.sin(LATITUDE - TILT) * Math.sin(declination) + Math.cos(LATITUDE - TILT) * Math.cos(declination) * Math.cos(hourAngle);
  const airMass = 1 / Math.max(sinElevation, 0.03);
  const beam = 0.7 ** (airMass ** 0.678);
  return beam * Math.max(0, cosIncidence) + 0.12 * beam;
}

export function demoProductionQuarterKwh(startMs: number): number {
  const middle = startMs + QUARTER_MS / 2;
  const clear = clearSkyPower(middle);
  if (clear === 0) return 0;
  const { month } = helsinkiParts(startMs);
  const sky = skyOf(localDateOf(startMs), month);
  // Passing clouds: a partly cloudy day flickers from quarter to quarter, a clear one hardly at all.
  const flicker = 1 + (1 - sky) * Random.stream(SEED, `cloud:${startMs}`).range(-0.5, 0.5);
  const relative = clear * (sky * flicker) + 0.06 * (1 - sky) * clear;
  return Math.round(DEMO_KWP * CALIBRATION * relative * 0.25 * 10_000) / 10_000;
}
