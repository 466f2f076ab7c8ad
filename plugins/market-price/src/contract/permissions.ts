import { definePermissions } from '@portal/core/shared';

/**
 * The permissions the market-price plugin owns (requirements §6), read by both its web manifest and its server plugin.
 * Admin groups grant them (the permission policy); other plugins may check them too.
 */
export const MARKET_PRICE_PERMISSIONS = definePermissions({
  'admin.advertisementTile': { description: "Publish the market price page's advertisement tile." },
});
