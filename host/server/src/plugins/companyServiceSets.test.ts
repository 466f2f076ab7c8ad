import { COMPANIES, customerRegisterServiceRef, type Database, type ServerPluginContext } from '@portal/core/server';
import { getDistribution } from '@portal/config';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_POLICY } from '../auth/authPolicy';
import type { SessionAuth } from '../auth/sessionAuth';
import { accountHostServices } from './accountHostServices';
import { serverPluginsOfEveryDistribution } from './serverPluginsFromConfig';
import { HOST_SERVICE_DEPS, wireCompanyServices } from './wireCompanyServices';

// The account services the host provides to every set (buildServer passes the same list); their
// factories only keep what they are given, so stand-ins for the database and sessions do.
const HOST_ACCOUNT_SERVICES = accountHostServices({
  db: {} as Database,
  sessions: {} as SessionAuth,
  now: () => new Date(),
  policy: DEFAULT_AUTH_POLICY,
  mailQueued: () => undefined,
  strongAuth: null,
  personIdKey: 'test-key',
});

/**
 * Every company's plugin set in config/ provides the services its plugins require, so no company's
 * server refuses to start. Factories only keep the context; none reads the database while wiring.
 */
describe("the companies' plugin sets", () => {
  it.each(COMPANIES)('%s wires every required service and serves the host its own', async (code) => {
    const distribution = getDistribution(code);
    const plugins = (await serverPluginsOfEveryDistribution()).filter((plugin) => distribution.pluginIds.includes(plugin.id));
    const context = { company: code, now: () => new Date() } as unknown as ServerPluginContext;
    const services = await wireCompanyServices({ plugins, context, hostServices: HOST_ACCOUNT_SERVICES });
    const host = services.depsOf('host', HOST_SERVICE_DEPS);
    // Every company ships admin (maintenance) and account (registration, on the host's customer register).
    expect(host.maintenance).toBeDefined();
    expect(services.depsOf('account', { customerRegister: customerRegisterServiceRef }).customerRegister).toBeDefined();
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
