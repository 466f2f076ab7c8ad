import { defineDistribution } from '@portal/core/shared';
import { PLUGINS_SHIPPED_BY_EVERY_COMPANY } from './companyPluginIds';
import { DISTRICT_HEATING_FRONT_PAGE } from './frontPageCards';
import { portalConstants } from './portalConstants';
import { SYSTEM_FONT_STACK } from './systemFontStack';
import { SHARED_ROUTE_BINDINGS } from './routeBindings';

// Phone numbers are fictional placeholders until the company supplies real ones.
// KUO ships no chat plugin: its customer service runs by phone only, so its build carries no chat code.
export const KUO_DISTRIBUTION = defineDistribution({
  code: 'KUO',
  displayName: 'Kuopion Energia',
  // The district-heating company: no contracts plugin, since its heat contracts are not switched or
  // changed in the portal (this is also the distribution that proves build-time gating of it).
  pluginIds: [...PLUGINS_SHIPPED_BY_EVERY_COMPANY, 'representation', 'reports'],
  theme: {
    colors: {
      primary: '#0b6e4f',
      primaryText: '#ffffff',
      background: '#fafaf7',
      surface: '#ffffff',
      text: '#1f2421',
      mutedText: '#535d57',
      danger: '#b00020',
      success: '#0b6e4f',
      focus: '#6a1b9a',
    },
    logo: { text: 'Kuopion Energia' },
    typography: { fontFamily: SYSTEM_FONT_STACK, baseSize: 16 },
  },
  customerServiceNumbers: [
    { company: 'KUO', type: 'CustomerService', number: '0800 940 500', hours: 'ma–pe 9–15' },
    { company: 'KUO', type: 'Hotline', number: '0800 940 509', hours: 'ma–su 0–24' },
  ],
  chat: { enabled: false },
  constants: portalConstants(),
  frontPageCards: DISTRICT_HEATING_FRONT_PAGE,
  routeBindings: SHARED_ROUTE_BINDINGS,
  flagDefaults: {
    // Fault reports for the company's utility (plugin service-requests).
    faultReportDistrictHeating: true,
    menu: true,
    customerInfo: true,
    locations: true,
    generalSettings: true,
    messageBox: true,
    customerBenefits: true,
    representative: true,
    consumption: true,
    districtHeatingConsumption: true,
    consumptionBudget: true,
    consumptionInEuros: true,
    invoices: true,
    contractsAndPrices: true,
    chat: false,
    // Alerts (plugin alerts): consumption (and district heating return temperature) and cuts.
    consumptionAlert: true,
    disruptionAlert: true,
    // Usage reports cover heat places too (dh_readings); monthly insights explain electricity bills only.
    reports: true,
  },
});
