import { ApiClientRef } from '@portal/core';
import { createFakeApiClient, renderWithPortal, substitute, type FakeApiClient, type FakeApiRoutes } from '@portal/core/testing';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { consumptionPlugin } from '../../index';
import { PLACE_ID } from './consumptionFixtures';

/**
 * Renders one of the plugin's place pages at its real path inside a real host, answering the API
 * from `routes` (core's fake client checks every answer against the contract's schema).
 */
export function renderConsumptionPage(
  Page: ComponentType,
  pathPrefix: '/kulutus' | '/kaukolampo',
  routes: FakeApiRoutes,
  flags: Record<string, boolean>,
): { readonly api: FakeApiClient } {
  const api = createFakeApiClient(routes);
  renderWithPortal(
    <Routes>
      <Route path={`${pathPrefix}/:locationIdentifier`} element={<Page />} />
    </Routes>,
    {
      plugins: [consumptionPlugin],
      flags: { consumption: true, ...flags },
      route: `${pathPrefix}/${PLACE_ID}`,
      services: [substitute(ApiClientRef, api)],
    },
  );
  return { api };
}

/** The calls made to the API path ending in `suffix`, e.g. `/electricity/weighted`. */
export function callsTo(api: FakeApiClient, suffix: string) {
  return api.calls.filter((c) => c.path.endsWith(suffix));
}
