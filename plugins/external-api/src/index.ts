import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { externalApiRoute } from './web/routes';
import { externalApiTranslations } from './web/translations';

/**
 * The external-api plugin's web part (flag `locations`, mode B2B): the "API keys" page where a business
 * customer's main user makes and revokes keys for external API v1 (docs/external-api.md). This file is
 * the manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema
 * and no runtime code; the page and the menu gate load lazily as their own chunks.
 */
export const externalApiPlugin = definePlugin({
  id: 'external-api',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'locations', modes: ['B2B'] },
  routes: [{ ref: externalApiRoute, page: () => import('./web/pages/ApiKeysPage') }],
  menu: [
    {
      id: 'external-api.menu',
      labelKey: 'menu.externalApi',
      route: externalApiRoute,
      section: 'services',
      order: 91,
      // Only a company's main user manages its keys; a sub-user gets no step.
      shownWhen: () => import('./web/menu/MainUserOnly'),
    },
  ],
  translations: externalApiTranslations,
});

export default externalApiPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { externalApiRoute } from './web/routes';
export type { ApiKey, ApiKeysResponse, CreatedApiKey } from './contract';
