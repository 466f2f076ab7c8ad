import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { advertisementTileQuerySchema, advertisementTileResponseSchema, pickTileLanguage } from '../../contract/advertisementTile';
import { MARKET_PRICE_ROUTES } from '../../contract/paths';
import { TILE_COLUMNS, type TileRow } from './tileRows';

/**
 * GET /v2/marketpriceapp/advertisementtile?language (flag advertisementTile) — the tile in force for
 * this portal's company in the caller's language, or null. Anonymous like the price page it shows on:
 * the tile is the company's public marketing, nothing personal.
 */
export function registerAdvertisementTileRoute(app: FastifyInstance, context: ServerPluginContext): void {
  const { db, company } = context;
  defineRoute(app, {
    method: 'GET',
    url: MARKET_PRICE_ROUTES.advertisementTile,
    access: 'anonymous',
    flags: ['advertisementTile'],
    schemas: { query: advertisementTileQuerySchema, response: advertisementTileResponseSchema },
    async handler({ query }) {
      // The newest tile in force wins: publishing a new one replaces the old without deleting it.
      const { rows } = await db.query<TileRow>(
        `SELECT ${TILE_COLUMNS} FROM market_price_advertisement_tiles
          WHERE company = $1 AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
          ORDER BY starts_at DESC, created_at DESC, id DESC LIMIT 1`,
        [company, context.now()],
      );
      const row = rows[0];
      if (!row) return { tile: null };
      const { language } = query;
      return {
        tile: {
          id: row.id,
          title: pickTileLanguage(row.title, language),
          body: pickTileLanguage(row.body, language),
          link: row.link_url && row.link_text ? { url: row.link_url, text: pickTileLanguage(row.link_text, language) } : null,
        },
      };
    },
  });
}
