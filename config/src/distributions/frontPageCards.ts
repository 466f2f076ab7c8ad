/**
 * Front-page card ids (FRONT_PAGE_CARD_SLOT contributions), named here so each company's order is a
 * list of known names. A card whose plugin a company does not ship is simply not shown.
 */
export const FRONT_PAGE_CARDS = {
  /** Popups and notices (a disruption, a service break): first, as they ask for attention. */
  notices: 'messages.frontPageNotices',
  yesterday: 'consumption.frontPageYesterday',
  latestInvoice: 'invoices.frontPageLatestInvoice',
  budget: 'consumption.frontPageBudget',
  spotPrice: 'consumption.frontPageSpotPrice',
  districtHeating: 'consumption.frontPageDistrictHeating',
} as const;

/** An electricity retailer: yesterday first, then the bill, the price now and the budget. */
export const ELECTRICITY_FRONT_PAGE = [
  FRONT_PAGE_CARDS.notices,
  FRONT_PAGE_CARDS.yesterday,
  FRONT_PAGE_CARDS.latestInvoice,
  FRONT_PAGE_CARDS.spotPrice,
  FRONT_PAGE_CARDS.budget,
  FRONT_PAGE_CARDS.districtHeating,
] as const;

/** The district-heating company: heat first. */
export const DISTRICT_HEATING_FRONT_PAGE = [
  FRONT_PAGE_CARDS.notices,
  FRONT_PAGE_CARDS.districtHeating,
  FRONT_PAGE_CARDS.latestInvoice,
  FRONT_PAGE_CARDS.yesterday,
  FRONT_PAGE_CARDS.budget,
  FRONT_PAGE_CARDS.spotPrice,
] as const;
