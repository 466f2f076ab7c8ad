import type { Queryable } from '@portal/core/server';

export interface EmissionFactor {
  readonly gramsPerKwh: number;
  readonly source: string;
}

/** The residual-mix CO2 factor in force on `date`; undefined before the first published one. */
export async function loadEmissionFactor(db: Queryable, date: string): Promise<EmissionFactor | undefined> {
  const { rows } = await db.query<{ g_co2_per_kwh: string; source: string }>(
    `select g_co2_per_kwh, source from green_power_emission_factors
      where kind = 'residual_mix' and valid_from <= $1::date order by valid_from desc limit 1`,
    [date],
  );
  const row = rows[0];
  return row ? { gramsPerKwh: Number(row.g_co2_per_kwh), source: row.source } : undefined;
}
