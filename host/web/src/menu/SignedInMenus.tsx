import { SideMenu } from './SideMenu';
import { AdminMenu } from './AdminMenu';

/**
 * The side menu and the admin menu: shown only with a session, so the shell loads them lazily (their
 * chunk loads in parallel with the signed-in visitor's page) and a visitor on the login page never
 * downloads them.
 */
export default function SignedInMenus() {
  return (
    <>
      <SideMenu />
      <AdminMenu />
    </>
  );
}
