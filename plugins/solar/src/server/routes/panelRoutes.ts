import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { ENERGY_SCALE, localDateOf, scaledToNumber } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ownerParamsSchema,
  panelDetailsSchema,
  panelParamsSchema,
  panelSummarySchema,
  productionQuerySchema,
  productionSeriesSchema,
  SOLAR_ROUTES,
  type ProductionSeries,
} from '../../contract';
import { bucketResolution, spanOf, spanRangeUtc } from '../period/spans';
import { requirePlant, visiblePlants } from '../plants/plantAccess';
import { productionRows } from '../readings/productionSums';
import { panelDetailsOf, panelInfoOf } from './panelInfo';

const PANEL_PARAMS = { owner: 'ownUserId', panelId: { resource: 'solarPanel' } } as const;

/** requirements §7 panel summary, panel details, deleting a plant, and its production (requirements §3 modes energy/power). */
export function registerPanelRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: SOLAR_ROUTES.panels,
    access: 'session',
    pathParams: { owner: 'ownUserId' },
    schemas: { params: ownerParamsSchema, response: panelSummarySchema },
    async handler({ user }) {
      const plants = await visiblePlants(context, user);
      const now = context.now();
      return { panels: await Promise.all(plants.map((plant) => panelInfoOf(context.db, plant, now))) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: SOLAR_ROUTES.panel,
    access: 'session',
    pathParams: PANEL_PARAMS,
    schemas: { params: panelParamsSchema, response: panelDetailsSchema },
    async handler({ params, user }) {
      const plant = await requirePlant(context, user, params.panelId);
      return panelDetailsOf(context.db, plant, context.now());
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: SOLAR_ROUTES.panel,
    access: 'session',
    pathParams: PANEL_PARAMS,
    status: 204,
    schemas: { params: panelParamsSchema, response: z.undefined() },
    async handler({ params, user }) {
      await requirePlant(context, user, params.panelId, 'manage');
      // The link and the production checks go with it (on delete cascade); the metered series stay.
      await context.db.query('delete from solar_plants where id = $1', [params.panelId]);
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: SOLAR_ROUTES.production,
    access: 'session',
    pathParams: PANEL_PARAMS,
    schemas: {
      params: panelParamsSchema,
      // A power curve is one day's (requirements §3): another period is a 400 naming the field.
      query: productionQuerySchema.refine((q) => q.mode === 'energy' || q.period === 'day', {
        message: 'Power is shown for one day',
        path: ['period'],
      }),
      response: productionSeriesSchema,
    },
    async handler({ params, query, user }) {
      const plant = await requirePlant(context, user, params.panelId);
      const span = spanOf(query.period, query.start);
      const rows = await productionRows(context.db, [plant.row.production_point_id], spanRangeUtc(span));
      const minutes = rows[0]?.minutes === 15 ? 15 : 60;
      // Energy in a day: kWh per hour (a quarter-hour series is summed into hours); power: each interval's mean kW.
      const resolution =
        query.mode === 'power'
          ? bucketResolution('day', minutes)
          : query.period === 'day'
            ? 'hour'
            : query.period === 'years'
              ? 'year'
              : bucketResolution(query.period, 60);
      const buckets = new Map<string, { start: number; date: string; kwh: bigint; minutes: number }>();
      let total = 0n;
      for (const row of rows) {
        const date = localDateOf(row.ms);
        const key =
          resolution === 'quarter'
            ? String(row.ms)
            : resolution === 'hour'
              ? String(Math.floor(row.ms / 3_600_000))
              : resolution === 'day'
                ? date
                : resolution === 'month'
                  ? date.slice(0, 7)
                  : date.slice(0, 4);
        const first = resolution === 'month' ? `${date.slice(0, 7)}-01` : resolution === 'year' ? `${date.slice(0, 4)}-01-01` : date;
        const bucket = buckets.get(key) ?? { start: row.ms, date: first, kwh: 0n, minutes: 0 };
        bucket.kwh += row.kwh;
        bucket.minutes += row.minutes;
        buckets.set(key, bucket);
        total += row.kwh;
      }
      const points: ProductionSeries['points'] = [...buckets.values()].map((bucket) => {
        const kwh = scaledToNumber(bucket.kwh, ENERGY_SCALE);
        const value = query.mode === 'power' ? Math.round(kwh * (60 / bucket.minutes) * 1000) / 1000 : kwh;
        return { start: new Date(bucket.start).toISOString(), date: bucket.date, value };
      });
      return {
        panelId: plant.row.id,
        mode: query.mode,
        period: query.period,
        span,
        resolution,
        unit: query.mode === 'power' ? 'kW' : 'kWh',
        points,
        totalKwh: scaledToNumber(total, ENERGY_SCALE),
      };
    },
  });
}
