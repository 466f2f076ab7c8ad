import { randomUUID } from 'node:crypto';
import { ApiError, defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminAdvertisementTileListSchema,
  adminAdvertisementTileSchema,
  advertisementTileIdParamsSchema,
  createAdvertisementTileBodySchema,
} from '../../contract/advertisementTile';
import { MARKET_PRICE_ROUTES } from '../../contract/paths';
import { TILE_COLUMNS, toAdminTile, type TileRow } from './tileRows';

/** requirements §6: "Advertisement tile needs advertisement-tile or developer" (core's policy maps both groups). */
const TILE_ADMIN = { permission: 'admin.advertisementTile' } as const;

/**
 * The advertisement tile's admin API (the screens come with the admin issue): list, publish and remove
 * this portal's company's tiles. Not behind the advertisementTile flag, so a tile can be prepared before
 * the flag is switched on; the plugin's marketPrice flag still applies.
 */
export function registerAdminAdvertisementTileRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db, company } = context;

  defineRoute(app, {
    method: 'GET',
    url: MARKET_PRICE_ROUTES.adminAdvertisementTiles,
    access: TILE_ADMIN,
    schemas: { response: adminAdvertisementTileListSchema },
    async handler() {
      const { rows } = await db.query<TileRow>(
        `SELECT ${TILE_COLUMNS} FROM market_price_advertisement_tiles WHERE company = $1 ORDER BY starts_at DESC, created_at DESC, id DESC`,
        [company],
      );
      return { tiles: rows.map(toAdminTile) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: MARKET_PRICE_ROUTES.adminAdvertisementTiles,
    access: TILE_ADMIN,
    status: 201,
    schemas: { body: createAdvertisementTileBodySchema, response: adminAdvertisementTileSchema },
    async handler({ body, user, request }) {
      const now = context.now();
      const startsAt = body.startsAt ? new Date(body.startsAt) : now;
      const endsAt = body.endsAt ? new Date(body.endsAt) : null;
      if (endsAt && endsAt <= startsAt) throw new ApiError('BAD_REQUEST', 'The end must be after the start', 'body.endsAt');
      const id = randomUUID();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<TileRow>(
          `INSERT INTO market_price_advertisement_tiles (id, company, title, body, link_url, link_text, starts_at, ends_at, created_at, created_by)
           VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6::jsonb, $7, $8, $9, $10) RETURNING ${TILE_COLUMNS}`,
          [
            id,
            company,
            JSON.stringify(body.title),
            JSON.stringify(body.body),
            body.linkUrl ?? null,
            body.linkText ? JSON.stringify(body.linkText) : null,
            startsAt,
            endsAt,
            now,
            user.id,
          ],
        );
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'marketPrice.advertisementTile.create', details: { id } }, tx);
        return toAdminTile(rows[0]!);
      });
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: MARKET_PRICE_ROUTES.adminAdvertisementTile,
    access: TILE_ADMIN,
    pathParams: { id: { resource: 'advertisementTile' } },
    status: 204,
    schemas: { params: advertisementTileIdParamsSchema, response: z.undefined() },
    async handler({ params, user, request }) {
      await db.transaction(async (tx) => {
        // Another company's tile answers 404 like a missing one: this portal does not manage it.
        const { rows } = await tx.query('DELETE FROM market_price_advertisement_tiles WHERE id = $1 AND company = $2 RETURNING id', [
          params.id,
          company,
        ]);
        if (rows.length === 0) throw notFound('Advertisement tile');
        await context.audit(
          request,
          { kind: 'admin.write', userId: user.id, action: 'marketPrice.advertisementTile.delete', details: { id: params.id } },
          tx,
        );
      });
      return undefined;
    },
  });
}
