import { CORE_API_VERSION } from '../plugin/apiVersion';
import { definePlugin, type ModalComponentProps } from '../plugin/definePlugin';
import { createModalRef } from '../plugin/modalRef';
import { createRouteRef } from '../plugin/routeRef';
import { createServiceRef, provideService } from '../di/serviceRef';
import { LOCATION_CARD_SLOT, type LocationCardProps } from '../slots/wellKnownSlots';
import { ModalTitle } from '../react/ModalDialog';

/** A small plugin shaped like a real one, for core's own tests (not exported). */
export const invoicesRoute = createRouteRef({ id: 'invoices.list', path: '/laskut' });
export const adminInvoicesRoute = createRouteRef({ id: 'invoices.admin', path: '/aspa/laskut' });
export const confirmDueDateChange = createModalRef<{ dueDay: number }, 'confirmed'>({
  id: 'invoices.confirmDueDateChange',
  kind: 'confirm',
});
export interface InvoiceCounter {
  count(): number;
}
export const InvoiceCounterRef = createServiceRef<InvoiceCounter>({ id: 'invoices.counter' });

function ConfirmDueDateChange({ props, resolve, dismiss }: ModalComponentProps<{ dueDay: number }, 'confirmed'>) {
  return (
    <>
      <ModalTitle>Vaihda eräpäivä {props.dueDay}.</ModalTitle>
      <button type="button" onClick={() => resolve('confirmed')}>
        Vahvista
      </button>
      <button type="button" onClick={dismiss}>
        Peruuta
      </button>
    </>
  );
}

function InvoiceCard({ locationIdentifier }: LocationCardProps) {
  return <p>Laskut paikalle {locationIdentifier}</p>;
}

export const exampleInvoicesPlugin = definePlugin({
  id: 'invoices',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'invoices' },
  routes: [
    { ref: invoicesRoute, page: async () => ({ default: () => <h1>Laskut</h1> }) },
    {
      ref: adminInvoicesRoute,
      page: async () => ({ default: () => <h1>Laskujen hallinta</h1> }),
      enabledWhen: { permission: 'admin.users' },
    },
  ],
  menu: [{ id: 'invoices.menu', labelKey: 'menu.invoices', route: invoicesRoute, section: 'services', order: 10 }],
  modals: [{ ref: confirmDueDateChange, component: async () => ({ default: ConfirmDueDateChange }) }],
  slots: [{ id: 'invoices.card', slot: LOCATION_CARD_SLOT, component: async () => ({ default: InvoiceCard }), order: 1 }],
  services: [provideService(InvoiceCounterRef, () => ({ count: () => 3 }))],
  translations: {
    fi: { menu: { invoices: 'Laskut' } },
    sv: { menu: { invoices: 'Fakturor' } },
    en: { menu: { invoices: 'Invoices' } },
  },
});

/** Serves B2B only. */
export const exampleB2bPlugin = definePlugin({
  id: 'b2b-locations',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: { modes: ['B2B'] },
  routes: [
    {
      ref: createRouteRef({ id: 'b2b-locations.list', path: '/yritys/kayttopaikat' }),
      page: async () => ({ default: () => <h1>Yrityksen käyttöpaikat</h1> }),
    },
  ],
});
