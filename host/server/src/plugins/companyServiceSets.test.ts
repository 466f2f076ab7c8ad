import { COMPANIES, type ServerPluginContext } from '@portal/core/server';
import { getDistribution } from '@portal/config';
import { describe, expect, it } from 'vitest';
import { serverPluginsOfEveryDistribution } from './serverPluginsFromConfig';
import { HOST_SERVICE_DEPS, wireCompanyServices } from './wireCompanyServices';

/**
 * Every company's plugin set in config/ provides the services its plugins require, so no company's
 * server refuses to start. Factories only keep the context; none reads the database while wiring.
 */
describe("the companies' plugin sets", () => {
  it.each(COMPANIES)('%s wires every required service and serves the host its own', async (code) => {
    const distribution = getDistribution(code);
    const plugins = (await serverPluginsOfEveryDistribution()).filter((plugin) => distribution.pluginIds.includes(plugin.id));
    const context = { company: code, now: () => new Date() } as unknown as ServerPluginContext;
    const services = await wireCompanyServices({ plugins, context, hostServices: [] });
    const host = services.depsOf('host', HOST_SERVICE_DEPS);
    // Every company ships admin (maintenance) and invoices (registration's proof).
    expect(host.maintenance).toBeDefined();
    expect(host.invoiceReferences).toBeDefined();
    // The API-key store exactly where the external API is shipped.
    expect(host.apiKeyAuth !== undefined).toBe(distribution.pluginIds.includes('external-api'));
  });

  it('refuses external-api without user management, naming both', async () => {
    const plugins = (await serverPluginsOfEveryDistribution()).filter((plugin) => plugin.id === 'external-api');
    const context = { company: 'VARE' } as unknown as ServerPluginContext;
    await expect(wireCompanyServices({ plugins, context, hostServices: [] })).rejects.toThrow(
      'Server plugin "external-api" needs the service "plugin.userManagement.mainUser", which no plugin in company VARE\'s set provides',
    );
  });
});
