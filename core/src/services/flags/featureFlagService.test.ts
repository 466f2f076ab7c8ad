import { describe, expect, it, vi } from 'vitest';
import { composeFlagCatalogue } from '../../flags/flagCatalogue';
import { defineFlags } from '../../flags/flagDeclaration';
import { createFeatureFlagService } from './featureFlagService';

const catalogue = composeFlagCatalogue([
  {
    id: 'p',
    flags: defineFlags({
      invoices: { default: false, description: 'Invoices' },
      solar: { default: false, description: 'Solar' },
      reports: { default: false, description: 'Reports' },
      chat: { default: true, description: 'Chat' },
    }),
  },
]);

describe('FeatureFlagService', () => {
  it('applies overrides over company defaults; unknown flags are off', () => {
    const flags = createFeatureFlagService({ catalogue, defaults: { invoices: true, solar: true }, overrides: { solar: false } });
    expect(flags.isOn('invoices')).toBe(true);
    expect(flags.isOn('solar')).toBe(false);
    expect(flags.isOn('reports')).toBe(false);
    // Not named by the company: the declaration's default.
    expect(flags.isOn('chat')).toBe(true);
    // Declared by no plugin of the set (e.g. a stored override of a removed flag): off, and not in the snapshot.
    flags.setOverrides({ menu: true });
    expect(flags.isOn('menu')).toBe(false);
    expect(flags.getSnapshot()).not.toHaveProperty('menu');
  });

  it('notifies subscribers when an override changes a value, and only then', () => {
    const flags = createFeatureFlagService({ catalogue, defaults: { invoices: true } });
    const listener = vi.fn();
    flags.subscribe(listener);
    flags.setOverrides({ invoices: true });
    expect(listener).not.toHaveBeenCalled();
    const before = flags.getSnapshot();
    flags.setOverrides({ invoices: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(flags.isOn('invoices')).toBe(false);
    expect(flags.getSnapshot()).not.toBe(before);
  });

  it('treats an absent location feature as disabled, read-only and unknown', () => {
    const flags = createFeatureFlagService({ catalogue, defaults: {} });
    expect(flags.locationFeature(undefined, 'budget')).toMatchObject({ enabled: false, readOnly: true, known: false });
    expect(flags.locationFeature([{ feature: 'budget', enabled: true, readOnly: false }], 'budget')).toMatchObject({
      enabled: true,
      readOnly: false,
      known: true,
    });
  });
});
