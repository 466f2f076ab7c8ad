import { defineDistribution } from '@portal/core/shared';
import { PLUGINS_SHIPPED_BY_EVERY_COMPANY } from './companyPluginIds';
import { ELECTRICITY_FRONT_PAGE, FRONT_PAGE_CARDS } from './frontPageCards';
import { portalConstants } from './portalConstants';
import { SYSTEM_FONT_STACK } from './systemFontStack';
import { SHARED_ROUTE_BINDINGS } from './routeBindings';

/**
 * VARE ships market-price and solar, so their card ids are named here, not in the shared orders: a
 * company without those plugins then carries no trace of them in its bundle (build gating).
 * market-price's card (price now + the next cheap window) takes the place of consumption's spot-price
 * card, and stands in for it: while market-price's card is active (flag marketPrice on) consumption's
 * is not shown; with the flag off, consumption's returns.
 */
const MARKET_PRICE_CARD = 'market-price.frontPagePrice';
const VARE_FRONT_PAGE = [
  ...ELECTRICITY_FRONT_PAGE.map((card) => (card === FRONT_PAGE_CARDS.spotPrice ? MARKET_PRICE_CARD : card)),
  'solar.frontPage',
];

// Phone numbers and chat addresses are fictional placeholders until the company supplies real ones.
export const VARE_DISTRIBUTION = defineDistribution({
  code: 'VARE',
  displayName: 'Vare Energia',
  pluginIds: [
    ...PLUGINS_SHIPPED_BY_EVERY_COMPANY,
    'chat',
    'contracts',
    'market-price',
    'solar',
    'representation',
    'campaigns',
    'customer-benefits',
    'monthly-insights',
    'reports',
    'external-api',
  ],
  theme: {
    colors: {
      primary: '#00507a',
      primaryText: '#ffffff',
      background: '#ffffff',
      surface: '#f2f6f9',
      text: '#1a1f24',
      mutedText: '#4f5b66',
      danger: '#b3261e',
      success: '#1d6b35',
      focus: '#b35900',
    },
    logo: { text: 'Vare Energia' },
    typography: { fontFamily: SYSTEM_FONT_STACK, baseSize: 16 },
  },
  customerServiceNumbers: [
    { company: 'VARE', type: 'CustomerService', number: '0800 912 340', hours: 'ma–pe 8–16' },
    { company: 'VARE', type: 'Hotline', number: '0800 912 349', hours: 'ma–su 0–24' },
  ],
  chat: { enabled: true, scriptUrl: 'https://chat.vare-energia.example/widget.js', channelId: 'vare-asiakaspalvelu' },
  constants: portalConstants(),
  frontPageCards: VARE_FRONT_PAGE,
  frontPageCardReplacements: { [MARKET_PRICE_CARD]: FRONT_PAGE_CARDS.spotPrice },
  // market-price's "set a price alert" link goes to the alerts plugin's price page.
  routeBindings: { ...SHARED_ROUTE_BINDINGS, 'market-price.priceAlerts': 'alerts.price' },
  flagDefaults: {
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
    // VARE serves the business customers whose larger connections are metered for reactive energy.
    reactivePower: true,
    greenPower: true,
    homeInsurance: true,
    networkProductComparison: true,
    followUpOffer: true,
    invoices: true,
    contractsAndPrices: true,
    marketPrice: true,
    marketPriceFuturePrices: true,
    marketPriceSimulator: true,
    marketPriceConsumptionProfile: true,
    // The price page's advertisement tile (market-price); shown only while a tile is published.
    advertisementTile: true,
    disruptionAlert: true,
    chat: true,
    // Alerts (plugin alerts): consumption, power cut and price limit.
    consumptionAlert: true,
    priceLimit: true,
    solar: true,
    microgeneration: true,
    // Feedback and service (plugin service-requests): moving and fault reports for electricity.
    movingService: true,
    faultReportElectricity: true,
    monthlyInsights: true,
    reports: true,
  },
});
