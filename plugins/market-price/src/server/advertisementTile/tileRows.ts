import type { AdminAdvertisementTile, TileText } from '../../contract/advertisementTile';

/** One row of market_price_advertisement_tiles as the queries select it. */
export interface TileRow {
  id: string;
  company: string;
  title: TileText;
  body: TileText;
  link_url: string | null;
  link_text: TileText | null;
  starts_at: Date | string;
  ends_at: Date | string | null;
  created_at: Date | string;
}

export const TILE_COLUMNS = 'id, company, title, body, link_url, link_text, starts_at, ends_at, created_at';

const iso = (value: Date | string) => new Date(value).toISOString();

export const toAdminTile = (row: TileRow): AdminAdvertisementTile => ({
  id: row.id,
  company: row.company,
  title: row.title,
  body: row.body,
  linkUrl: row.link_url,
  linkText: row.link_text,
  startsAt: iso(row.starts_at),
  endsAt: row.ends_at === null ? null : iso(row.ends_at),
  createdAt: iso(row.created_at),
});
