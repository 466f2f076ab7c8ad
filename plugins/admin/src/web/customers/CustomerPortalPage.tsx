import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  EmptyState,
  lazyComponent,
  LoadingSkeleton,
  pluginIdOf,
  preloadPluginTexts,
  useActiveContributions,
  useTranslation,
  type RouteContribution,
} from '@portal/core';

function PluginPage({ route }: { readonly route: RouteContribution }) {
  const { t, i18n } = useTranslation('admin');
  const Page = lazyComponent(route.page);
  preloadPluginTexts(i18n, pluginIdOf(route.ref.id));
  return (
    <Suspense fallback={<LoadingSkeleton lines={4} label={t('customers.viewAs.loading')} />}>
      <Page />
    </Suspense>
  );
}

/**
 * The customer's portal page the rest of the view-as path names (`kayttopaikka`, `kayttopaikka/X`,
 * …): the same page contributions the customer gets, matched against that rest path. The pages read
 * the customer's data because core's `activeUserId` is the customer; the server makes it read-only.
 */
export function CustomerPortalPage({ rest }: { readonly rest: string }) {
  const { t } = useTranslation('admin');
  const { search } = useLocation();
  const pages = useActiveContributions().routes.filter((route) => pluginIdOf(route.ref.id) !== 'admin');
  return (
    <Routes location={`/${rest}${search}`}>
      {pages.map((route) => (
        <Route key={route.ref.id} path={route.ref.defaultPath} element={<PluginPage route={route} />} />
      ))}
      <Route path="*" element={<EmptyState title={t('customers.viewAs.noPage')} />} />
    </Routes>
  );
}
