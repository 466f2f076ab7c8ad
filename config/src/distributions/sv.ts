import { defineDistribution } from '@portal/core/shared';
import { PLUGINS_SHIPPED_BY_EVERY_COMPANY } from './companyPluginIds';
import { ELECTRICITY_FRONT_PAGE } from './frontPageCards';
import { portalConstants } from './portalConstants';
import { SYSTEM_FONT_STACK } from './systemFontStack';
import { SHARED_ROUTE_BINDINGS } from './routeBindings';

// Phone numbers and chat addresses are fictional placeholders until the company supplies real ones.
export const SV_DISTRIBUTION = defineDistribution({
  code: 'SV',
  displayName: 'Savon Voima',
  pluginIds: [
    ...PLUGINS_SHIPPED_BY_EVERY_COMPANY,
    'chat',
    'contracts',
    'representation',
    'campaigns',
    'customer-benefits',
    'monthly-insights',
    'reports',
  ],
  theme: {
    colors: {
      primary: '#7a1f5c',
      primaryText: '#ffffff',
      background: '#ffffff',
      surface: '#f8f3f6',
      text: '#221d21',
      mutedText: '#5c5460',
      danger: '#a4161a',
      success: '#2c6a2c',
      focus: '#005fcc',
    },
    logo: { text: 'Savon Voima' },
    typography: { fontFamily: SYSTEM_FONT_STACK, baseSize: 16 },
  },
  customerServiceNumbers: [
    { company: 'SV', type: 'CustomerService', number: '0800 930 210', hours: 'ma–pe 8–17' },
    { company: 'SV', type: 'Hotline', number: '0800 930 219', hours: 'ma–su 0–24' },
  ],
  chat: { enabled: true, scriptUrl: 'https://chat.savonvoima.example/widget.js', channelId: 'sv-asiakaspalvelu' },
  constants: portalConstants(),
  frontPageCards: ELECTRICITY_FRONT_PAGE,
  routeBindings: SHARED_ROUTE_BINDINGS,
  flagDefaults: {
    // Fault reports for the company's utility (plugin service-requests).
    faultReportElectricity: true,
    customerInfo: true,
    locations: true,
    generalSettings: true,
    messageBox: true,
    customerBenefits: true,
    representative: true,
    consumption: true,
    consumptionBudget: true,
    consumptionInEuros: true,
    weightedPricing: true,
    greenPower: true,
    homeInsurance: true,
    networkProductComparison: true,
    followUpOffer: true,
    invoices: true,
    contractsAndPrices: true,
    chat: true,
    // Alerts (plugin alerts): consumption and power cut.
    consumptionAlert: true,
    disruptionAlert: true,
    monthlyInsights: true,
    reports: true,
  },
});
