import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { serviceDemoData } from './server/demo/serviceDemoData';
import { serviceRequestsMigrations } from './server/migrations';
import { requestNoticeKind } from './server/notifications/kinds';
import { registerServiceRequestsRoutes } from './server/registerServiceRequestsRoutes';
import { serviceRequestServiceDeps } from './server/serviceRequestServices';

/**
 * The service-requests plugin's server part: service requests (with the moving service), fault
 * reports, app and error feedback, and the administrators' lists of them. No plugin-wide flag, because
 * feedback and service requests are general features: the moving service checks movingService and a
 * fault report the flag of the place's utility (faultReportElectricity, faultReportDistrictHeating).
 */
export const serviceRequestsServerPlugin = defineServerPlugin({
  id: 'service-requests',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  migrations: serviceRequestsMigrations,
  deps: serviceRequestServiceDeps,
  routes: registerServiceRequestsRoutes,
  notificationKinds: [requestNoticeKind],
  async demoData(tx, context) {
    await serviceDemoData(tx, context);
  },
});

export default serviceRequestsServerPlugin;
