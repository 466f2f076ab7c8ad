import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, useTranslation } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/**
 * Renders protected pages only with a live session. Without one it hands over to the login page of
 * the account plugin (when the company ships it), remembering where the user wanted to go.
 */
export function RequireSession({
  loginPath,
  children,
  prefetch,
}: {
  loginPath: string | undefined;
  children: ReactNode;
  /**
   * Starts loading the page's chunk (and texts) while the session is still being asked, so a
   * signed-in visitor's page arrives alongside the session answer instead of a round trip after it.
   */
  prefetch?: () => void;
}) {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation(HOST_NAMESPACE);
  const asking = session.status === 'unknown';
  useEffect(() => {
    if (asking) prefetch?.();
  }, [asking, prefetch]);
  // Still asking the server: render nothing rather than flash the login page at a logged-in user.
  if (session.status === 'unknown') return null;
  if (session.status === 'loggedIn') return <>{children}</>;
  if (loginPath) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${loginPath}?next=${encodeURIComponent(next)}`} replace />;
  }
  return <p>{t('loginRequired')}</p>;
}
