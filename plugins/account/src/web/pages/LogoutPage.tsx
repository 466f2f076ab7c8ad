import { SessionServiceRef, useService, useTranslation } from '@portal/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountFlowState } from '../model/flowState';
import { loginRoute } from '../routes';

/**
 * `/kirjaudu-ulos`, the target of the "Log out" menu step: a route rather than a button so it is an
 * ordinary link in the menu. The session service calls POST /api/auth/v1/logout and ends the refresh
 * timer; then the login page says that the user has logged out.
 */
export default function LogoutPage() {
  const { t } = useTranslation('account');
  const session = useService(SessionServiceRef);
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Effects run twice in development's StrictMode; logging out once is enough.
    if (started.current) return;
    started.current = true;
    const state: AccountFlowState = { notice: 'loggedOut' };
    void session.logout().finally(() => navigate(loginRoute.defaultPath, { replace: true, state }));
  }, [session, navigate]);

  return <p role="status">{t('logout.inProgress')}</p>;
}
