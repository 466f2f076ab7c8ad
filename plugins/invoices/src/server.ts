import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { generateDemoInvoices } from './server/demo/demoInvoices';
import { invoicesMigration } from './server/migrations/001_invoices';
import { invoiceServices } from './server/facts/invoiceServices';
import { registerInvoiceRoutes } from './server/registerInvoiceRoutes';
import { INVOICES_FLAGS } from './contract/flags';

/**
 * The invoices plugin's server part (flag `invoices`): its tables, requirements §7's invoice calls and the
 * demo invoices, issued from the demo metering so that every invoice reconciles with it.
 */
export const invoicesServerPlugin = defineServerPlugin({
  id: 'invoices',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: INVOICES_FLAGS,
  flag: 'invoices',
  migrations: [invoicesMigration],
  routes: registerInvoiceRoutes,
  // Registration's invoice proof and b2b's invoice views read through these (common.ts): no other
  // plugin, nor the host, knows this plugin's tables.
  provides: invoiceServices,
  async demoData(tx, context) {
    await generateDemoInvoices(tx, context);
  },
});

export default invoicesServerPlugin;
