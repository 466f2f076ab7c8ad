import { FRONT_PAGE_CARD_SLOT } from '@portal/core';
import { DISTRIBUTIONS } from '@portal/config';
import { consumptionPlugin } from '@portal/plugin-consumption';
import { invoicesPlugin } from '@portal/plugin-invoices';
import { marketPricePlugin } from '@portal/plugin-market-price';
import { messagesPlugin } from '@portal/plugin-messages';
import { solarPlugin } from '@portal/plugin-solar';

/** Every card a company orders exists as a front-page contribution, each named once. */
const cards = [consumptionPlugin, invoicesPlugin, marketPricePlugin, messagesPlugin, solarPlugin].flatMap((plugin) =>
  (plugin.slots ?? []).filter((s) => s.slot.id === FRONT_PAGE_CARD_SLOT.id).map((s) => s.id),
);

describe("companies' front-page card order", () => {
  it.each(Object.values(DISTRIBUTIONS))('$code names only real front-page cards, each once', (distribution) => {
    const order = distribution.frontPageCards ?? [];
    expect(order.length).toBeGreaterThan(0);
    expect(new Set(order).size).toBe(order.length);
    for (const id of order) expect(cards).toContain(id);
  });
});

/** One price card per company: market-price's where it ships, consumption's elsewhere, never both. */
describe('the price card on the front page', () => {
  it.each(Object.values(DISTRIBUTIONS))('$code shows one price card, from a plugin it ships', (distribution) => {
    // What the Slot shows with every flag on: every shipped card but those an active card replaces.
    const shipped = cards.filter((id) => distribution.pluginIds.includes(id.split('.')[0]!));
    const hidden = shipped.flatMap((id) => distribution.frontPageCardReplacements?.[id] ?? []);
    const priceCards = shipped.filter(
      (id) => (id === 'consumption.frontPageSpotPrice' || id === 'market-price.frontPagePrice') && !hidden.includes(id),
    );
    const ships = distribution.pluginIds.includes('market-price');
    expect(priceCards).toEqual([ships ? 'market-price.frontPagePrice' : 'consumption.frontPageSpotPrice']);
  });
});
