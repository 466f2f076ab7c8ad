import {
  apiKeyAuthServiceRef,
  maintenanceServiceRef,
  optionalService,
  wireServices,
  type ServerPlugin,
  type ServerPluginContext,
  type ServiceDeps,
  type ServiceFactory,
  type WiredServices,
} from '@portal/core/server';

/**
 * The services the host itself uses from the company's plugins (its gates and guards); every one is
 * optional, because a portal without the providing plugin simply lacks the feature.
 */
export const HOST_SERVICE_DEPS = {
  // The maintenance gate (requirements §4); never in maintenance without a provider.
  maintenance: optionalService(maintenanceServiceRef),
  // The key store of `access: 'apiKey'` routes; without one they answer 401.
  apiKeyAuth: optionalService(apiKeyAuthServiceRef),
} satisfies ServiceDeps;

/**
 * Wires the services of one company's portal: the plugins of its set and the host provide; the plugins
 * and the host consume. Throws (so the server refuses to start) with a message naming the plugin and
 * the service when a required provider is missing from the set, on two providers of one service, or
 * on a cycle.
 */
export function wireCompanyServices(options: {
  readonly plugins: readonly ServerPlugin[];
  readonly context: ServerPluginContext;
  readonly hostServices: readonly ServiceFactory[];
}): Promise<WiredServices> {
  const { plugins, context, hostServices } = options;
  return wireServices({
    providers: [{ id: 'host', provides: hostServices }, ...plugins],
    consumers: [{ id: 'host', deps: HOST_SERVICE_DEPS }, ...plugins],
    context,
  });
}
