import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { reportsRoute } from './web/routes';
import { reportsTranslations } from './web/translations';
import { REPORTS_FLAGS } from './contract/flags';

/**
 * The reports plugin's web part (flag `reports`): one page with a menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const reportsPlugin = definePlugin({
  id: 'reports',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: REPORTS_FLAGS,
  enabledWhen: { flag: 'reports' },
  routes: [{ ref: reportsRoute, page: () => import('./web/pages/ReportsPage') }],
  menu: [{ id: 'reports.menu', labelKey: 'menu.reports', route: reportsRoute, section: 'services', order: 90 }],
  translations: reportsTranslations,
  demo: () => import('./web/demoAnswers').then((m) => m.reportsDemoAnswers),
});

export default reportsPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { reportsRoute } from './web/routes';
export type { UsageReport, UsageReportList } from './contract';
