import { useEffect, useState } from 'react';
import { ApiClientRef, ClientStateRef, isApiRequestError, LoggerRef, PermissionServiceRef, usePortalRuntime, useSession } from '@portal/core';
import { loadFlags, MAINTENANCE_CODE } from './portalStatus';
import { loggedInUserFrom, ME_PATH, type LoggedInUser } from './loggedInUser';

/**
 * On start: the session (session-status) and the flag overrides; once logged in, the user (their
 * groups shape permissions). The loader overlay stays up while the first two run. Returns the
 * logged-in user while the session lasts (undefined before /api/v2/me has answered): the shell reads
 * /me once, with the API client rather than SWR, which then stays out of the start-up bundle.
 */
export function usePortalStartup(closedForMaintenance = false): LoggedInUser | undefined {
  const runtime = usePortalRuntime();
  const session = useSession();
  const [user, setUser] = useState<LoggedInUser>();

  useEffect(() => {
    const endLoading = runtime.resolve(ClientStateRef).beginLoading();
    void Promise.allSettled([runtime.start(), loadFlags(runtime)]).finally(endLoading);
    return endLoading;
  }, [runtime]);

  useEffect(() => {
    if (session.status !== 'loggedIn') {
      // The next user's customerships must not show the last one's modes meanwhile.
      setUser(undefined);
      return;
    }
    // During maintenance a customer's /me answers 503: load it when the portal opens again.
    if (closedForMaintenance) return;
    const clientState = runtime.resolve(ClientStateRef);
    if (!clientState.getSnapshot().shouldLoadLoggedInUser) return;
    let cancelled = false;
    runtime
      .resolve(ApiClientRef)
      .get(ME_PATH)
      .then((body) => {
        if (cancelled) return;
        const loaded = loggedInUserFrom(body);
        runtime.resolve(PermissionServiceRef).setGroups(loaded.groups);
        if (loaded.userId !== undefined) clientState.setActiveUserId(loaded.userId);
        setUser(loaded);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Maintenance is not a failure to load the user: it is tried again when maintenance ends.
        if (isApiRequestError(error) && error.code === MAINTENANCE_CODE) return;
        // requirements §8: if loading the logged-in user fails, stop trying.
        runtime.resolve(LoggerRef).error('Loading the logged-in user failed; not trying again', error);
        clientState.stopLoadingLoggedInUser();
      });
    return () => {
      cancelled = true;
    };
  }, [runtime, session.status, closedForMaintenance]);

  return session.status === 'loggedIn' ? user : undefined;
}
