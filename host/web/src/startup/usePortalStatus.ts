import { useEffect, useState } from 'react';
import { usePortalRuntime, useSession } from '@portal/core';
import { loadFlags, loadMaintenance, PORTAL_STATUS_REFRESH_MS, type PortalMaintenance } from './portalStatus';

/**
 * Keeps the flags and the maintenance state current while the portal is open: on sign-in and
 * sign-out (the user's own overrides, the administrator's bypass), when the window regains focus or
 * becomes visible, and every PORTAL_STATUS_REFRESH_MS. The first flag load is usePortalStartup's.
 * Answers undefined until the first maintenance answer.
 */
export function usePortalStatus(): PortalMaintenance | undefined {
  const runtime = usePortalRuntime();
  const status = useSession().status;
  const [maintenance, setMaintenance] = useState<PortalMaintenance>();

  useEffect(() => {
    let cancelled = false;
    const refreshMaintenance = () =>
      void loadMaintenance(runtime).then((next) => {
        if (!cancelled) setMaintenance((previous) => (previous && sameMaintenance(previous, next) ? previous : next));
      });
    const refresh = () => {
      void loadFlags(runtime);
      refreshMaintenance();
    };
    // Start-up loads the flags once (usePortalStartup); a session known or changed since loads them again
    // (a signed-in user's own overrides apply).
    if (status === 'unknown') refreshMaintenance();
    else refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const timer = setInterval(refresh, PORTAL_STATUS_REFRESH_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // A new session status (signed in, signed out) asks again: the answer depends on the caller.
  }, [runtime, status]);

  return maintenance;
}

const sameMaintenance = (a: PortalMaintenance, b: PortalMaintenance) => a.active === b.active && a.message === b.message && a.bypass === b.bypass;
