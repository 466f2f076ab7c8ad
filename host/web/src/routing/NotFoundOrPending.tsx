import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useClientStateStore, usePortalRuntime } from '@portal/core';

// Lazy: a mistyped or removed address is rare, so its page is not in every visitor's start-up bytes.
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * The answer for a path no active route serves. An administrator's pages arrive only after GET
 * /api/v2/me has told their groups and the plugins' admin parts have loaded (PluginManifest.admin), so
 * a reload of /admin/... waits for both, with the loader up, before it says "not found".
 */
export function NotFoundOrPending({ userPending }: { readonly userPending: boolean }) {
  const runtime = usePortalRuntime();
  const adminPartsLoading = useSyncExternalStore(runtime.subscribe, runtime.isLoadingAdminParts);
  const pending = userPending || adminPartsLoading;
  return pending ? (
    <ShowLoader />
  ) : (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

function ShowLoader() {
  const clientState = useClientStateStore();
  useEffect(() => clientState.beginLoading(), [clientState]);
  return null;
}
