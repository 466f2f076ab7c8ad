import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { contentResponseSchema, type ContentItem } from '../../contract/locations';
import type { LocationServices } from '../locationServices';
import { userParamsSchema } from '../paramsSchemas';
import { loadContent } from '../queries/loadContent';
import { loadMarketPrice } from '../queries/loadMarketPrice';

/** An electricity place whose own features switch the market price on (DESIGN §3 level 3). */
const hasMarketPrice = (item: ContentItem) =>
  item.utilityType === 'ELECTRICITY' && item.features.some((f) => f.feature === 'marketPrice' && f.enabled);

/**
 * GET /v2/servicelocation/user/:id/content — the user's use places in their content order, with
 * requirements §3's `marketPrice` on electricity places that have the feature while the marketPrice flag is
 * on. The prices are read once for the whole list, and only when some place shows them.
 */
export function registerContentRoute(app: FastifyInstance, context: ServerPluginContext, { priceAlert }: LocationServices): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/servicelocation/user/:id/content',
    access: 'session',
    pathParams: { id: 'activeUserId' },
    schemas: { params: userParamsSchema, response: contentResponseSchema },
    async handler({ user }) {
      const grants = await context.access.visibleLocations(user, context.company);
      const now = context.now();
      const content = await loadContent(context.db, user.id, grants, localDateOf(now));
      if (!content.some(hasMarketPrice) || !(await context.isFlagOn('marketPrice', user))) return { content };
      // Whether the user's price alert is on is the alerts plugin's to say (its priceAlertService);
      // false on a portal that ships no alerts plugin.
      const [prices, notificationOn] = await Promise.all([loadMarketPrice(context.db, now), priceAlert?.isOn(user.id) ?? false]);
      const marketPrice = { ...prices, notificationOn };
      return { content: content.map((item) => (hasMarketPrice(item) ? { ...item, marketPrice } : item)) };
    },
  });
}
