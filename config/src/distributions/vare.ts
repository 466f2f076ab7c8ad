import { defineDistribution } from '@portal/core/shared';
import { PLUGINS_SHIPPED_BY_EVERY_COMPANY } from './companyPluginIds';
import { ELECTRICITY_WITH_MARKET_PRICE_FRONT_PAGE, MARKET_PRICE_CARD_REPLACES } from './frontPageCards';
import { portalConstants } from './portalConstants';
import { SYSTEM_FONT_STACK } from './systemFontStack';

// Phone numbers and chat addresses are fictional placeholders until the company supplies real ones.
export const VARE_DISTRIBUTION = defineDistribution({
  code: 'VARE',
  displayName: 'Vare Energia',
  pluginIds: [...PLUGINS_SHIPPED_BY_EVERY_COMPANY, 'chat', 'contracts', 'market-price', 'solar'],
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
  // VARE ships the solar plugin: its glance comes last, after the electricity cards. Named here, not in
  // the shared electricity order, so a company without the plugin carries no trace of it (build gating).
  frontPageCards: [...ELECTRICITY_WITH_MARKET_PRICE_FRONT_PAGE, 'solar.frontPage'],
  frontPageCardReplacements: MARKET_PRICE_CARD_REPLACES,
  flagDefaults: {
    menu: true,
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
    disruptionAlert: true,
    chat: true,
    // Alerts (plugin alerts): consumption, power cut and price limit.
    consumptionAlert: true,
    priceLimit: true,
    solar: true,
    microgeneration: true,
  },
});
