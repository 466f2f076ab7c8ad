import type { ContentItem, LocationDetail } from '../../contract/locations';

/** A content item for component tests; override what the test is about. */
export function contentItem(
  id: string,
  order: number,
  overrides: Partial<ContentItem> = {},
  location: Partial<ContentItem['location']> = {},
): ContentItem {
  return {
    utilityType: 'ELECTRICITY',
    contentOwnerId: 'C1',
    contentType: 'CONTRACTS',
    contractType: 'ELECTRICITY',
    location: { locationIdentifier: id, displayName: null, name: `Paikka ${id}`, address: `Katu ${order + 1}, 65100 Vaasa`, ...location },
    order,
    features: [],
    meteringPointId: `6430000000000000${String(order).padStart(2, '0')}`,
    accessRight: 'FULL_ACCESS',
    companyName: null,
    labels: [],
    marketPrice: null,
    ...overrides,
  };
}

export function locationDetail(overrides: Partial<LocationDetail> = {}): LocationDetail {
  return {
    locationIdentifier: 'L1',
    utilityType: 'ELECTRICITY',
    contractName: 'Kiinteä Sähkö',
    additionalContractName: null,
    locationBuildingType: 'DetachedHouse',
    price: 10.04,
    priceVat: 10.04,
    priceVat0: 8,
    priceUnit: 'c/kWh',
    greenPowerName: 'Tuulisähkö',
    greenPowerOn: true,
    canHaveGreenPower: true,
    canHaveHomeInsurance: false,
    homeInsuranceOn: false,
    potentialCarbonEmissionSavings: null,
    potentialCarbonEmissionSavingsUnit: null,
    energyMargin: null,
    energyMarginVat: null,
    energyMarginVat0: null,
    energyMarginUnit: null,
    vat: true,
    ...overrides,
  };
}
