import { describe, expect, it } from 'vitest';
import { companyFlagProblems } from './companyFlagProblems';
import { composeFlagCatalogue, FlagCatalogueError, resolveFlags } from './flagCatalogue';
import { defineFlags } from './flagDeclaration';

const SOLAR = {
  id: 'solar',
  flags: defineFlags({ solar: { default: false, description: 'Solar panels' }, microgeneration: { default: true, description: 'Microgeneration' } }),
};
const INVOICES = { id: 'invoices', flags: defineFlags({ invoices: { default: false, description: 'Invoices page' } }) };

describe('composeFlagCatalogue', () => {
  it('lists every declared flag with its owner, in plugin order', () => {
    expect(composeFlagCatalogue([INVOICES, { id: 'chatless' }, SOLAR])).toEqual([
      { key: 'invoices', default: false, description: 'Invoices page', pluginId: 'invoices' },
      { key: 'solar', default: false, description: 'Solar panels', pluginId: 'solar' },
      { key: 'microgeneration', default: true, description: 'Microgeneration', pluginId: 'solar' },
    ]);
  });

  it('refuses a flag two plugins declare, naming both', () => {
    const thief = { id: 'thief', flags: defineFlags({ solar: { default: true, description: 'Mine' } }) };
    expect(() => composeFlagCatalogue([SOLAR, thief])).toThrow(FlagCatalogueError);
    expect(() => composeFlagCatalogue([SOLAR, thief])).toThrow(/"solar" is declared by both plugin "solar" and plugin "thief"/);
  });

  it('counts the web manifest and server plugin of one plugin once', () => {
    expect(composeFlagCatalogue([SOLAR, SOLAR]).map((flag) => flag.key)).toEqual(['solar', 'microgeneration']);
  });
});

describe('defineFlags', () => {
  it('refuses a key that is not lowerCamelCase', () => {
    expect(() => defineFlags({ 'market-price': { default: false, description: 'x' } })).toThrow(/lowerCamelCase/);
  });
});

describe('resolveFlags', () => {
  const catalogue = composeFlagCatalogue([SOLAR, INVOICES]);

  it('takes the override, else the company default, else the declared default', () => {
    expect(resolveFlags(catalogue, { solar: true, invoices: true }, { invoices: false })).toEqual({
      solar: true,
      microgeneration: true,
      invoices: false,
    });
    expect(resolveFlags(catalogue, {})).toEqual({ solar: false, microgeneration: true, invoices: false });
  });

  it('ignores keys no plugin of the set declares, e.g. a stored override of a removed flag', () => {
    const flags = resolveFlags(catalogue, { menu: true }, { marketPriceAlert: true });
    expect(Object.keys(flags).sort()).toEqual(['invoices', 'microgeneration', 'solar']);
  });
});

describe('companyFlagProblems', () => {
  const known = composeFlagCatalogue([SOLAR, INVOICES]);

  it('accepts defaults of flags the shipped plugins declare', () => {
    expect(companyFlagProblems({ company: 'VARE', flagDefaults: { solar: true, invoices: false }, catalogue: known, knownCatalogue: known })).toEqual(
      [],
    );
  });

  it('names company, flag and plugin when the company does not ship the flag’s plugin', () => {
    const problems = companyFlagProblems({
      company: 'SV',
      flagDefaults: { invoices: true, solar: true },
      catalogue: composeFlagCatalogue([INVOICES]),
      knownCatalogue: known,
    });
    expect(problems).toEqual([
      'company SV sets flag "solar" of plugin "solar", which SV does not ship: add "solar" to its pluginIds or remove "solar" from its flagDefaults',
    ]);
  });

  it('says so when no known plugin declares the flag at all', () => {
    const problems = companyFlagProblems({ company: 'KUO', flagDefaults: { menu: true }, catalogue: known });
    expect(problems).toEqual([
      'company KUO sets flag "menu", which no plugin KUO ships declares: ship the plugin that owns it, or remove "menu" from its flagDefaults',
    ]);
  });
});
