import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forwardPricesJsonBodySchema, forwardPricesResponseSchema, MARKET_PRICE_ROUTES } from '../../contract';
import { loadForwardPrices } from '../forward/loadForwardPrices';

const bodySchema = z.union([z.string().min(1, 'The CSV is empty'), forwardPricesJsonBodySchema]);

/**
 * POST /admin/market-price/v1/forward-prices — loads the forward curve (text/csv or JSON { csv }),
 * guarded like the spot-price ingest (admin.developerTools): it sets what every company's future-price
 * chart shows. A bad line answers 400 naming the line and field and loads nothing.
 */
export function registerForwardPricesRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: MARKET_PRICE_ROUTES.adminForwardPrices,
    access: { permission: 'admin.developerTools' },
    schemas: { body: bodySchema, response: forwardPricesResponseSchema },
    async handler({ body, request, user }) {
      const csv = typeof body === 'string' ? body : body.csv;
      const result = await loadForwardPrices(context.db, csv, context.now());
      await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'marketPrice.forwardPrices', details: { ...result } });
      return result;
    },
  });
}
