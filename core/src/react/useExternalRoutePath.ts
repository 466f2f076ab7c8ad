import type { ExternalRouteRef } from '../plugin/externalRouteRef';
import { useActiveContributions } from './useActiveContributions';
import { usePortalRuntime } from './portalContext';

/**
 * The path of the page an external route ref is bound to in the company config, or undefined when the
 * company binds it to nothing or that page is not on now (its plugin not shipped, its gate closed):
 * the caller then draws no link rather than one to a 404. A company that moves the page moves the link.
 */
export function useExternalRoutePath(ref: ExternalRouteRef): string | undefined {
  const runtime = usePortalRuntime();
  const { routes } = useActiveContributions();
  const target = runtime.company.routeBindings?.[ref.id];
  if (!target) return undefined;
  return routes.find((route) => route.ref.id === target)?.ref.defaultPath;
}
