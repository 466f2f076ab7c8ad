import { DISTRIBUTIONS } from '@portal/config';
import { CORE_API_VERSION, defineFlags, defineServerPlugin, type ServerPlugin } from '@portal/core/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyPlugins } from '../plugins/mountPlugins';
import { serverPluginsOfEveryDistribution } from '../plugins/serverPluginsFromConfig';
import { companyFlagCatalogue } from './companyFlagCatalogue';

const solar = defineServerPlugin({
  id: 'solar',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  flags: defineFlags({ solar: { default: false, description: 'Solar panels' } }),
});
const invoices = defineServerPlugin({
  id: 'invoices',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  flags: defineFlags({ invoices: { default: false, description: 'Invoices page' } }),
});

describe('companyFlagCatalogue', () => {
  it("is the shipped plugins' flags", () => {
    const company = { code: 'VARE' as const, pluginIds: ['invoices', 'solar'], flagDefaults: { solar: true } };
    expect(companyFlagCatalogue(company, [invoices, solar], [invoices, solar]).map((flag) => [flag.key, flag.pluginId])).toEqual([
      ['invoices', 'invoices'],
      ['solar', 'solar'],
    ]);
  });

  it('refuses to start a company that turns on a flag of a plugin it does not ship, naming company, flag and plugin', () => {
    const company = { code: 'SV' as const, pluginIds: ['invoices'], flagDefaults: { invoices: true, solar: true } };
    expect(() => companyFlagCatalogue(company, [invoices], [invoices, solar])).toThrow(
      'company SV sets flag "solar" of plugin "solar", which SV does not ship: add "solar" to its pluginIds or remove "solar" from its flagDefaults',
    );
  });
});

describe("the companies' configs", () => {
  let available: ServerPlugin[];
  beforeAll(async () => {
    available = await serverPluginsOfEveryDistribution();
  });

  it.each(Object.values(DISTRIBUTIONS))("$code's flag defaults name only flags of plugins it ships", (distribution) => {
    expect(() => companyFlagCatalogue(distribution, companyPlugins(available, distribution), available)).not.toThrow();
  });

  it('have no flag that switches nothing: each is declared by a plugin', () => {
    const declared = new Set(available.flatMap((plugin) => (plugin.flags ?? []).map((flag) => flag.key)));
    for (const removed of ['marketPriceAlert', 'marketPriceReport', 'localPower', 'mixedPower', 'menu']) expect(declared).not.toContain(removed);
  });
});
