import { lazy, Suspense } from 'react';
import { useSession } from '@portal/core';

/** Loaded only when a warning is due: most sessions are refreshed and never need it. */
const SessionTimeoutDialog = lazy(() => import('./SessionTimeoutDialog'));

/** The session timeout warning (WCAG 2.2.1), shown while core's SessionService says the end is near. */
export function SessionTimeoutWarning() {
  const session = useSession();
  if (session.status !== 'loggedIn' || session.endingSoon !== true) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog />
    </Suspense>
  );
}
