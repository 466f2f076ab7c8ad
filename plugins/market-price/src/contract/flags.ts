import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the market-price plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const MARKET_PRICE_FLAGS = defineFlags({
  marketPrice: { default: false, description: 'Market price (spot) page and its front-page price card.' },
  marketPriceSimulator: { default: false, description: 'Market price simulator: what a consumption profile would have cost.' },
  marketPriceConsumptionProfile: { default: false, description: "The user's own consumption profile on the market price page." },
  marketPriceFuturePrices: { default: false, description: 'Future prices (forward curve) on the market price page.' },
  advertisementTile: { default: false, description: 'Advertisement tile on the market price page, shown while a tile is published.' },
});

export type MarketPriceFlag = FlagKeyOf<typeof MARKET_PRICE_FLAGS>;
