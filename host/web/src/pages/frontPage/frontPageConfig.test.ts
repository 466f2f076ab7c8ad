import { FRONT_PAGE_CARD_SLOT } from '@portal/core';
import { DISTRIBUTIONS } from '@portal/config';
import { consumptionPlugin } from '@portal/plugin-consumption';
import { invoicesPlugin } from '@portal/plugin-invoices';
import { solarPlugin } from '@portal/plugin-solar';

/** Every card a company orders exists as a front-page contribution, each named once. */
describe("companies' front-page card order", () => {
  const cards = [consumptionPlugin, invoicesPlugin, solarPlugin].flatMap((plugin) =>
    (plugin.slots ?? []).filter((s) => s.slot.id === FRONT_PAGE_CARD_SLOT.id).map((s) => s.id),
  );

  it.each(Object.values(DISTRIBUTIONS))('$code names only real front-page cards, each once', (distribution) => {
    const order = distribution.frontPageCards ?? [];
    expect(order.length).toBeGreaterThan(0);
    expect(new Set(order).size).toBe(order.length);
    for (const id of order) expect(cards).toContain(id);
  });
});
