import type { Random } from '@portal/domain';

/**
 * How a business place's reactive energy follows its active energy (the demo's model):
 *
 * The inductive load (motors, compressors, fluorescent ballasts, drives) draws reactive power in
 * proportion to its active power, tan φ 0.4–0.6 before compensation, drifting slowly as machines
 * switch. A capacitor bank takes off up to Q_c, a constant sized for the night base load. By day its
 * controller disconnects steps rather than lead, keeping at least a quarter of the inductive kvar; at
 * night (local 00–06) it runs on its fixed base step, so on the nights' lowest-load intervals the
 * place overcompensates and turns capacitive: negative kvarh. Per interval, with P = kWh / hours:
 *
 *   Q_ind = tanφ · (1 + DRIFT_AMPLITUDE · drift) · P        Q_c = tanφ · P_base
 *   kvarh = (night ? Q_ind − Q_c : max(Q_ind − Q_c, DAY_FLOOR · Q_ind)) · hours
 *
 * where P_base is the OVERCOMPENSATED_SHARE quantile of P over the night hours. So the net tan φ at
 * normal load is about 0.2–0.5. The arithmetic runs in SQL next to the readings (consumptionDemoData.ts);
 * the random parts are drawn here.
 */
export const OVERCOMPENSATED_SHARE = 0.15;
/** Local hours [from, until) when the bank runs on its fixed step; their load sizes Q_c. */
export const NIGHT_HOURS = [0, 6] as const;
export const DRIFT_AMPLITUDE = 0.08;
/** Share of the inductive kvar the day-time controller always leaves uncompensated. */
export const DAY_FLOOR = 0.25;
/** The drift's memory: about three hours. */
const DRIFT_MEMORY_HOURS = 3;

export interface ReactiveModel {
  /** tan φ of the uncompensated load. */
  readonly tanPhiLoad: number;
  /** A standard-normal AR(1) drift, one value per interval, oldest first. */
  readonly drift: Float64Array;
}

export function reactiveModelFor(random: Random, intervals: number, minutes: number): ReactiveModel {
  const tanPhiLoad = random.range(0.4, 0.6);
  const phi = Math.exp(-minutes / 60 / DRIFT_MEMORY_HOURS);
  const innovation = Math.sqrt(1 - phi * phi);
  const drift = new Float64Array(intervals);
  let value = 0;
  for (let i = 0; i < intervals; i += 1) {
    value = phi * value + innovation * random.normal();
    // Rounded: the array travels to SQL as text, and 4 decimals are plenty for an 8 % modulation.
    drift[i] = Math.round(value * 10_000) / 10_000;
  }
  return { tanPhiLoad, drift };
}
