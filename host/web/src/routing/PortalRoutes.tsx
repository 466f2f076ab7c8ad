import { Route, Routes } from 'react-router-dom';
import { pluginIdOf, useActiveContributions } from '@portal/core';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LazyPage } from './LazyPage';
import { findLoginRoute, isPublicRoute } from './publicRoutes';
import { RequireSession } from './RequireSession';

/** The front page is a chunk of its own: a visitor on the login page does not need it. */
const frontPage = () => import('../pages/frontPage/FrontPage');

/**
 * Routes of the active plugins. They come from useActiveContributions, so switching a flag at run
 * time adds or removes a route in the same render as its menu step; a removed page answers 404.
 */
export function PortalRoutes() {
  const { routes } = useActiveContributions();
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
              <RequireSession loginPath={loginPath}>
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
            <RequireSession loginPath={loginPath}>
              <LazyPage page={frontPage} />
            </RequireSession>
          }
        />
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
