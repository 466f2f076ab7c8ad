import { randomUUID } from 'node:crypto';
import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  ALERTS_ROUTES,
  alertUserParamsSchema,
  energyPriceAlertBodySchema,
  energyPriceAlertSchema,
  energyPriceReportBodySchema,
  energyPriceReportSchema,
  type EnergyPriceAlert,
  type EnergyPriceReport,
} from '../../contract';

async function loadPriceAlert(context: ServerPluginContext, userId: string): Promise<EnergyPriceAlert> {
  const { rows } = await context.db.query<{ id: string; active: boolean; top: number | null; bottom: number | null }>(
    `select id, active, threshold_c_kwh::float8 as top, bottom_threshold_c_kwh::float8 as bottom
       from alert_energy_price where user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return { id: row?.id ?? null, active: row?.active ?? false, thresholdValue: row?.top ?? null, bottomThresholdValue: row?.bottom ?? null };
}

async function loadPriceReport(context: ServerPluginContext, userId: string): Promise<EnergyPriceReport> {
  const { rows } = await context.db.query<{
    id: string;
    active: boolean;
    email_notifications: boolean;
    push_notifications: boolean;
    unit: EnergyPriceReport['unit'];
    vat: EnergyPriceReport['vat'];
  }>('select id, active, email_notifications, push_notifications, unit, vat from alert_energy_price_report where user_id = $1', [userId]);
  const row = rows[0];
  if (!row) return { id: null, active: false, emailNotifications: true, pushNotifications: false, unit: 'KWH', vat: 'VAT_24' };
  return {
    id: row.id,
    active: row.active,
    emailNotifications: row.email_notifications,
    pushNotifications: row.push_notifications,
    unit: row.unit,
    vat: row.vat,
  };
}

/**
 * The caller's price limit (GET/PUT /v2/alerts/energyprice/user/:id) and daily price report
 * (GET/PUT /v2/alerts/energypricereport/user/:id), flag priceLimit. Stored here and evaluated when the
 * next day's spot prices are loaded; the market-price plugin builds their screens.
 */
export function registerEnergyPriceRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const price = { url: ALERTS_ROUTES.energyPrice, access: 'session', pathParams: { id: 'ownUserId' }, flags: ['priceLimit'] } as const;
  defineRoute(app, {
    ...price,
    method: 'GET',
    schemas: { params: alertUserParamsSchema, response: energyPriceAlertSchema },
    handler: ({ user }) => loadPriceAlert(context, user.id),
  });
  defineRoute(app, {
    ...price,
    method: 'PUT',
    schemas: { params: alertUserParamsSchema, body: energyPriceAlertBodySchema, response: energyPriceAlertSchema },
    async handler({ body, user }) {
      await context.db.query(
        `insert into alert_energy_price (id, user_id, active, threshold_c_kwh, bottom_threshold_c_kwh, updated_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (user_id) do update
           set active = excluded.active, threshold_c_kwh = excluded.threshold_c_kwh,
               bottom_threshold_c_kwh = excluded.bottom_threshold_c_kwh, updated_at = excluded.updated_at`,
        [
          randomUUID(),
          user.id,
          body.active,
          body.thresholdValue?.toFixed(2) ?? null,
          body.bottomThresholdValue?.toFixed(2) ?? null,
          context.now().toISOString(),
        ],
      );
      return loadPriceAlert(context, user.id);
    },
  });

  const report = { url: ALERTS_ROUTES.energyPriceReport, access: 'session', pathParams: { id: 'ownUserId' }, flags: ['priceLimit'] } as const;
  defineRoute(app, {
    ...report,
    method: 'GET',
    schemas: { params: alertUserParamsSchema, response: energyPriceReportSchema },
    handler: ({ user }) => loadPriceReport(context, user.id),
  });
  defineRoute(app, {
    ...report,
    method: 'PUT',
    schemas: { params: alertUserParamsSchema, body: energyPriceReportBodySchema, response: energyPriceReportSchema },
    async handler({ body, user }) {
      await context.db.query(
        `insert into alert_energy_price_report (id, user_id, active, email_notifications, push_notifications, unit, vat, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (user_id) do update
           set active = excluded.active, email_notifications = excluded.email_notifications,
               push_notifications = excluded.push_notifications, unit = excluded.unit, vat = excluded.vat,
               updated_at = excluded.updated_at`,
        [randomUUID(), user.id, body.active, body.emailNotifications, body.pushNotifications, body.unit, body.vat, context.now().toISOString()],
      );
      return loadPriceReport(context, user.id);
    },
  });
}
