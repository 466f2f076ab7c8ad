import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { campaignIdParamsSchema, campaignSchema, campaignUserParamsSchema, currentCampaignResponseSchema } from '../../contract/campaigns';
import { CAMPAIGN_ROUTES } from '../../contract/paths';
import { isCampaignAdmin } from '../campaignAdmin';
import { CAMPAIGN_COLUMNS, toCampaign, type CampaignRow } from '../campaignRows';
import { campaignAudience } from '../campaignTargeting';

/** A campaign a customer may see now: published, within its Helsinki days, aimed at their mode and features. */
const LIVE_FOR_AUDIENCE = `company = $1 and published and starts_at <= $2 and ends_at > $2
  and $3::text = any(modes) and place_features <@ $4::text[]`;

/**
 * The customers' side: the one campaign meant for them now (front page), and one campaign by id. A
 * draft, an expired or scheduled campaign, or one aimed at others answers 404 to a customer, exactly as
 * a missing id: its existence is the company's business. The campaign administrators of this company
 * see any of the company's campaigns by id (the preview).
 */
export function registerCustomerCampaignRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db, company } = context;

  defineRoute(app, {
    method: 'GET',
    url: CAMPAIGN_ROUTES.current,
    access: 'session',
    pathParams: { userId: 'ownUserId' },
    schemas: { params: campaignUserParamsSchema, response: currentCampaignResponseSchema },
    async handler({ user }) {
      const now = context.now();
      const audience = await campaignAudience(context, user);
      // The newest start wins when several are aimed at the customer: the company's latest word.
      const { rows } = await db.query<CampaignRow>(
        `select ${CAMPAIGN_COLUMNS} from campaigns where ${LIVE_FOR_AUDIENCE} order by starts_at desc, created_at desc, id limit 1`,
        [company, now, audience.mode, audience.features],
      );
      return { campaign: rows[0] ? toCampaign(rows[0], now) : null };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: CAMPAIGN_ROUTES.one,
    access: 'session',
    pathParams: { id: { resource: 'campaign' } },
    schemas: { params: campaignIdParamsSchema, response: campaignSchema },
    async handler({ params, user }) {
      const now = context.now();
      if (isCampaignAdmin(user, company)) {
        const { rows } = await db.query<CampaignRow>(`select ${CAMPAIGN_COLUMNS} from campaigns where id = $1 and company = $2`, [
          params.id,
          company,
        ]);
        if (!rows[0]) throw notFound('Campaign');
        return toCampaign(rows[0], now);
      }
      const audience = await campaignAudience(context, user);
      const { rows } = await db.query<CampaignRow>(`select ${CAMPAIGN_COLUMNS} from campaigns where ${LIVE_FOR_AUDIENCE} and id = $5`, [
        company,
        now,
        audience.mode,
        audience.features,
        params.id,
      ]);
      if (!rows[0]) throw notFound('Campaign');
      return toCampaign(rows[0], now);
    },
  });
}
