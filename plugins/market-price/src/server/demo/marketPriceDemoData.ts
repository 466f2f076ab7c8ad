import type { DemoDataContext, Queryable } from '@portal/core/server';

const DAY_MS = 86_400_000;

/** The demo tile's texts: VARE's price page advertises the price alert (a portal path, so no outside address). */
export const DEMO_ADVERTISEMENT_TILE = {
  id: 'demo-tile-VARE',
  company: 'VARE',
  title: { fi: 'Käytä sähköä, kun se on halvinta', sv: 'Använd el när den är billigast', en: 'Use electricity when it is cheapest' },
  body: {
    fi: 'Aseta hintaraja, niin kerromme, kun huomisen pörssihinta on korkea tai matala.',
    sv: 'Ange en prisgräns, så berättar vi när morgondagens börspris är högt eller lågt.',
    en: "Set a price limit and we will tell you when tomorrow's spot price is high or low.",
  },
  linkUrl: '/halytykset/hinta',
  linkText: { fi: 'Aseta hintaraja', sv: 'Ange prisgräns', en: 'Set a price limit' },
} as const;

/**
 * The market-price plugin's demo data (ServerPlugin.demoData): VARE's advertisement tile, in force from
 * yesterday for 60 days, so the demo's /porssisahko shows it. Only VARE: the other companies' portals
 * show the page without a tile, as a company that has not published one does.
 */
export async function seedMarketPriceDemoData(tx: Queryable, { today }: DemoDataContext): Promise<void> {
  const tile = DEMO_ADVERTISEMENT_TILE;
  const startsAt = new Date(today.getTime() - DAY_MS);
  await tx.query(
    `INSERT INTO market_price_advertisement_tiles (id, company, title, body, link_url, link_text, starts_at, ends_at, created_at)
     SELECT $1, code, $2::jsonb, $3::jsonb, $4, $5::jsonb, $6, $7, $6 FROM companies WHERE code = $8
     ON CONFLICT DO NOTHING`,
    [
      tile.id,
      JSON.stringify(tile.title),
      JSON.stringify(tile.body),
      tile.linkUrl,
      JSON.stringify(tile.linkText),
      startsAt,
      new Date(today.getTime() + 60 * DAY_MS),
      tile.company,
    ],
  );
}
