import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EmptyState, LoadingSkeleton } from '@portal/ui';
import { lazyComponent, pluginIdOf, preloadPluginTexts, useActiveContributions, useTranslation, type RouteContribution } from '@portal/core';

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
 * …): the same page contributions the customer gets, as routes relative to the view-as path (React
 * Router's descendant routes), so a page's own `:params` match as they do at its usual path. The
 * pages read the customer's data because core's `activeUserId` is the customer; the server makes it
 * read-only.
 */
export function CustomerPortalPage() {
  const { t } = useTranslation('admin');
  const pages = useActiveContributions().routes.filter((route) => pluginIdOf(route.ref.id) !== 'admin');
  return (
    <Routes>
      {pages.map((route) => (
        <Route key={route.ref.id} path={route.ref.defaultPath.replace(/^\//, '')} element={<PluginPage route={route} />} />
      ))}
      <Route path="*" element={<EmptyState title={t('customers.viewAs.noPage')} />} />
    </Routes>
  );
}
