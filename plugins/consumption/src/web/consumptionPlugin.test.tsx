import { FRONT_PAGE_CARD_SLOT, LOCATION_CARD_SLOT } from '@portal/core';
import { testPlugin, translationKeyMismatches } from '@portal/core/testing';
import { describe, expect, it } from 'vitest';
import { consumptionPlugin } from '../index';

describe('consumption plugin manifest', () => {
  it('contributes nothing while the consumption flag is off', () => {
    const off = testPlugin(consumptionPlugin, { flags: { districtHeatingConsumption: true, consumptionBudget: true } });
    expect([off.routes, off.menu, off.modals, off.slots]).toEqual([[], [], [], []]);
  });

  it('contributes the electricity pages, the menu step and the consumption cards with the flag on', () => {
    const on = testPlugin(consumptionPlugin, { flags: { consumption: true } });
    expect(on.routes.map((r) => r.ref.defaultPath)).toEqual(['/kulutus', '/kulutus/:locationIdentifier']);
    expect(on.menu.map((m) => m.id)).toEqual(['consumption.index']);
    expect(on.slots.filter((s) => s.slot === LOCATION_CARD_SLOT).map((s) => s.id)).toEqual(['consumption.yesterday', 'consumption.previousPeriods']);
    expect(on.slots.filter((s) => s.slot === FRONT_PAGE_CARD_SLOT).map((s) => s.id)).toEqual([
      'consumption.frontPageYesterday',
      'consumption.frontPageSpotPrice',
    ]);
  });

  it('adds district heating and budget only under their own flags', () => {
    const all = testPlugin(consumptionPlugin, { flags: { consumption: true, districtHeatingConsumption: true, consumptionBudget: true } });
    expect(all.routes.map((r) => r.ref.defaultPath)).toContain('/kaukolampo/:locationIdentifier');
    expect(all.slots.filter((s) => s.slot === FRONT_PAGE_CARD_SLOT).map((s) => s.id)).toEqual([
      'consumption.frontPageYesterday',
      'consumption.frontPageDistrictHeating',
      'consumption.frontPageSpotPrice',
      'consumption.frontPageBudget',
    ]);
    expect(all.slots.filter((s) => s.slot === LOCATION_CARD_SLOT).map((s) => s.id)).toEqual([
      'consumption.yesterday',
      'consumption.previousPeriods',
      'consumption.districtHeating',
      'consumption.budget',
    ]);
  });

  it('is off for a company that does not ship it', () => {
    expect(testPlugin(consumptionPlugin, { flags: 'all', companyPluginIds: ['locations'] }).routes).toEqual([]);
  });

  it('has the same translation keys in every language', async () => {
    expect(await translationKeyMismatches(consumptionPlugin)).toEqual([]);
  });
});
