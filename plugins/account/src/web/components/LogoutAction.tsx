import { themeColor, useSession, useTranslation } from '@portal/core';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { logoutRoute } from '../routes';

/** Drawn on the header's primary colour, like the other header actions. */
const HeaderLink = styled(Link)`
  padding: 0.4rem 0.9rem;
  border: 2px solid ${themeColor('primaryText')};
  border-radius: 4px;
  color: ${themeColor('primaryText')};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;

/**
 * "Log out" in the header, next to the menu step of the same name: always one keystroke away. A link
 * to the logout route (which makes the call), so it behaves like any other navigation. Hidden without
 * a session, e.g. on the login page.
 */
export default function LogoutAction() {
  const { t } = useTranslation('account');
  const { status } = useSession();
  if (status !== 'loggedIn') return null;
  return <HeaderLink to={logoutRoute.defaultPath}>{t('menu.logout')}</HeaderLink>;
}
