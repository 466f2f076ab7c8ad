import type { DemoAnswers } from '@portal/core';
import type { ContentResponse, LocationDetail } from '../contract/locations';

/**
 * requirements §7 demo mode: the named operations "content" and "location details" answered with canned data
 * instead of calling the server. Two household places of the demo user; shapes are the contract's.
 */
const DEMO_CONTENT: ContentResponse = {
  content: [
    {
      utilityType: 'ELECTRICITY',
      contentOwnerId: 'DEMO-1',
      contentType: 'CONTRACTS',
      contractType: 'ELECTRICITY',
      location: { locationIdentifier: 'DEMO-HOME', displayName: 'Koti', name: 'Omakotitalo', address: 'Esimerkkikatu 1, 65100 Vaasa' },
      order: 0,
      features: [
        { feature: 'consumption', enabled: true, readOnly: false, qualifiers: [{ type: 'RESOLUTION', description: 'PT15M' }] },
        { feature: 'marketPrice', enabled: true, readOnly: false, qualifiers: [] },
        { feature: 'consumptionBudget', enabled: true, readOnly: false, qualifiers: [] },
        // The electricity page's weighted price section (consumption's demo answers compute it).
        { feature: 'weightedPricing', enabled: true, readOnly: false, qualifiers: [] },
      ],
      meteringPointId: '643000000000000016',
      accessRight: 'FULL_ACCESS',
      companyName: null,
      labels: [],
      marketPrice: null,
    },
    {
      utilityType: 'DISTRICT_HEATING',
      contentOwnerId: 'DEMO-1',
      contentType: 'CONTRACTS',
      contractType: 'DISTRICT_HEATING',
      location: { locationIdentifier: 'DEMO-HEAT', displayName: null, name: 'Omakotitalo, kaukolämpö', address: 'Esimerkkikatu 1, 65100 Vaasa' },
      order: 1,
      features: [{ feature: 'districtHeatingConsumption', enabled: true, readOnly: false, qualifiers: [] }],
      meteringPointId: '643000000000000023',
      accessRight: 'FULL_ACCESS',
      companyName: null,
      labels: [],
      marketPrice: null,
    },
  ],
};

function demoDetail(locationIdentifier: string): LocationDetail {
  const heat = locationIdentifier === 'DEMO-HEAT';
  return {
    locationIdentifier,
    utilityType: heat ? 'DISTRICT_HEATING' : 'ELECTRICITY',
    contractName: heat ? 'Kaukolämpö Perus' : 'Sähkö Kiinteä 12 kk',
    additionalContractName: null,
    locationBuildingType: 'DetachedHouse',
    price: heat ? 12.55 : 10.04,
    priceVat: heat ? 12.55 : 10.04,
    priceVat0: heat ? 10 : 8,
    priceUnit: 'c/kWh',
    greenPowerName: heat ? null : 'Tuulisähkö',
    greenPowerOn: false,
    canHaveGreenPower: !heat,
    canHaveHomeInsurance: true,
    homeInsuranceOn: false,
    potentialCarbonEmissionSavings: null,
    potentialCarbonEmissionSavingsUnit: null,
    energyMargin: null,
    energyMarginVat: null,
    energyMarginVat0: null,
    energyMarginUnit: null,
    vat: true,
  };
}

const BASE = '/api/v2/servicelocation/user/:userId';

/** Routed (see RoutedDemoAnswer) so the demo build's request mock serves them. */
export const locationsDemoAnswers = {
  content: { route: `GET ${BASE}/content`, answer: () => DEMO_CONTENT },
  locationDetails: {
    route: `GET ${BASE}/location/:locationIdentifier/details`,
    answer: (params) =>
      DEMO_CONTENT.content.some((item) => item.location.locationIdentifier === params.locationIdentifier)
        ? demoDetail(params.locationIdentifier ?? '')
        : undefined,
  },
} satisfies DemoAnswers;
