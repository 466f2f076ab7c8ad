import { COMPANIES } from '@portal/core';
import { contrastRatio } from './accessibility/contrastRatio';
import { WCAG_AA_NON_TEXT_CONTRAST, WCAG_AA_TEXT_CONTRAST } from './accessibility/wcagLevels';
import { DISTRIBUTIONS, getDistribution, isCompanyCode } from './getDistribution';

const distributions = COMPANIES.map((code) => getDistribution(code));

describe('company distributions', () => {
  it("binds cross-plugin links only between plugins the company ships (a route ref id starts with its plugin's id)", () => {
    const pluginOf = (refId: string) => refId.slice(0, refId.indexOf('.'));
    for (const d of distributions) {
      for (const [external, target] of Object.entries(d.routeBindings ?? {})) {
        expect(d.pluginIds, `${d.code}: ${external}`).toContain(pluginOf(external));
        expect(d.pluginIds, `${d.code}: ${external} → ${target}`).toContain(pluginOf(target));
      }
    }
    expect(getDistribution('VARE').routeBindings).toEqual({ 'account.places': 'locations.list', 'market-price.priceAlerts': 'alerts.price' });
    for (const d of distributions) expect(d.routeBindings?.['account.places']).toBe('locations.list');
  });

  it('exist for every company, under their own code', () => {
    for (const code of COMPANIES) expect(getDistribution(code).code).toBe(code);
    expect(Object.keys(DISTRIBUTIONS).sort()).toEqual([...COMPANIES].sort());
    expect(isCompanyCode('KUO')).toBe(true);
    expect(isCompanyCode('ALL')).toBe(false);
  });

  it('ship different plugin sets, so build-time gating is exercised', () => {
    const sets = distributions.map((d) => [...d.pluginIds].sort().join(','));
    expect(new Set(sets).size).toBeGreaterThan(1);
    for (const d of distributions) {
      expect(d.pluginIds).toEqual(expect.arrayContaining(['account', 'locations', 'customer-service']));
      expect(new Set(d.pluginIds).size).toBe(d.pluginIds.length);
    }
    expect(getDistribution('VARE').pluginIds).toContain('chat');
    expect(getDistribution('SV').pluginIds).toContain('chat');
    expect(getDistribution('KUO').pluginIds).not.toContain('chat');
  });

  // Whether each flag belongs to a plugin the company ships is checked where the plugins are known:
  // the server start and host/server/src/flags/companyFlagCatalogue.test.ts, and the web build.
  it('name flags in their defaults by flag keys (lowerCamelCase)', () => {
    for (const d of distributions) {
      for (const flag of Object.keys(d.flagDefaults)) expect(flag).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
  });

  it('offer chat only where the chat plugin ships', () => {
    for (const d of distributions) {
      expect(d.chat.enabled).toBe(d.pluginIds.includes('chat'));
      if (d.chat.enabled) expect(d.chat.scriptUrl).toMatch(/^https:\/\//);
    }
  });

  it('list a customer service number and a hotline of their own company with hours', () => {
    for (const d of distributions) {
      const types = d.customerServiceNumbers.map((n) => n.type).sort();
      expect(types).toEqual(['CustomerService', 'Hotline']);
      for (const n of d.customerServiceNumbers) {
        expect(n.company).toBe(d.code);
        expect(n.number).toMatch(/^0\d{2,3}( \d{2,4})+$/);
        expect(n.hours).not.toBe('');
      }
    }
  });

  it('carry the requirements §9 constants the host and plugins read', () => {
    for (const d of distributions) {
      // Only the constants something reads: the rest of requirements §9 lives with the plugin that owns it.
      expect(d.constants).toEqual({
        locationPageSize: 20,
        datePickerPaging: { weeks: 5, months: 6, years: 5 },
        demoUserId: 1_000_000,
        cacheSeconds: 3600,
      });
    }
  });
});

describe.each(distributions.map((d) => [d.code, d.theme.colors] as const))('theme of %s meets WCAG 2.1 AA', (_code, colors) => {
  const text: [string, string, string][] = [
    ['primaryText on primary', colors.primaryText, colors.primary],
    ['text on background', colors.text, colors.background],
    ['text on surface', colors.text, colors.surface],
    ['mutedText on background', colors.mutedText, colors.background],
    ['mutedText on surface', colors.mutedText, colors.surface],
    ['danger on background', colors.danger, colors.background],
    ['danger on surface', colors.danger, colors.surface],
    ['success on background', colors.success, colors.background],
    ['success on surface', colors.success, colors.surface],
    // Links and active menu steps use the primary colour as text.
    ['primary on background', colors.primary, colors.background],
    ['primary on surface', colors.primary, colors.surface],
  ];
  it.each(text)('%s ≥ 4.5:1', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });

  const nonText: [string, string, string][] = [
    ['focus ring on background', colors.focus, colors.background],
    ['focus ring on surface', colors.focus, colors.surface],
  ];
  // The ring is drawn with an outline offset, so it always sits on background or surface, never on
  // a primary-coloured button itself; that is why focus-on-primary needs no check.
  it.each(nonText)('%s ≥ 3:1', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT_CONTRAST);
  });
});
