import type { Queryable } from '@portal/core/server';
import { DH_QUALITY_CLASSES, type DhLimits, type DhMeasure, type DhQualityClass } from '../../contract';

interface LimitRow {
  building_type: DhLimits['buildingType'];
  measure: DhMeasure;
  class: DhQualityClass;
  min_celsius: number | null;
  max_celsius: number | null;
}

/** Every building type's class limits (dh_quality_limits), classes best first. */
export async function loadDhLimits(db: Queryable): Promise<DhLimits[]> {
  const { rows } = await db.query<LimitRow>(
    `select building_type, measure, class, min_celsius::float8 as min_celsius, max_celsius::float8 as max_celsius
       from dh_quality_limits order by building_type, measure`,
  );
  const grouped = new Map<string, DhLimits>();
  for (const row of rows) {
    const key = `${row.building_type}|${row.measure}`;
    const limits = grouped.get(key) ?? { buildingType: row.building_type, measure: row.measure, classes: [] };
    limits.classes.push({ class: row.class, minCelsius: row.min_celsius, maxCelsius: row.max_celsius });
    grouped.set(key, limits);
  }
  for (const limits of grouped.values()) {
    limits.classes.sort((a, b) => DH_QUALITY_CLASSES.indexOf(a.class) - DH_QUALITY_CLASSES.indexOf(b.class));
  }
  return [...grouped.values()];
}

/** The class whose [min, max) holds the value, for the place's building type. */
export function classify(limits: readonly DhLimits[], buildingType: string, measure: DhMeasure, value: number | null): DhQualityClass | null {
  if (value === null) return null;
  const own = limits.find((l) => l.buildingType === buildingType && l.measure === measure);
  const found = own?.classes.find((c) => (c.minCelsius === null || value >= c.minCelsius) && (c.maxCelsius === null || value < c.maxCelsius));
  return found?.class ?? null;
}
