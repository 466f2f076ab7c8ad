import { CORE_API_VERSION, createModalRef, createRouteRef, defineFlags, definePlugin, ModalTitle, useModal } from '@portal/core';

export const DEMO_ROUTE = createRouteRef({ id: 'demo.page', path: '/kulutus' });
/** A sibling view under another path that belongs to the same menu step (as /kaukolampo/... to "Kulutus"). */
export const DEMO_HEAT_ROUTE = createRouteRef({ id: 'demo.heat', path: '/kaukolampo/:id' });
export const DEMO_MODAL = createModalRef({ id: 'demo.info', kind: 'info' });

function DemoPage() {
  const modals = useModal();
  return (
    <div>
      <h1>Kulutussivu</h1>
      <button type="button" onClick={() => modals.open(DEMO_MODAL)}>
        Avaa info
      </button>
    </div>
  );
}

function DemoModal() {
  return <ModalTitle>Kulutusinfo</ModalTitle>;
}

function CrashingPage(): never {
  throw new Error('page crashed on purpose');
}

/** A plugin gated by the `consumption` flag (which it declares), contributing a route, a menu step and a modal. */
export const demoPlugin = definePlugin({
  id: 'demo',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  flags: defineFlags({ consumption: { default: false, description: 'The demo page' } }),
  enabledWhen: { flag: 'consumption' },
  routes: [
    { ref: DEMO_ROUTE, page: async () => ({ default: DemoPage }) },
    { ref: createRouteRef({ id: 'demo.crash', path: '/kaatuu' }), page: async () => ({ default: CrashingPage }) },
    { ref: DEMO_HEAT_ROUTE, page: async () => ({ default: () => <h1>Lämpösivu</h1> }) },
  ],
  menu: [{ id: 'demo.menu', labelKey: 'menu', route: DEMO_ROUTE, currentOn: [DEMO_HEAT_ROUTE], section: 'services', order: 10 }],
  modals: [{ ref: DEMO_MODAL, component: async () => ({ default: DemoModal }) }],
  translations: { fi: { menu: 'Kulutus' }, sv: { menu: 'Förbrukning' }, en: { menu: 'Consumption' } },
});

const LOGIN_ROUTE = createRouteRef({ id: 'account.login', path: '/kirjaudu' });

/** Stands in for the account plugin's public login route. */
export const loginPlugin = definePlugin({
  id: 'account',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  routes: [{ ref: LOGIN_ROUTE, page: async () => ({ default: () => <h1>Kirjautuminen</h1> }), public: true }],
  menu: [
    {
      id: 'account.settings',
      labelKey: 'settings',
      route: createRouteRef({ id: 'account.settings', path: '/asetukset' }),
      section: 'account',
      order: 1,
    },
  ],
  translations: { fi: { settings: 'Asetukset' }, sv: { settings: 'Inställningar' }, en: { settings: 'Settings' } },
});

/** Contributes one admin menu step. */
export const adminPlugin = definePlugin({
  id: 'admin-tools',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: { permission: 'admin.access' },
  menu: [
    { id: 'admin-tools.users', labelKey: 'users', route: createRouteRef({ id: 'admin-tools.users', path: '/aspa' }), section: 'admin', order: 1 },
  ],
  translations: { fi: { users: 'Käyttäjähaku' }, sv: { users: 'Användarsökning' }, en: { users: 'User search' } },
});
