import { DISTRIBUTIONS } from '@portal/config';
import { loadServerPlugins, pluginIdsOfEveryDistribution, serverPluginsOfEveryDistribution } from './serverPluginsFromConfig';

describe('server plugins composed from @portal/config', () => {
  it('takes the union of every distribution for migrations: a plugin only one company ships is in it', () => {
    const ids = pluginIdsOfEveryDistribution();
    for (const distribution of Object.values(DISTRIBUTIONS)) for (const id of distribution.pluginIds) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    const shippedByOneCompany = ids.filter((id) => Object.values(DISTRIBUTIONS).filter((d) => d.pluginIds.includes(id)).length === 1);
    expect(shippedByOneCompany.length).toBeGreaterThan(0);
  });

  it("loads each package's ./server entry in order, one that only declares flags (chat) included, and skips a web-only package", async () => {
    const plugins = await loadServerPlugins(['invoices', 'customer-service', 'chat', 'account']);
    expect(plugins.map((plugin) => plugin.id)).toEqual(['invoices', 'chat', 'account']);
    expect(typeof plugins[0]?.apiVersion).toBe('number');
  });

  it('says which package is missing when a configuration names a plugin that is not installed', async () => {
    await expect(loadServerPlugins(['no-such-plugin'])).rejects.toThrow(/@portal\/plugin-no-such-plugin is not installed/);
  });

  it('gives one server plugin per shipped plugin with a server part, none twice', async () => {
    const ids = (await serverPluginsOfEveryDistribution()).map((plugin) => plugin.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['invoices', 'solar', 'external-api', 'b2b']));
  });
});
