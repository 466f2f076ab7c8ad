import { HeaderActionLink } from '@portal/ui';
import { useSession, useTranslation } from '@portal/core';
import { logoutRoute } from '../routes';

/**
 * "Log out" in the header, next to the menu step of the same name: always one keystroke away. A link
 * to the logout route (which makes the call), so it behaves like any other navigation. Hidden without
 * a session, e.g. on the login page.
 */
export default function LogoutAction() {
  const { t } = useTranslation('account');
  const { status } = useSession();
  if (status !== 'loggedIn') return null;
  return <HeaderActionLink to={logoutRoute.defaultPath}>{t('menu.logout')}</HeaderActionLink>;
}
