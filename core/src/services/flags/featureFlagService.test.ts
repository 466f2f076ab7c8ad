import { describe, expect, it, vi } from 'vitest';
import { createFeatureFlagService } from './featureFlagService';

describe('FeatureFlagService', () => {
  it('applies overrides over company defaults; unknown flags are off', () => {
    const flags = createFeatureFlagService({ defaults: { invoices: true, solar: true }, overrides: { solar: false } });
    expect(flags.isOn('invoices')).toBe(true);
    expect(flags.isOn('solar')).toBe(false);
    expect(flags.isOn('reports')).toBe(false);
  });

  it('notifies subscribers when an override changes a value, and only then', () => {
    const flags = createFeatureFlagService({ defaults: { invoices: true } });
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
    const flags = createFeatureFlagService({ defaults: {} });
    expect(flags.locationFeature(undefined, 'budget')).toMatchObject({ enabled: false, readOnly: true, known: false });
    expect(flags.locationFeature([{ feature: 'budget', enabled: true, readOnly: false }], 'budget')).toMatchObject({
      enabled: true,
      readOnly: false,
      known: true,
    });
  });
});
