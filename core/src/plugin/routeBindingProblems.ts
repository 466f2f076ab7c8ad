import type { PluginManifest } from './definePlugin';

/**
 * What is wrong with a company's route bindings (CompanyDistribution.routeBindings) for its plugin set,
 * one message each; empty when nothing is. A binding whose linking plugin or target page is not in the
 * set would only ever draw no link, so a build says so instead of shipping a link that can never show.
 */
export function routeBindingProblems(plugins: readonly PluginManifest[], routeBindings: Readonly<Record<string, string>> | undefined): string[] {
  const pluginIds = new Set(plugins.map((plugin) => plugin.id));
  // Admin pages count once merged in (withAllAdminParts), as the build checks them.
  const routeIds = new Set(plugins.flatMap((plugin) => (plugin.routes ?? []).map((route) => route.ref.id)));
  const problems: string[] = [];
  for (const [external, target] of Object.entries(routeBindings ?? {})) {
    const linking = external.slice(0, external.indexOf('.'));
    if (!pluginIds.has(linking)) {
      problems.push(
        `route binding "${external}" names plugin "${linking}", which is not in the company's plugins: remove the binding or ship the plugin`,
      );
    }
    if (!routeIds.has(target)) {
      problems.push(
        `route binding "${external}" → "${target}": no plugin in the company's set has a route "${target}"; bind it to a route ref id of a shipped plugin`,
      );
    }
  }
  return problems;
}
