import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { monthlyInsightsRoute } from './web/routes';
import { monthlyInsightsTranslations } from './web/translations';
import { MONTHLY_INSIGHTS_FLAGS } from './contract/flags';

/**
 * The monthly-insights plugin's web part (flag `monthlyInsights`): one page with a menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const monthlyInsightsPlugin = definePlugin({
  id: 'monthly-insights',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: MONTHLY_INSIGHTS_FLAGS,
  enabledWhen: { flag: 'monthlyInsights' },
  routes: [{ ref: monthlyInsightsRoute, page: () => import('./web/pages/MonthlyInsightsPage') }],
  menu: [{ id: 'monthly-insights.menu', labelKey: 'menu.monthlyInsights', route: monthlyInsightsRoute, section: 'services', order: 90 }],
  translations: monthlyInsightsTranslations,
  demo: () => import('./web/demoAnswers').then((m) => m.monthlyInsightsDemoAnswers),
});

export default monthlyInsightsPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { monthlyInsightsRoute } from './web/routes';
export type { Insight, Forecast, InsightPlaces, Comparison, Reason } from './contract';
