import { useEffect } from 'react';
import {
  ApiClientRef,
  ClientStateRef,
  FeatureFlagServiceRef,
  isApiRequestError,
  LoggerRef,
  PermissionServiceRef,
  usePortalRuntime,
  useSession,
} from '@portal/core';
import { FEATURES_PATH, flagOverridesFrom } from './featureFlagOverrides';
import { loggedInUserFrom, ME_PATH } from './loggedInUser';

/**
 * On start: the session (session-status) and the flag overrides; once logged in, the user (their
 * groups shape permissions). The loader overlay stays up while the first two run.
 */
export function usePortalStartup(): void {
  const runtime = usePortalRuntime();
  const session = useSession();

  useEffect(() => {
    const endLoading = runtime.resolve(ClientStateRef).beginLoading();
    const logger = runtime.resolve(LoggerRef);
    const api = runtime.resolve(ApiClientRef);
    const loadFlags = api.get(FEATURES_PATH).then(
      (body) => runtime.resolve(FeatureFlagServiceRef).setOverrides(flagOverridesFrom(body)),
      (error: unknown) => {
        // No flag endpoint (404) means no overrides: the company defaults apply.
        if (isApiRequestError(error) && error.status === 404) return;
        logger.warn('Feature flags could not be loaded; using the company defaults', error);
      },
    );
    void Promise.allSettled([runtime.start(), loadFlags]).finally(endLoading);
    return endLoading;
  }, [runtime]);

  useEffect(() => {
    if (session.status !== 'loggedIn') return;
    const clientState = runtime.resolve(ClientStateRef);
    if (!clientState.getSnapshot().shouldLoadLoggedInUser) return;
    let cancelled = false;
    runtime
      .resolve(ApiClientRef)
      .get(ME_PATH)
      .then((body) => {
        if (cancelled) return;
        const user = loggedInUserFrom(body);
        runtime.resolve(PermissionServiceRef).setGroups(user.groups);
        if (user.userId !== undefined) clientState.setActiveUserId(user.userId);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // SPEC §8: if loading the logged-in user fails, stop trying.
        runtime.resolve(LoggerRef).error('Loading the logged-in user failed; not trying again', error);
        clientState.stopLoadingLoggedInUser();
      });
    return () => {
      cancelled = true;
    };
  }, [runtime, session.status]);
}
