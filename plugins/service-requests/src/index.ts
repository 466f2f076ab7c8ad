import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { faultReportRoute, feedbackRoute, movingRoute, serviceRequestsRoute } from './web/routes';
import { serviceRequestsTranslations } from './web/translations';
import { SERVICE_REQUESTS_FLAGS } from './contract/flags';

/**
 * Feedback and service (issue 17): service requests with their status, fault reports (flags
 * faultReportElectricity / faultReportDistrictHeating, checked per place by the server and the page),
 * the moving service (flag movingService), app and error feedback, and the administrators' list. No
 * plugin-wide flag: feedback and service requests are general features. This file is the manifest
 * only — in every visitor's start-up bundle — so every page is a lazy chunk and the only start-up
 * texts are the three menu labels.
 */
const customerPages = () => import('./web/pages/customerPages');

export const serviceRequestsPlugin = definePlugin({
  id: 'service-requests',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: SERVICE_REQUESTS_FLAGS,
  // Open whenever the company ships the plugin; the moving page and the admin page carry their own gates.
  enabledWhen: {},
  routes: [
    { ref: serviceRequestsRoute, page: () => customerPages().then((m) => ({ default: m.ServiceRequestsPage })) },
    { ref: faultReportRoute, page: () => customerPages().then((m) => ({ default: m.FaultReportPage })) },
    { ref: movingRoute, page: () => customerPages().then((m) => ({ default: m.MovingPage })), enabledWhen: { flag: 'movingService' } },
    { ref: feedbackRoute, page: () => customerPages().then((m) => ({ default: m.FeedbackPage })) },
  ],
  menu: [
    { id: 'service-requests.menu', labelKey: 'menu.service', route: serviceRequestsRoute, section: 'services', order: 92 },
    { id: 'service-requests.feedback', labelKey: 'menu.feedback', route: feedbackRoute, section: 'account', order: 950 },
  ],
  admin: () => import('./web/adminContributions').then((m) => m.admin),
  translations: serviceRequestsTranslations,
  demo: () => import('./web/demoAnswers').then((m) => m.serviceRequestsDemoAnswers),
});

export default serviceRequestsPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { adminServiceRoute, faultReportRoute, feedbackRoute, movingRoute, serviceRequestsRoute } from './web/routes';
export type { CustomerRequest, CustomerRequestsResponse, AdminRequest } from './contract';
