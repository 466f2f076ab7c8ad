import { Route, Routes } from 'react-router-dom';
import { FRONT_PAGE_CARD_SLOT, pluginIdOf, preloadPluginTexts, useActiveContributions, useTranslation, type LazyComponent } from '@portal/core';
import { NotFoundOrPending } from './NotFoundOrPending';
import { HOST_PAGES_NAMESPACE } from '../i18n/hostPageTranslations';
import { UNSUBSCRIBE_PAGE_PATH } from '../pages/unsubscribe/unsubscribeApi';
import { LazyPage } from './LazyPage';
import { findLoginRoute, isPublicRoute } from './publicRoutes';
import { RequireSession } from './RequireSession';

/** The front page is a chunk of its own: a visitor on the login page does not need it. */
const frontPage = () => import('../pages/frontPage/FrontPage');
/** The unsubscribe link of notification mails: no sign-in, its own chunk. */
const unsubscribePage = () => import('../pages/unsubscribe/UnsubscribePage');

/** A protected page's chunk (and what it needs at once, `alongside`), started before the session answer is in (see RequireSession). */
function prefetchPage(page: LazyComponent, alongside?: () => void): () => void {
  return () => {
    // Only a head start: a failed load shows (and is retried) when the page itself renders.
    page().catch(() => undefined);
    alongside?.();
  };
}

/**
 * Routes of the active plugins. They come from useActiveContributions, so switching a flag at run
 * time adds or removes a route in the same render as its menu step; a removed page answers 404.
 * `userPending`: the signed-in user's groups are still being asked, so a path may yet get its route.
 */
export function PortalRoutes({ userPending = false }: { readonly userPending?: boolean }) {
  const { routes, slots } = useActiveContributions();
  const { i18n } = useTranslation();
  // The front page is its cards: their chunks and texts start with it, not a round trip after it renders.
  const startFrontPageCards = () => {
    preloadPluginTexts(i18n, HOST_PAGES_NAMESPACE);
    for (const card of slots.filter((contribution) => contribution.slot.id === FRONT_PAGE_CARD_SLOT.id)) {
      card.component().catch(() => undefined);
      preloadPluginTexts(i18n, pluginIdOf(card.id));
    }
  };
  const loginPath = findLoginRoute(routes)?.ref.defaultPath;
  const hasRoot = routes.some((route) => route.ref.defaultPath === '/');
  return (
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.ref.id}
          path={route.ref.defaultPath}
          element={
            isPublicRoute(route) ? (
              <LazyPage page={route.page} pluginId={pluginIdOf(route.ref.id)} />
            ) : (
              <RequireSession loginPath={loginPath} prefetch={prefetchPage(route.page, () => preloadPluginTexts(i18n, pluginIdOf(route.ref.id)))}>
                <LazyPage page={route.page} pluginId={pluginIdOf(route.ref.id)} />
              </RequireSession>
            )
          }
        />
      ))}
      {!hasRoot && (
        <Route
          path="/"
          element={
            <RequireSession loginPath={loginPath} prefetch={prefetchPage(frontPage, startFrontPageCards)}>
              <LazyPage page={frontPage} pluginId={HOST_PAGES_NAMESPACE} />
            </RequireSession>
          }
        />
      )}
      <Route path={UNSUBSCRIBE_PAGE_PATH} element={<LazyPage page={unsubscribePage} pluginId={HOST_PAGES_NAMESPACE} />} />
      <Route path="*" element={<NotFoundOrPending userPending={userPending} />} />
    </Routes>
  );
}
