import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { preloadPluginTexts, Slot, TOP_BAR_SLOT, useClientState, useSession, useTranslation } from '@portal/core';
import { HOST_PAGES_NAMESPACE } from '../i18n/hostPageTranslations';
import { ShellErrorBoundary } from '../errors/ShellErrorBoundary';
import { PortalRoutes } from '../routing/PortalRoutes';
import { usePortalStartup } from '../startup/usePortalStartup';
import { usePortalStatus } from '../startup/usePortalStatus';
import { useCustomerModes } from './useCustomerModes';
import { GlobalStyle } from '../theme/GlobalStyle';
import { HeaderActions } from './HeaderActions';
import { LoaderOverlay } from './LoaderOverlay';
import { PortalHeader } from './PortalHeader';
import { useNarrowScreen } from './useNarrowScreen';
import { MAIN_CONTENT_ID, SkipToContentLink } from './SkipToContentLink';

// Lazy: needed only during maintenance, so its code and texts stay out of the start-up bundle.
const MaintenancePage = lazy(() => import('./MaintenanceNotice').then((m) => ({ default: m.MaintenancePage })));
// Lazy: only a signed-in visitor sees the menus, the phone's menu button and the session warning.
const SignedInMenus = lazy(() => import('../menu/SignedInMenus'));
const SessionTimeoutWarning = lazy(() => import('./SessionTimeoutWarning').then((m) => ({ default: m.SessionTimeoutWarning })));
const PhoneMenu = lazy(() => import('./PhoneMenu'));
const MaintenanceBanner = lazy(() => import('./MaintenanceNotice').then((m) => ({ default: m.MaintenanceBanner })));

const Layout = styled.div<{ $withMenu: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withMenu }) => ($withMenu ? 'minmax(12rem, 16rem) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  min-height: calc(100vh - 4rem);
  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Aside = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
`;

const Main = styled.main`
  padding: 1.5rem;
  /* A grid item may shrink below its content's width only with this: wide tables and charts then
     scroll inside their own boxes instead of widening the page on a phone. */
  min-width: 0;
  @media (max-width: 48rem) {
    padding: 1rem;
  }
  &:focus {
    outline: none;
  }
`;

/**
 * The page frame: skip link, banner, top-bar notifications, menus, main content and the loader.
 * Landmarks (header, nav, main) let screen-reader users jump between them. The modal host comes
 * from core and is rendered beside this shell by PortalApp. On a phone the menus and the header
 * actions fold behind a menu button, so the page's own heading is in the first screen.
 */
export function PortalShell() {
  // Maintenance (admin plugin, enforced by the server): customers get the maintenance page, administrators the portal.
  const maintenance = usePortalStatus();
  const closed = !!maintenance?.active && !maintenance.bypass;
  const user = usePortalStartup(closed);
  const modes = useCustomerModes(user);
  const location = useLocation();
  // Menus lead to pages that need a session; before login they would only bounce back to it.
  const sessionStatus = useSession().status;
  const signedIn = sessionStatus === 'loggedIn';
  // Until the session and /api/v2/me have answered, an administrator's routes are unknown: an unknown
  // path waits for them (with the loader), not "not found".
  const loadingUser = useClientState((state) => state.shouldLoadLoggedInUser);
  const userPending = sessionStatus === 'unknown' || (signedIn && user === undefined && loadingUser && !closed);
  const { i18n } = useTranslation();
  // The menus' texts are in the lazy namespace: start them with the menus' chunk, not after it.
  if (signedIn) preloadPluginTexts(i18n, HOST_PAGES_NAMESPACE);
  const narrow = useNarrowScreen();
  const folded = narrow && signedIn && !closed;
  const menus = (
    <Suspense fallback={null}>
      <SignedInMenus />
    </Suspense>
  );
  return (
    <>
      <GlobalStyle />
      <SkipToContentLink />
      <PortalHeader
        actions={folded ? undefined : <HeaderActions modes={modes} userId={user?.userId} />}
        menuButton={
          folded ? (
            <Suspense fallback={null}>
              <PhoneMenu actions={<HeaderActions modes={modes} userId={user?.userId} stacked />} />
            </Suspense>
          ) : undefined
        }
      />
      <div role="region" aria-live="polite">
        <Slot slot={TOP_BAR_SLOT} props={{}} />
      </div>
      <Layout $withMenu={signedIn && !folded && !closed}>
        {signedIn && !folded && !closed && <Aside>{menus}</Aside>}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {closed && !signedIn && (
            <Suspense fallback={null}>
              <MaintenanceBanner message={maintenance?.message ?? null} />
            </Suspense>
          )}
          <ShellErrorBoundary resetKey={location.pathname}>
            {closed && signedIn ? (
              <Suspense fallback={null}>
                <MaintenancePage message={maintenance?.message ?? null} />
              </Suspense>
            ) : (
              <PortalRoutes userPending={userPending} />
            )}
          </ShellErrorBoundary>
        </Main>
      </Layout>
      <LoaderOverlay />
      {signedIn && (
        <Suspense fallback={null}>
          <SessionTimeoutWarning />
        </Suspense>
      )}
    </>
  );
}
