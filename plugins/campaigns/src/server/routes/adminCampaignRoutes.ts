import { randomUUID } from 'node:crypto';
import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { campaignBodySchema, campaignIdParamsSchema, campaignListSchema, campaignSchema } from '../../contract/campaigns';
import { CAMPAIGN_ROUTES } from '../../contract/paths';
import { requireCampaignCompany } from '../campaignAdmin';
import { CAMPAIGN_COLUMNS, campaignWindow, toCampaign, type CampaignRow } from '../campaignRows';

/** requirements §6 "messaging needs messaging or developer": campaigns are the company's messages to customers. */
const CAMPAIGN_ADMIN = { permission: 'admin.messaging' } as const;

type Body = z.infer<typeof campaignBodySchema>;

/** The row values a body stands for, in the insert/update parameter order ($3..$13). */
function bodyValues(body: Body): unknown[] {
  const { startsAt, endsAt } = campaignWindow(body.startDate, body.endDate);
  return [
    JSON.stringify(body.title),
    JSON.stringify(body.body),
    body.linkUrl ?? null,
    body.linkText ? JSON.stringify(body.linkText) : null,
    [...new Set(body.modes)],
    [...new Set(body.placeFeatures)],
    body.startDate,
    body.endDate,
    startsAt,
    endsAt,
    body.publish,
  ];
}

/** The list condition of each status (campaignRows.campaignStatus, as SQL). */
const LIST_WHERE = {
  drafts: 'not published',
  published: 'published and ends_at > $2',
  expired: 'published and ends_at <= $2',
} as const;

/**
 * The administrators' campaign API: create, update, delete and the draft/published/expired lists of
 * this portal's company. Every write is audited in its own transaction; another company's campaign
 * answers 404 as if it did not exist.
 */
export function registerAdminCampaignRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db, company } = context;

  for (const [list, where] of Object.entries(LIST_WHERE)) {
    defineRoute(app, {
      method: 'GET',
      url: CAMPAIGN_ROUTES[list as keyof typeof LIST_WHERE],
      access: CAMPAIGN_ADMIN,
      schemas: { response: campaignListSchema },
      async handler({ user }) {
        requireCampaignCompany(user, company);
        const now = context.now();
        const { rows } = await db.query<CampaignRow>(
          `select ${CAMPAIGN_COLUMNS} from campaigns where company = $1 and ${where} and $2::timestamptz is not null
            order by start_date desc, created_at desc, id`,
          [company, now],
        );
        return { campaigns: rows.map((row) => toCampaign(row, now)) };
      },
    });
  }

  defineRoute(app, {
    method: 'POST',
    url: CAMPAIGN_ROUTES.create,
    access: CAMPAIGN_ADMIN,
    status: 201,
    schemas: { body: campaignBodySchema, response: campaignSchema },
    async handler({ body, user, request }) {
      requireCampaignCompany(user, company);
      const now = context.now();
      const id = randomUUID();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<CampaignRow>(
          `insert into campaigns (id, company, title, body, link_url, link_text, modes, place_features, start_date, end_date,
                                  starts_at, ends_at, published, created_at, created_by, updated_at)
           values ($1, $2, $3::jsonb, $4::jsonb, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $14)
           returning ${CAMPAIGN_COLUMNS}`,
          [id, company, ...bodyValues(body), now, user.id],
        );
        await context.audit(
          request,
          { kind: 'admin.write', userId: user.id, action: 'campaigns.create', details: { id, publish: body.publish } },
          tx,
        );
        return toCampaign(rows[0]!, now);
      });
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: CAMPAIGN_ROUTES.one,
    access: CAMPAIGN_ADMIN,
    pathParams: { id: { resource: 'campaign' } },
    schemas: { params: campaignIdParamsSchema, body: campaignBodySchema, response: campaignSchema },
    async handler({ params, body, user, request }) {
      requireCampaignCompany(user, company);
      const now = context.now();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<CampaignRow>(
          `update campaigns set title = $3::jsonb, body = $4::jsonb, link_url = $5, link_text = $6::jsonb, modes = $7,
                  place_features = $8, start_date = $9, end_date = $10, starts_at = $11, ends_at = $12, published = $13, updated_at = $14
            where id = $1 and company = $2 returning ${CAMPAIGN_COLUMNS}`,
          [params.id, company, ...bodyValues(body), now],
        );
        if (!rows[0]) throw notFound('Campaign');
        await context.audit(
          request,
          { kind: 'admin.write', userId: user.id, action: 'campaigns.update', details: { id: params.id, publish: body.publish } },
          tx,
        );
        return toCampaign(rows[0], now);
      });
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: CAMPAIGN_ROUTES.remove,
    access: CAMPAIGN_ADMIN,
    pathParams: { id: { resource: 'campaign' } },
    status: 204,
    schemas: { params: campaignIdParamsSchema, response: z.undefined() },
    async handler({ params, user, request }) {
      requireCampaignCompany(user, company);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query('delete from campaigns where id = $1 and company = $2 returning id', [params.id, company]);
        if (rows.length === 0) throw notFound('Campaign');
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'campaigns.delete', details: { id: params.id } }, tx);
      });
      return undefined;
    },
  });
}
