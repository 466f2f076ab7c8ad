import { CORE_API_VERSION, definePlugin, FRONT_PAGE_CARD_SLOT, LOCATION_CARD_SLOT } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { invoiceRoute, invoicesRoute } from './web/routes';
import { invoicesTranslations } from './web/translations';
import { DUE_DATE_CHANGED_MODAL, DUE_DATE_CONFIRM_MODAL } from './web/modals/dueDateModals';
import { INVOICES_FLAGS } from './contract/flags';

/**
 * The invoices plugin (feature flag `invoices`): invoice list and detail pages, the due-day change
 * modals and a "latest invoice" card on each use place. Pages, modals and the card are lazy chunks
 * (the chart's visx comes with the list page); importing this registers nothing.
 */
export const invoicesPlugin = definePlugin({
  id: 'invoices',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: INVOICES_FLAGS,
  enabledWhen: { flag: 'invoices' },
  routes: [
    { ref: invoicesRoute, page: () => import('./web/pages/InvoicesPage') },
    { ref: invoiceRoute, page: () => import('./web/pages/InvoicePage') },
  ],
  menu: [{ id: 'invoices.list', labelKey: 'menu.invoices', route: invoicesRoute, section: 'services', order: 30 }],
  modals: [
    { ref: DUE_DATE_CONFIRM_MODAL, component: () => import('./web/modals/DueDateConfirmModal') },
    { ref: DUE_DATE_CHANGED_MODAL, component: () => import('./web/modals/DueDateChangedModal') },
  ],
  slots: [
    { id: 'invoices.latestInvoice', slot: LOCATION_CARD_SLOT, component: () => import('./web/components/LatestInvoiceCard'), order: 20 },
    {
      id: 'invoices.frontPageLatestInvoice',
      slot: FRONT_PAGE_CARD_SLOT,
      component: () => import('./web/frontPage/FrontPageLatestInvoiceCard'),
      order: 20,
    },
  ],
  translations: invoicesTranslations,
  // requirements §7 demo mode (invoice summary): for the demo build only, behind a loader.
  demo: () => import('./web/demoAnswers').then((m) => m.invoicesDemoAnswers),
});

export default invoicesPlugin;
export { invoicesRoute, invoiceRoute } from './web/routes';
export type { InvoiceListItem, InvoiceSummary, InvoiceDetails } from './contract';
